import { z } from 'zod';
import { deleteRole, getRoleById, roleQueryMessages, updateRole } from '@/db/queries/roles';
import { notFound } from '@/lib/api/errors';
import { route } from '@/lib/server/api/handler';
import { ROLE_WRITE_PERMISSIONS } from '@/lib/auth/permissions';
import { idParam } from '@/lib/validations/common';
import { updateRoleSchema } from '@/lib/validations/role';

const params = z.object({ id: idParam });

/** GET /roles/{id} (roles.read). */
export const GET = route({ permission: 'roles.read', params }, async ({ params }) => {
  const role = await getRoleById({ id: params.id });
  if (!role) throw notFound(roleQueryMessages.notFound);
  return role;
});

/** PATCH /roles/{id} (roles.update + system.admin): name, code, description, permissions, sortOrder, isSystem. */
export const PATCH = route({ permission: [...ROLE_WRITE_PERMISSIONS.update], params, body: updateRoleSchema }, async ({ user, params, body, ip }) =>
  updateRole({ actor: user, id: params.id, input: body, ip }),
);

/** DELETE /roles/{id} (roles.delete + system.admin): system roles and roles with users cannot be deleted (409). */
export const DELETE = route({ permission: [...ROLE_WRITE_PERMISSIONS.delete], params }, async ({ user, params, ip }) =>
  deleteRole({ actor: user, id: params.id, ip }),
);
