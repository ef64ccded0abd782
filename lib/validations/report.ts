// Query schema of GET /reports/export.
import { z } from 'zod';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export const EXPORT_ENTITY_VALUES = ['tenants', 'menus', 'users'] as const;

const lowerCase = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : v);

export const reportExportQuerySchema = z.object({
  format: z.preprocess(lowerCase, z.enum(EXPORT_FORMATS, { error: 'Format harus csv atau xlsx' }).default('csv')),
  entity: z.preprocess(lowerCase, z.enum(EXPORT_ENTITY_VALUES, { error: 'Entity harus tenants, menus, atau users' })),
});
export type ReportExportQuery = z.infer<typeof reportExportQuerySchema>;
