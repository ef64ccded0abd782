import { getReportSummary } from '@/db/queries/reports';
import { route } from '@/lib/server/api/handler';
import { REPORT_PERMISSIONS } from '@/lib/auth/permissions';

/** GET /reports/summary (tenants.read + menus.read + users.read): counts, new users, average rating, 30-day chart. */
export const GET = route({ permission: [...REPORT_PERMISSIONS] }, async () => getReportSummary());
