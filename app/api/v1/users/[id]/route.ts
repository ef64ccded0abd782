import { z } from 'zod';
import { deleteUser, getUserById, updateUser, userMessages } from '@/db/queries/users';
import { notFound } from '@/lib/api/errors';
import { route } from '@/lib/server/api/handler';
import { idParam } from '@/lib/validations/common';
import { updateUserSchema } from '@/lib/validations/user';

const params = z.object({ id: idParam });

/** GET /users/{id} (users.read). */
export const GET = route({ permission: 'users.read', params }, async ({ params }) => {
  const user = await getUserById({ id: params.id });
  if (!user) throw notFound(userMessages.notFound);
  return user;
});

/**
 * PATCH /users/{id} (users.update): any subset; a blank password leaves it unchanged. A new password revokes the
 * user's other sessions (yours too when you change your own, except the session of this request).
 */
export const PATCH = route({ permission: 'users.update', params, body: updateUserSchema }, async ({ user, params, body, ip, accessFamilyId }) =>
  updateUser({ actor: user, id: params.id, input: body, ip, sessionFamilyId: accessFamilyId }),
);

/** DELETE /users/{id} (users.delete): not yourself, not the last active Super Admin. */
export const DELETE = route({ permission: 'users.delete', params }, async ({ user, params, ip }) => deleteUser({ actor: user, id: params.id, ip }));
