// Page redirects only: no session -> /login (keeping where the visitor was going); a page the role may not open ->
// /dashboard; login and registration with a session -> /dashboard. The API checks every request itself, and the
// role in the cookie may be a few minutes old, so this decides navigation, never access to data.
import { NextResponse, type NextRequest } from 'next/server';
import { getToken } from 'next-auth/jwt';
import { canOpenPath } from '@/lib/auth/permissions';
import { getAuthSecret } from '@/lib/auth/secret';

export async function middleware(req: NextRequest) {
  const token = await getToken({ req, secret: getAuthSecret() }).catch(() => null);
  // A session whose refresh failed is over: treat it as none (the browser shows the expiry toast and signs out).
  const user = token && !token.error ? token.user : undefined;
  const { pathname, search } = req.nextUrl;

  if (pathname === '/login' || pathname === '/pendaftaran') {
    return user ? NextResponse.redirect(new URL('/dashboard', req.url)) : NextResponse.next();
  }

  if (!user) {
    const login = new URL('/login', req.url);
    login.searchParams.set('callbackUrl', `${pathname}${search}`);
    return NextResponse.redirect(login);
  }
  if (!canOpenPath(user.role, pathname)) return NextResponse.redirect(new URL('/dashboard', req.url));
  return NextResponse.next();
}

export const config = {
  // Node.js runtime: the signing secret may live in a local file (see lib/auth/secret.ts).
  runtime: 'nodejs',
  matcher: ['/dashboard/:path*', '/login', '/pendaftaran'],
};
