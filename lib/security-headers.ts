// Response security headers for pages: the Content-Security-Policy (per-request nonce) and HSTS over https. Used by
// middleware.ts. The static headers (Permissions-Policy, nosniff, ...) are in next.config.mjs.
import { isDevelopment, servedOverHttps } from './public-env';

/** Two years, subdomains included (the value browsers' preload lists expect). */
export const HSTS = 'max-age=63072000; includeSubDomains';

/** A fresh, unguessable nonce for one page response (128 random bits, base64). */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The page CSP. Scripts: only those carrying this response's nonce (Next.js puts it on its own scripts when it reads
 * this header from the request) and what they load ('strict-dynamic'); no 'unsafe-inline', and 'unsafe-eval' only
 * in development (React's dev tooling). Styles: 'unsafe-inline', because Radix (positioning) and Recharts write
 * style attributes into the server-rendered HTML, which no nonce or hash can allow; CSS cannot run script.
 */
export function contentSecurityPolicy(nonce: string, { dev = isDevelopment() } = {}): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** HSTS only when the app is served over https (its public URL, NEXTAUTH_URL, says so); over http it means nothing. */
export { servedOverHttps };
