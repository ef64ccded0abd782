import { route } from '@/lib/api/handler';
import { login } from '@/lib/auth/service';
import { loginSchema } from '@/lib/validations/auth';

/** POST /auth/login: { user, accessToken, refreshToken }. */
export const POST = route({ auth: false, body: loginSchema }, async ({ body, ip }) => login(body, ip));
