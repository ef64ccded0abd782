import { getPublicSettings } from '@/db/queries/public';
import { route } from '@/lib/server/api/handler';

/** GET /settings/public (no auth): site name, tagline, city, contact and social links for the public pages (cached, tagged). */
export const GET = route({ auth: false }, async () => getPublicSettings());
