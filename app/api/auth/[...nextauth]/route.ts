// next-auth's endpoints (/api/auth/*): sign-in with credentials, session, CSRF token, sign-out.
import NextAuth from 'next-auth';
import { authOptions } from '@/lib/server/auth/next-auth';

const handler = NextAuth(authOptions);

type Context = { params: Promise<{ nextauth: string[] }> };

/**
 * The credentials provider signs in by POST only: next-auth answers a GET of its callback with an unhandled error (a 500
 * and a stack trace in the log per request), so that GET is a 405 in the API's shape.
 */
async function GET(req: Request, context: Context): Promise<Response> {
  const [action, provider] = (await context.params).nextauth ?? [];
  if (action === 'callback' && provider === 'credentials') {
    return Response.json(
      { message: 'Metode tidak diizinkan', code: 'METHOD_NOT_ALLOWED' },
      { status: 405, headers: { Allow: 'POST', 'Cache-Control': 'no-store' } },
    );
  }
  return handler(req, context);
}

export { GET, handler as POST };
