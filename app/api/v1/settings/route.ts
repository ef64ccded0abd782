import { getSiteSettings, updateSiteSettings } from '@/db/queries/settings';
import { route } from '@/lib/server/api/handler';
import { updateSettingsSchema } from '@/lib/validations/settings';

/** GET /settings (system.settings): every site setting, defaults filled in. */
export const GET = route({ permission: 'system.settings' }, async () => getSiteSettings());

/** PATCH /settings (system.settings): any subset; social links merge key by key. */
export const PATCH = route({ permission: 'system.settings', body: updateSettingsSchema }, async ({ user, body, ip }) =>
  updateSiteSettings({ actor: user, input: body, ip }),
);
