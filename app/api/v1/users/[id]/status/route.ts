import { z } from 'zod';
import { setUserStatus } from '@/db/queries/users';
import { route } from '@/lib/server/api/handler';
import { idParam } from '@/lib/validations/common';
import { userStatusSchema } from '@/lib/validations/user';

/** PATCH /users/{id}/status (users.update): { status: active | inactive }; deactivation ends the user's sessions. */
export const PATCH = route({ permission: 'users.update', params: z.object({ id: idParam }), body: userStatusSchema }, async ({ user, params, body, ip }) =>
  setUserStatus({ actor: user, id: params.id, status: body.status, ip }),
);
