import { z } from 'zod';
import { rejectMenu } from '@/db/queries/menus';
import { actorOf } from '@/db/queries/tenants';
import { forbidden } from '@/lib/api/errors';
import { route } from '@/lib/api/handler';
import { invalidateMenus } from '@/lib/cache';
import { idParam } from '@/lib/validations/common';
import { rejectSchema } from '@/lib/validations/tenant';

/** PATCH /menus/{id}/reject: tenants.approve; pending_approval -> rejected with a required reason. */
export const PATCH = route(
  { permission: 'tenants.approve', params: z.object({ id: idParam }), body: rejectSchema },
  async ({ user, params, body, ip }) => {
    const actor = actorOf(user, ip);
    if (actor.ownerScoped) throw forbidden('Pemilik tenant tidak dapat meninjau menu sendiri');
    const menu = await rejectMenu({ id: params.id, reason: body.reason, actor });
    invalidateMenus();
    return menu;
  },
);
