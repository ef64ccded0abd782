import { createUser, listUsers } from '@/db/queries/users';
import { json, route } from '@/lib/server/api/handler';
import { createUserSchema, listUsersQuerySchema } from '@/lib/validations/user';

/** GET /users (users.read): { data, meta }; filters roleId or role (code), status, search over name and email. */
export const GET = route({ permission: 'users.read', query: listUsersQuerySchema }, async ({ query }) => {
  const { data, total } = await listUsers(query);
  return { data, meta: { total, page: query.page, limit: query.limit, totalPages: Math.ceil(total / query.limit) } };
});

/** POST /users (users.create): 201 with the user. */
export const POST = route({ permission: 'users.create', body: createUserSchema }, async ({ user, body, ip }) =>
  json(await createUser({ actor: user, input: body, ip }), 201),
);
