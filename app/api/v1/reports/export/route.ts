import { getExportRows } from '@/db/queries/reports';
import { route } from '@/lib/server/api/handler';
import { REPORT_PERMISSIONS } from '@/lib/auth/permissions';
import { CSV_CONTENT_TYPE, XLSX_CONTENT_TYPE, buildCsv, buildXlsx, exportLimiter } from '@/lib/server/spreadsheet';
import { reportExportQuerySchema } from '@/lib/validations/report';

/** 'YYYY-MM-DD' in Asia/Jakarta (UTC+7). */
function today(): string {
  return new Date(Date.now() + 7 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/**
 * GET /reports/export?format=csv|xlsx&entity=tenants|menus|users (tenants.read + menus.read + users.read):
 * a spreadsheet download named e.g. laporan-tenants-2025-01-31.xlsx.
 */
export const GET = route({ permission: [...REPORT_PERMISSIONS], query: reportExportQuerySchema }, ({ query }) =>
  // An export reads up to EXPORT_MAX_ROWS rows and builds the file in memory: a few at a time per instance, so a burst
  // of downloads can neither hold every database connection (public pages wait for one) nor the server's heap.
  exportLimiter.run(async () => {
    const table = await getExportRows({ entity: query.entity });
    const filename = `laporan-${query.entity}-${today()}.${query.format}`;
    const headers = {
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'no-store',
      'X-Row-Count': String(table.rows.length),
    };
    if (query.format === 'xlsx') {
      const data = await buildXlsx(table.columns, table.rows, { sheetName: table.title });
      return new Response(new Uint8Array(data), { headers: { ...headers, 'Content-Type': XLSX_CONTENT_TYPE } });
    }
    return new Response(buildCsv(table.columns, table.rows), { headers: { ...headers, 'Content-Type': CSV_CONTENT_TYPE } });
  }),
);
