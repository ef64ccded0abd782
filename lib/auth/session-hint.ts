// The session hint: a cookie page scripts may read that says only "this browser holds a session cookie". The session
// itself is next-auth's httpOnly cookie, which scripts cannot see, so without the hint the public header would have to
// ask /api/auth/session on every page view to know whether to show 'Masuk' or the account menu: an uncached request
// that costs the server several times what the cached page does, for the many visitors who never signed in.
// The app's server (scripts/server.ts) keeps the hint in step with the session cookie on every response; the header
// (components/public/user-nav.tsx) asks for the session only when the hint is there. The hint carries no secret: its
// value is always "1", it grants nothing, and a wrong one costs only that request (or its absence, until the next
// response puts it right).

export const SESSION_HINT_COOKIE = 'kt-signed-in';

/** next-auth's session cookie: plain or __Secure- (https), whole or in chunks (`.0`, `.1`, … when large). */
const SESSION_COOKIE = /^(?:__Secure-)?next-auth\.session-token(?:\.\d+)?$/;

/** next-auth uses the __Secure- cookie names and the Secure flag when the app's URL is https. */
export function secureCookiesFor(nextAuthUrl: string | undefined): boolean {
  return (nextAuthUrl ?? '').trim().toLowerCase().startsWith('https://');
}

function cookieNames(cookieHeader: string): string[] {
  return cookieHeader
    .split(';')
    .map((part) => part.split('=')[0]!.trim())
    .filter(Boolean);
}

/** Whether the browser's cookies (document.cookie) hold the hint. */
export function hasSessionHint(cookies: string): boolean {
  return cookies.split(';').some((part) => part.trim() === `${SESSION_HINT_COOKIE}=1`);
}

/**
 * The Set-Cookie value that brings the hint in step with a request's cookies (the session cookie present: set it;
 * absent: clear it), or null when it already is. Not httpOnly, so page scripts read it; a browser-session cookie
 * (no Max-Age), set again by the first response after a browser restart.
 */
export function sessionHintChange(cookieHeader: string | undefined, secure: boolean): string | null {
  const names = cookieHeader ? cookieNames(cookieHeader) : [];
  const hasSession = names.some((name) => SESSION_COOKIE.test(name));
  const hasHint = cookieHeader ? hasSessionHint(cookieHeader) : false;
  if (hasSession === hasHint) return null;
  const attributes = `Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  return hasSession ? `${SESSION_HINT_COOKIE}=1; ${attributes}` : `${SESSION_HINT_COOKIE}=; ${attributes}; Max-Age=0`;
}
