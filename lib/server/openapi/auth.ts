// Auth: registration, login, token refresh, logout, the caller.
import 'server-only';
import { z } from 'zod';
import { POST as login } from '@/app/api/v1/auth/login/route';
import { POST as logout } from '@/app/api/v1/auth/logout/route';
import { GET as me } from '@/app/api/v1/auth/me/route';
import { POST as refresh } from '@/app/api/v1/auth/refresh/route';
import { POST as register } from '@/app/api/v1/auth/register/route';
import { AuthSession, Me, Registered, SuccessMessage, TokenPair } from '@/lib/api/contract';
import { json, type Operation } from './operation';

/** The token endpoints read an optional small body themselves (at most `{ refreshToken }`). */
const tokenBody = {
  ...json(z.object({ refreshToken: z.string().optional() })),
  required: false,
};

export const authOperations: Operation[] = [
  {
    method: 'post',
    path: '/auth/register',
    tag: 'Auth',
    summary: 'Register a tenant owner (MANAGER)',
    handler: register,
    success: { status: 201, description: 'Registered.', content: json(Registered) },
    errors: [409, 429],
  },
  {
    method: 'post',
    path: '/auth/login',
    tag: 'Auth',
    summary: 'Log in',
    description:
      'Returns a short-lived access token (Bearer) and a rotating refresh token. Failed attempts are rate limited per email and address, per address, and per account across addresses (a short lock that doubles with further failures; during it even the right password answers 429 with `Retry-After`). An inactive account answers 403 `INACTIVE_USER`, only after the right password.',
    handler: login,
    success: { status: 200, description: 'Logged in.', content: json(AuthSession) },
    errors: [401, 403, 429],
  },
  {
    method: 'post',
    path: '/auth/refresh',
    tag: 'Auth',
    summary: 'Rotate the refresh token',
    description:
      'Send the refresh token as `Authorization: Bearer <refreshToken>` (security scheme `refreshToken`) or as `{ refreshToken }` in the body. Each refresh token works once; reuse revokes the whole session.',
    handler: refresh,
    body: tokenBody,
    security: [{ refreshToken: [] }, {}],
    success: { status: 200, description: 'New token pair.', content: json(TokenPair) },
    errors: [401, 413, 429],
  },
  {
    method: 'post',
    path: '/auth/logout',
    tag: 'Auth',
    summary: 'Log out',
    description: 'Revokes the session of the refresh token (bearer or `{ refreshToken }`) or of the access token. Always succeeds.',
    handler: logout,
    body: tokenBody,
    security: [{ refreshToken: [] }, { bearerAuth: [] }, {}],
    success: { status: 200, description: 'Logged out.', content: json(SuccessMessage) },
    errors: [413],
  },
  {
    method: 'get',
    path: '/auth/me',
    tag: 'Auth',
    summary: 'The caller, with role and permissions',
    handler: me,
    success: { status: 200, description: 'Current user.', content: json(Me) },
  },
];
