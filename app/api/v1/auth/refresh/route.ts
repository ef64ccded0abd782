import { unauthorized } from '@/lib/api/errors';
import { readOptionalJson, route } from '@/lib/server/api/handler';
import { assertActionAllowed, refresh } from '@/lib/server/auth/service';
import { bearerToken } from '@/lib/server/auth/tokens';

/** POST /auth/refresh with the refresh token as bearer (or { refreshToken } in the body): rotates it. */
export const POST = route({ auth: false }, async ({ req, ip }) => {
  await assertActionAllowed('refresh', ip);
  let token = bearerToken(req.headers.get('authorization'));
  if (!token) {
    const body = (await readOptionalJson(req)) as { refreshToken?: unknown } | null;
    token = typeof body?.refreshToken === 'string' ? body.refreshToken : null;
  }
  if (!token || token.length > 200) throw unauthorized('Refresh token tidak ditemukan');
  return refresh(token);
});
