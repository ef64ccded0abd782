// next-auth's endpoints (/api/auth/*): sign-in with credentials, session, CSRF token, sign-out.
import NextAuth from 'next-auth';
import { authOptions } from '@/lib/server/auth/next-auth';

const handler = NextAuth(authOptions);

export { handler as GET, handler as POST };
