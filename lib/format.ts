// Money, dates and relative times in the Indonesian locale.
import { KECAMATAN_LABELS, SITE, type Kecamatan } from './constants';

const idr = new Intl.NumberFormat('id-ID', {
  style: 'currency',
  currency: 'IDR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** 'Rp 25.000' style, no decimals. Non-finite input formats as Rp 0. */
export function formatIDR(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number(value) : (value ?? 0);
  return idr.format(Number.isFinite(n) ? Math.round(n) : 0).replace(/\u00a0/g, ' ');
}

const numberFormat = new Intl.NumberFormat('id-ID');
export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** A count that stopped at its cap (PUBLIC lists, LIMITS.publicCountCap) reads '1.000+'. */
export function formatCount(value: number, capped: boolean | undefined): string {
  return capped ? `${numberFormat.format(value)}+` : numberFormat.format(value);
}

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

// The formatters are built once: constructing an Intl formatter costs about 160 µs (a list's dates, one per row, would
// pay it on every row); formatting with a built one costs well under 1 µs.
const dateFormat = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'long', year: 'numeric', timeZone: SITE.timeZone });
const dateTimeFormat = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: SITE.timeZone,
});

/** '22 November 2026' in Asia/Jakarta. */
export function formatDate(value: Date | string | number | null | undefined): string {
  if (value == null) return '-';
  const d = toDate(value);
  if (Number.isNaN(d.getTime())) return '-';
  return dateFormat.format(d);
}

/** '22 Nov 2026 14.05' in Asia/Jakarta. */
export function formatDateTime(value: Date | string | number | null | undefined): string {
  if (value == null) return '-';
  const d = toDate(value);
  if (Number.isNaN(d.getTime())) return '-';
  return dateTimeFormat.format(d);
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Dashboard relative time: 'Baru saja', 'N menit yang lalu', 'N jam yang lalu', 'N hari yang lalu'. */
export function formatRelativeTime(value: Date | string | number, now: Date = new Date()): string {
  const diff = Math.max(0, now.getTime() - toDate(value).getTime());
  if (diff < MINUTE) return 'Baru saja';
  if (diff < HOUR) return `${Math.floor(diff / MINUTE)} menit yang lalu`;
  if (diff < DAY) return `${Math.floor(diff / HOUR)} jam yang lalu`;
  return `${Math.floor(diff / DAY)} hari yang lalu`;
}

/** User list last-login column: 'Baru saja' under 1 hour, hours under 24, days under 7, then a date. */
export function formatLastLogin(value: Date | string | number | null | undefined, now: Date = new Date()): string {
  if (value == null) return 'Belum pernah login';
  const d = toDate(value);
  if (Number.isNaN(d.getTime())) return 'Belum pernah login';
  const diff = Math.max(0, now.getTime() - d.getTime());
  if (diff < HOUR) return 'Baru saja';
  if (diff < DAY) return `${Math.floor(diff / HOUR)} jam yang lalu`;
  if (diff < 7 * DAY) return `${Math.floor(diff / DAY)} hari yang lalu`;
  return formatDate(d);
}

/** Whether a tenant has been rated: null (and 0, which imports write for "none") mean never rated. */
export function hasRating(value: number | string | null | undefined): boolean {
  if (value == null || value === '') return false;
  const n = Number(value);
  return Number.isFinite(n) && n > 0;
}

const ratingFormat = new Intl.NumberFormat('id-ID', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Rating with one decimal, falling back to 4.5 when missing. */
export function formatRating(value: number | string | null | undefined): string {
  const n = value == null || value === '' ? 4.5 : Number(value);
  return ratingFormat.format(Number.isFinite(n) ? n : 4.5);
}

/** An average rating of the dashboard's stat cards, one decimal; 0 when nothing is rated yet (no 4.5 fallback). */
export function formatAverageRating(value: number | null | undefined): string {
  return ratingFormat.format(value != null && Number.isFinite(value) ? value : 0);
}

/** A kecamatan key as its name ('cihideung' → 'Cihideung'); '' when none. */
export function kecamatanName(value: Kecamatan | null | undefined): string {
  return value ? (KECAMATAN_LABELS[value] ?? '') : '';
}

/** The kecamatan and city of a tenant, as cards and headers show them ('Cihideung, Tasikmalaya'). */
export function tenantLocality(tenant: { district: Kecamatan | null; city: string }): string {
  return [kecamatanName(tenant.district), tenant.city].filter(Boolean).join(', ');
}
