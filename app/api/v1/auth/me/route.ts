import { route } from '@/lib/server/api/handler';
import { toPublicUser } from '@/lib/server/auth/service';

/** GET /auth/me: the caller with their role and permissions, read fresh. */
export const GET = route({}, async ({ user }) => ({ user: toPublicUser(user) }));
