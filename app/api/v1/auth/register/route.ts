import { json, route } from '@/lib/server/api/handler';
import { assertActionAllowed, register } from '@/lib/server/auth/service';
import { registerSchema } from '@/lib/validations/auth';

/** POST /auth/register: a new tenant owner (MANAGER). */
export const POST = route({ auth: false, body: registerSchema }, async ({ body, ip }) => {
  await assertActionAllowed('register', ip);
  const user = await register(body);
  return json({ message: 'Pendaftaran berhasil! Selamat bergabung!', user }, 201);
});
