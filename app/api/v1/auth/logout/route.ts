import { readOptionalJson, route } from '@/lib/server/api/handler';
import { logout } from '@/lib/server/auth/service';
import { bearerToken, verifyAccessToken } from '@/lib/server/auth/tokens';

/**
 * POST /auth/logout: revokes the refresh-token family. The bearer may be the refresh token or the access token;
 * a refresh token may also come as { refreshToken }; the browser is identified by its session cookie (same-origin
 * only). Always succeeds for the client.
 */
export const POST = route({ auth: false }, async ({ req, accessFamilyId }) => {
  const bearer = bearerToken(req.headers.get('authorization'));
  const body = (await readOptionalJson(req)) as { refreshToken?: unknown } | null;
  const refreshToken = typeof body?.refreshToken === 'string' ? body.refreshToken : null;
  const claims = bearer ? await verifyAccessToken(bearer) : null;
  await logout(refreshToken ?? (claims ? null : bearer), claims?.fam ?? accessFamilyId).catch((err) => {
    console.error('[auth] logout revoke failed:', (err as Error).message);
  });
  return { success: true, message: 'Logout berhasil' };
});
