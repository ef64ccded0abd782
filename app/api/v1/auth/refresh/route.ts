import { unauthorized } from '@/lib/api/errors';
import { route } from '@/lib/api/handler';
import { refresh } from '@/lib/auth/service';
import { bearerToken } from '@/lib/auth/tokens';

/** POST /auth/refresh with the refresh token as bearer (or { refreshToken } in the body): rotates it. */
export const POST = route({ auth: false }, async ({ req }) => {
  let token = bearerToken(req.headers.get('authorization'));
  if (!token) {
    const body = (await req.json().catch(() => null)) as { refreshToken?: unknown } | null;
    token = typeof body?.refreshToken === 'string' ? body.refreshToken : null;
  }
  if (!token || token.length > 200) throw unauthorized('Refresh token tidak ditemukan');
  return refresh(token);
});
