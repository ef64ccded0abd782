// Pages only (the matcher leaves out /api and static files). Three jobs:
// 1. Security headers: a per-request CSP nonce (Next.js reads the request's CSP header and puts the nonce on its
//    scripts), HSTS when served over https.
// 2. Page redirects: no session -> /login (keeping where the visitor was going); a page the role may not open ->
//    /dashboard; login and registration with a session -> /dashboard. The API checks every request itself, and the
//    role in the cookie may be a few minutes old, so this decides navigation, never access to data.
// 3. An unknown article (/artikel/{slug} with no such sample article) is rewritten to a path no route matches, so
//    Next answers its routing-level 404: app/not-found.tsx rendered on the server. (notFound() thrown inside the
//    page also answers 404, but its HTML is an empty shell that only JavaScript fills in.)
import { NextResponse, type NextRequest } from 'next/server';
import { getToken } from 'next-auth/jwt';
import { getArticleBySlug } from '@/lib/articles';
import { canOpenPath } from '@/lib/auth/permissions';
import { UNMATCHED_PAGE_PATH } from '@/lib/constants';
import { getAuthSecret } from '@/lib/server/auth/secret';
import { HSTS, contentSecurityPolicy, createNonce, servedOverHttps } from '@/lib/security-headers';

async function redirectFor(req: NextRequest): Promise<NextResponse | null> {
  const { pathname, search } = req.nextUrl;
  const isAuthPage = pathname === '/login' || pathname === '/pendaftaran';
  if (!isAuthPage && pathname !== '/dashboard' && !pathname.startsWith('/dashboard/')) return null;
  const token = await getToken({ req, secret: getAuthSecret() }).catch(() => null);
  // A session whose refresh failed is over: treat it as none (the browser shows the expiry toast and signs out).
  const user = token && !token.error ? token.user : undefined;

  if (isAuthPage) return user ? NextResponse.redirect(new URL('/dashboard', req.url)) : null;

  if (!user) {
    const login = new URL('/login', req.url);
    login.searchParams.set('callbackUrl', `${pathname}${search}`);
    return NextResponse.redirect(login);
  }
  if (!canOpenPath(user.role, pathname)) return NextResponse.redirect(new URL('/dashboard', req.url));
  return null;
}

function isUnknownArticle(pathname: string): boolean {
  const match = /^\/artikel\/([^/]+)\/?$/.exec(pathname);
  if (!match) return false;
  let slug = match[1]!;
  try {
    slug = decodeURIComponent(slug);
  } catch {
    // A malformed escape is simply not a known slug.
  }
  return !getArticleBySlug(slug);
}

export async function middleware(req: NextRequest) {
  const nonce = createNonce();
  const csp = contentSecurityPolicy(nonce);
  let response = await redirectFor(req);
  if (!response) {
    const headers = new Headers(req.headers);
    headers.set('x-nonce', nonce);
    headers.set('Content-Security-Policy', csp);
    response = isUnknownArticle(req.nextUrl.pathname)
      ? NextResponse.rewrite(new URL(UNMATCHED_PAGE_PATH, req.url), { request: { headers } })
      : NextResponse.next({ request: { headers } });
  }
  response.headers.set('Content-Security-Policy', csp);
  if (servedOverHttps()) response.headers.set('Strict-Transport-Security', HSTS);
  return response;
}

export const config = {
  // Node.js runtime: the signing secret may live in a local file (see lib/server/auth/secret.ts).
  runtime: 'nodejs',
  // Every page, prefetches included (they must see the same redirects); not the API, Next's static files and image
  // optimizer, or the favicon.
  matcher: ['/((?!api|_next/static|_next/image|favicon.ico).*)'],
};
