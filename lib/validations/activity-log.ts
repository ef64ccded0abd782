// Query schema of GET /activity-logs (filters and pagination).
import { z } from 'zod';
import { idParam, paginationQuery } from './common';

/** A calendar date, optionally with a time and zone (ISO 8601); nothing else (no '1', no 'kemarin', no '+275760-...'). */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/** Sane years only: Postgres answers 22008 for dates JavaScript accepts (year 0, +275760). */
export const MIN_FILTER_YEAR = 1970;
export const MAX_FILTER_YEAR = 9999;

/** Parses a `from`/`to` filter; null when it is not a real date in the allowed years. */
export function parseDateFilter(value: string, edge: 'start' | 'end'): Date | null {
  const m = ISO_DATE.exec(value);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < MIN_FILTER_YEAR || year > MAX_FILTER_YEAR || month < 1 || month > 12 || day < 1) return null;
  // The day must exist in its month (no 2025-02-31 rolling over into March).
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  if (m[4] !== undefined && (Number(m[4]) > 23 || Number(m[5]) > 59 || Number(m[6] ?? 0) > 59)) return null;
  // A bare date is a whole day in Asia/Jakarta: `from` starts it, `to` ends it. Full timestamps are kept as given.
  const bare = m[4] === undefined;
  const date = new Date(bare ? `${value}T${edge === 'start' ? '00:00:00.000' : '23:59:59.999'}+07:00` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const dateFilter = (message: string, edge: 'start' | 'end') =>
  z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (!v) return undefined;
      const date = parseDateFilter(v, edge);
      if (!date) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return date;
    })
    .meta({
      type: 'string',
      pattern: ISO_DATE.source,
      description: `A date (YYYY-MM-DD, a whole day in Asia/Jakarta) or an ISO timestamp, years ${MIN_FILTER_YEAR}-${MAX_FILTER_YEAR}.`,
    });

export const listActivityLogsQuerySchema = z
  .object({
    page: paginationQuery.page,
    limit: paginationQuery.limit,
    entity: z
      .string()
      .trim()
      .max(50, 'Entity maksimal 50 karakter')
      .optional()
      .transform((v) => v || undefined),
    action: z
      .string()
      .trim()
      .max(50, 'Action maksimal 50 karakter')
      .optional()
      .transform((v) => v || undefined),
    userId: idParam.optional(),
    entityId: z
      .string()
      .trim()
      .max(64, 'Entity ID maksimal 64 karakter')
      .optional()
      .transform((v) => v || undefined),
    from: dateFilter('Tanggal awal tidak valid', 'start'),
    to: dateFilter('Tanggal akhir tidak valid', 'end'),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'Tanggal awal harus sebelum tanggal akhir', path: ['from'] });
export type ListActivityLogsQuery = z.infer<typeof listActivityLogsQuerySchema>;
