// Query schema of GET /activity-logs (filters and pagination).
import { z } from 'zod';
import { idParam, paginationQuery } from './common';

const dateFilter = (message: string, edge: 'start' | 'end') =>
  z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (!v) return undefined;
      // A bare date is a whole day in Asia/Jakarta: `from` starts it, `to` ends it. Full timestamps are kept as given.
      const bare = /^\d{4}-\d{2}-\d{2}$/.test(v);
      const date = new Date(bare ? `${v}T${edge === 'start' ? '00:00:00.000' : '23:59:59.999'}+07:00` : v);
      if (Number.isNaN(date.getTime())) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return date;
    });

export const listActivityLogsQuerySchema = z
  .object({
    page: paginationQuery.page,
    limit: paginationQuery.limit,
    entity: z.string().trim().max(50, 'Entity maksimal 50 karakter').optional().transform((v) => v || undefined),
    action: z.string().trim().max(50, 'Action maksimal 50 karakter').optional().transform((v) => v || undefined),
    userId: idParam.optional(),
    entityId: z.string().trim().max(64, 'Entity ID maksimal 64 karakter').optional().transform((v) => v || undefined),
    from: dateFilter('Tanggal awal tidak valid', 'start'),
    to: dateFilter('Tanggal akhir tidak valid', 'end'),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'Tanggal awal harus sebelum tanggal akhir', path: ['from'] });
export type ListActivityLogsQuery = z.infer<typeof listActivityLogsQuerySchema>;
