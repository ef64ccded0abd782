import { z } from 'zod';
import { getPublicMenu } from '@/db/queries/public';
import { notFound } from '@/lib/api/errors';
import { route } from '@/lib/server/api/handler';
import { publicJson } from '@/lib/server/api/public-response';
import { idParam } from '@/lib/validations/common';

/** GET /menus/public/{id}: one active menu of an active tenant; anything else is 404. */
export const GET = route({ auth: false, params: z.object({ id: idParam }) }, async ({ req, params }) => {
  const menu = await getPublicMenu(params.id);
  if (!menu) throw notFound('Menu Tidak Ditemukan');
  return publicJson(req, menu);
});
