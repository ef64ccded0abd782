import { route } from '@/lib/api/handler';
import { toPublicUser } from '@/lib/auth/service';

/** GET /auth/me: the caller with their role and permissions, read fresh. */
export const GET = route({}, async ({ user }) => ({ user: toPublicUser(user) }));
