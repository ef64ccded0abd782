// Users and roles: dashboard user management, roles and permission sets.
import 'server-only';
import { GET as getRole, PATCH as updateRole, DELETE as deleteRole } from '@/app/api/v1/roles/[id]/route';
import { GET as listRoles, POST as createRole } from '@/app/api/v1/roles/route';
import { GET as getUser, PATCH as updateUser, DELETE as deleteUser } from '@/app/api/v1/users/[id]/route';
import { PATCH as setUserStatus } from '@/app/api/v1/users/[id]/status/route';
import { GET as listUsers, POST as createUser } from '@/app/api/v1/users/route';
import { Role, RoleList, SuccessMessage, User, listOf } from '@/lib/api/contract';
import { json, type Operation } from './operation';

export const userOperations: Operation[] = [
  {
    method: 'get',
    path: '/users',
    tag: 'Users',
    summary: 'List users',
    description: 'Filters: `roleId` or `role` (code), `status`, `search` (name or email, case-insensitive).',
    handler: listUsers,
    success: { status: 200, description: 'A page of users.', content: json(listOf(User)) },
  },
  {
    method: 'post',
    path: '/users',
    tag: 'Users',
    summary: 'Create a user',
    description:
      'Only a `system.admin` holder may assign a role carrying `system.*` permissions; nobody assigns a role with permissions they do not hold, and only a Super Admin assigns a role at their own level or above (its permissions not a strict subset of theirs), so an Admin creates no Admin (403). A common password answers 400 "Kata sandi terlalu umum, pilih kata sandi lain". A taken email answers 409 "Email sudah terdaftar".',
    handler: createUser,
    success: { status: 201, description: 'Created.', content: json(User) },
    errors: [404, 409],
  },
  {
    method: 'get',
    path: '/users/{id}',
    tag: 'Users',
    summary: 'One user',
    handler: getUser,
    success: { status: 200, description: 'The user.', content: json(User) },
  },
  {
    method: 'patch',
    path: '/users/{id}',
    tag: 'Users',
    summary: 'Update a user',
    description:
      'Any subset; a blank password leaves it unchanged, a common one answers 400. Only a Super Admin changes a user whose role is at the caller’s level or above (peers never take over peers: an Admin changes no other Admin, 403). A new password revokes the user’s other sessions (all of them after a reset by someone else; all but the calling session when you change your own). The last active Super Admin keeps the role (409).',
    handler: updateUser,
    success: { status: 200, description: 'Updated.', content: json(User) },
    errors: [409],
  },
  {
    method: 'delete',
    path: '/users/{id}',
    tag: 'Users',
    summary: 'Delete a user',
    description:
      'Not yourself (409), not the last active Super Admin (409); a Super Admin only by a Super Admin, and a user at the caller’s level or above only by a Super Admin (403).',
    handler: deleteUser,
    success: { status: 200, description: 'Deleted.', content: json(SuccessMessage) },
    errors: [409],
  },
  {
    method: 'patch',
    path: '/users/{id}/status',
    tag: 'Users',
    summary: 'Activate or deactivate a user',
    description:
      'Deactivation revokes the user’s refresh tokens at once (their access tokens stop working too). Not yourself; not the last active Super Admin (409); a user at the caller’s level or above only by a Super Admin (403).',
    handler: setUserStatus,
    success: { status: 200, description: 'The user with the new status.', content: json(User) },
    errors: [409],
  },
];

export const roleOperations: Operation[] = [
  {
    method: 'get',
    path: '/roles',
    tag: 'Roles',
    summary: 'List roles',
    description: 'Every role with its user count, ordered by sortOrder then name. Shape `{ data, total }`.',
    handler: listRoles,
    success: { status: 200, description: 'All roles.', content: json(RoleList) },
  },
  {
    method: 'post',
    path: '/roles',
    tag: 'Roles',
    summary: 'Create a role',
    description:
      'Permissions outside the catalogue: 400. Only `system.admin` holders set `isSystem` or grant `system.*`; nobody grants a permission they do not hold (403). Taken code: 409.',
    handler: createRole,
    success: { status: 201, description: 'Created.', content: json(Role) },
    errors: [409],
  },
  {
    method: 'get',
    path: '/roles/{id}',
    tag: 'Roles',
    summary: 'One role',
    handler: getRole,
    success: { status: 200, description: 'The role.', content: json(Role) },
  },
  {
    method: 'patch',
    path: '/roles/{id}',
    tag: 'Roles',
    summary: 'Update a role',
    description: 'The code of a system role cannot change (409); the Super Admin role keeps the whole catalogue (409). Same granting rules as create.',
    handler: updateRole,
    success: { status: 200, description: 'Updated.', content: json(Role) },
    errors: [409],
  },
  {
    method: 'delete',
    path: '/roles/{id}',
    tag: 'Roles',
    summary: 'Delete a role',
    description: 'A system role answers 409 with a message containing "cannot be deleted"; a role with users answers 409.',
    handler: deleteRole,
    success: { status: 200, description: 'Deleted.', content: json(SuccessMessage) },
    errors: [409],
  },
];
