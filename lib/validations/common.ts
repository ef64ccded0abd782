// Shared field helpers: phone normalisation, slug and role-code derivation, password strength, zod building blocks.
import { z } from 'zod';
import { LIMITS } from '../constants';

/** The spec's "simple address pattern". */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const PHONE_EXAMPLE = '+6281234567890';

/**
 * Registration phone input normalisation: strip non-digits, keep a 62 prefix,
 * turn a leading 0 into +62, otherwise prefix +62. Empty input stays empty.
 */
export function normalizePhone(input: string | null | undefined): string {
  const digits = (input ?? '').replace(/\D/g, '');
  if (digits === '') return '';
  if (digits.startsWith('62')) return `+${digits}`;
  if (digits.startsWith('0')) return `+62${digits.slice(1)}`;
  return `+62${digits}`;
}

/** After stripping a leading +62 (or 62), 8-13 digits. */
export function isValidPhone(value: string): boolean {
  const rest = value.trim().replace(/^\+?62/, '');
  return new RegExp(`^\\d{${LIMITS.phoneDigitsMin},${LIMITS.phoneDigitsMax}}$`).test(rest);
}

/** Slug from a name: lowercased, other characters removed, spaces become hyphens, repeated hyphens collapsed. */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

export const SLUG_PATTERN = /^[a-z0-9-]+$/;

/** Role code from a name: uppercase, letters only, spaces become underscores. */
export function generateRoleCode(name: string): string {
  return name
    .toUpperCase()
    .replace(/[^A-Z\s]/g, '')
    .trim()
    .replace(/\s+/g, '_');
}

export const ROLE_CODE_PATTERN = /^[A-Z_]+$/;

export type PasswordStrengthLabel = 'Lemah' | 'Cukup' | 'Baik' | 'Kuat';

/** 25 points each for length >= 8, an uppercase letter, a digit, a special character. */
export function passwordStrength(password: string): { score: number; label: PasswordStrengthLabel } {
  let score = 0;
  if (password.length >= 8) score += 25;
  if (/[A-Z]/.test(password)) score += 25;
  if (/\d/.test(password)) score += 25;
  if (/[^A-Za-z0-9]/.test(password)) score += 25;
  const label: PasswordStrengthLabel = score <= 25 ? 'Lemah' : score <= 50 ? 'Cukup' : score <= 75 ? 'Baik' : 'Kuat';
  return { score, label };
}

/** A required trimmed string: one message when missing or blank. */
export function requiredString(message: string) {
  return z.string({ error: message }).trim().min(1, { error: message, abort: true });
}

/** A required email with the spec's simple pattern, normalised to lower case. */
export function emailField(requiredMessage: string, patternMessage = 'Format email tidak valid') {
  return requiredString(requiredMessage)
    .max(254, patternMessage)
    .regex(EMAIL_PATTERN, patternMessage)
    .transform((v) => v.toLowerCase());
}

/** Blank means "clear": '' and null become null; a missing key stays undefined, so a PATCH never clears by omission. */
function blankToNull<T extends string>(v: T | null | undefined): T | null | undefined {
  if (v === undefined) return undefined;
  return v === null || v === '' ? null : v;
}

/** Optional text: blank becomes null, missing stays missing. */
export function optionalText(max?: number, maxMessage?: string) {
  const base = max ? z.string().trim().max(max, maxMessage) : z.string().trim();
  return z.union([base, z.null()]).optional().transform(blankToNull);
}

/** Optional URL that must start with http:// or https:// when given; blank becomes null. */
export function optionalHttpUrl(message: string) {
  return z
    .union([z.string().trim().max(500, message), z.null()])
    .optional()
    .transform(blankToNull)
    .refine((v) => v == null || /^https?:\/\/\S+$/i.test(v), { message });
}

/** Number input that may arrive as a string from a form: blank becomes undefined. */
export function numberInput(v: unknown): unknown {
  if (v === null) return undefined;
  if (typeof v === 'string') return v.trim() === '' ? undefined : Number(v);
  return v;
}

/** First message per field, keyed by dotted path ('' for the object itself). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const k of issue.keys) out[[...issue.path, k].join('.')] ??= 'Field tidak dikenal';
      continue;
    }
    const path = issue.path.join('.');
    out[path] ??= issue.message;
  }
  return out;
}

export const idParam = z.coerce.number({ error: 'ID tidak valid' }).int('ID tidak valid').positive('ID tidak valid').max(2147483647, 'ID tidak valid');

export const paginationQuery = {
  page: z.coerce.number({ error: 'Halaman tidak valid' }).int('Halaman tidak valid').min(1, 'Halaman tidak valid').max(100000, 'Halaman tidak valid').default(1),
  limit: z.coerce.number({ error: 'Limit tidak valid' }).int('Limit tidak valid').min(1, 'Limit tidak valid').max(100, 'Limit maksimal 100').default(10),
  search: z
    .string()
    .trim()
    .max(100, 'Pencarian maksimal 100 karakter')
    .optional()
    .transform((v) => (v ? v : undefined)),
};

export const sortOrderQuery = z
  .string()
  .transform((v) => v.toLowerCase())
  .pipe(z.enum(['asc', 'desc'], { error: 'Urutan harus asc atau desc' }))
  .optional();
