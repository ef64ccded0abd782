// next-auth type augmentation: what the session, the JWT cookie and the authorize() result carry.
import type { SessionError, SessionRole, SessionUser } from '@/lib/auth/session-user';

declare module 'next-auth' {
  interface Session {
    /** No token here: page scripts never see one; /api/v1 reads the httpOnly session cookie. */
    user: SessionUser;
    error?: SessionError;
  }

  interface User {
    id: string;
    name: string;
    email: string;
    role: SessionRole;
    accessToken: string;
    refreshToken: string;
  }
}

declare module 'next-auth/jwt' {
  interface JWT {
    user?: SessionUser;
    accessToken?: string;
    refreshToken?: string;
    /** Milliseconds since epoch. */
    accessTokenExpires?: number;
    error?: SessionError;
  }
}
