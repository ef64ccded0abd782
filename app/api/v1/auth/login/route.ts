import { route } from '@/lib/server/api/handler';
import { login } from '@/lib/server/auth/service';
import { loginSchema } from '@/lib/validations/auth';

/** POST /auth/login: { user, accessToken, refreshToken }. */
export const POST = route({ auth: false, body: loginSchema }, async ({ body, ip }) => login(body, ip));
