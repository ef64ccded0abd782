import { createRole, listRoles } from '@/db/queries/roles';
import { json, route } from '@/lib/server/api/handler';
import { ROLE_WRITE_PERMISSIONS } from '@/lib/auth/permissions';
import { createRoleSchema } from '@/lib/validations/role';

/** GET /roles (roles.read): { data, total }, each role with its user count, ordered by sortOrder then name. */
export const GET = route({ permission: 'roles.read' }, async () => listRoles());

/** POST /roles (roles.create + system.admin: roles are SUPER_ADMIN's alone): 201 with the role. */
export const POST = route({ permission: [...ROLE_WRITE_PERMISSIONS.create], body: createRoleSchema }, async ({ user, body, ip }) =>
  json(await createRole({ actor: user, input: body, ip }), 201),
);
