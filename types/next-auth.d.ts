// next-auth type augmentation: what the session, the JWT cookie and the authorize() result carry.
import type { SessionError, SessionRole, SessionUser } from '@/lib/auth/session-user';

declare module 'next-auth' {
  interface Session {
    user: SessionUser;
    /** Bearer token for /api/v1; the refresh token never leaves the server. */
    accessToken: string;
    /** Milliseconds since epoch. */
    accessTokenExpires: number;
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
