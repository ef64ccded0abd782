// What the browser session carries about the signed-in user; no server imports (used by client code and types).

export interface SessionRole {
  id: number;
  name: string;
  code: string;
  permissions: string[];
}

export interface SessionUser {
  id: number;
  name: string;
  email: string;
  role: SessionRole;
}

/** Set on the session when the access token could not be refreshed: the user must log in again. */
export const SESSION_REFRESH_ERROR = 'RefreshAccessTokenError' as const;
export type SessionError = typeof SESSION_REFRESH_ERROR;

export const SESSION_EXPIRED_MESSAGE = 'Sesi Anda telah berakhir. Silakan login kembali.';

/** How often the browser re-reads its session (seconds); below the 300 s refresh lead so tokens renew in time. */
export const SESSION_REFETCH_SECONDS = 240;

/** Only same-origin relative paths may be used as a post-login destination (no open redirect). */
export function safeCallbackUrl(value: string | null | undefined, fallback = '/dashboard'): string {
  if (!value || typeof value !== 'string') return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (/[\u0000-\u001f\\]/.test(value)) return fallback;
  // Going back to the login or registration page after logging in makes no sense.
  if (/^\/(login|pendaftaran)(?:[/?#]|$)/.test(value)) return fallback;
  return value;
}
