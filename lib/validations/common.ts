// Shared field helpers: phone normalisation, slug and role-code derivation, password strength, zod building blocks.
import { z } from 'zod';
import { LIMITS } from '../constants';
import { UNSAFE_TEXT_MESSAGE, hasUnsafeText, stripInvisible } from '../unsafe-text';

/**
 * Indonesian text for zod's built-in issues (a schema's own message always wins): without it a wrong root type, an
 * unknown key, an enum miss or a bound without a custom message would answer in zod's English.
 */
export function indonesianIssueMessage(issue: z.core.$ZodRawIssue): string {
  if ((issue.code === 'invalid_type' || issue.code === 'invalid_value') && issue.input === undefined) return 'Wajib diisi';
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'object') return 'Data harus berupa objek JSON';
      if (issue.expected === 'array') return 'Data harus berupa daftar';
      if (issue.expected === 'string') return 'Harus berupa teks';
      if (issue.expected === 'number' || issue.expected === 'int') return 'Harus berupa angka';
      if (issue.expected === 'boolean') return 'Harus berupa true atau false';
      return 'Tipe data tidak valid';
    case 'too_big':
      if (issue.origin === 'string') return `Maksimal ${issue.maximum} karakter`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Maksimal ${issue.maximum} item`;
      return `Nilai maksimal ${issue.maximum}`;
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? 'Wajib diisi' : `Minimal ${issue.minimum} karakter`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Minimal ${issue.minimum} item`;
      return `Nilai minimal ${issue.minimum}`;
    case 'unrecognized_keys':
      return 'Field tidak dikenal';
    case 'invalid_format':
      return 'Format tidak valid';
    case 'invalid_value':
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
    case 'not_multiple_of':
    default:
      return 'Nilai tidak valid';
  }
}

z.config({ customError: indonesianIssueMessage });

export { UNSAFE_TEXT_MESSAGE, findUnsafeText, hasUnsafeText, stripInvisible } from '../unsafe-text';

// No compiled (new Function) fast path: under the page CSP (no 'unsafe-eval') zod's eval probe is refused and
// Chromium reports a CSP violation on every form page. The interpreted path gives the same results.
z.config({ jitless: true });

/**
 * The spec's "simple address pattern" (something@something.something, no spaces, one @), written so it cannot
 * backtrack: the domain's first character, then no dot up to the first dot after it, then the rest. The same addresses
 * as /^[^\s@]+@[^\s@]+\.[^\s@]+$/, which took time in the square of a run of dots (30,000 dots: 7 s of blocked server).
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;

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

// Text that shows nothing: whitespace, the characters Unicode marks as default-ignorable (zero-width space and joiners,
// word joiner, BOM, soft hyphen, direction marks, variation selectors, Hangul fillers, …) and the blank Braille pattern.
// Such a text is blank. At the ends of a text that shows something, the ones that never belong to what is shown are
// trimmed like spaces; the joiner, variation selectors and tag characters stay (emoji and flag sequences need them).
const BLANK = /^[\s\p{Default_Ignorable_Code_Point}\u2800]*$/u;
const INVISIBLE_AT_ENDS =
  '\\s\\u00AD\\u034F\\u061C\\u115F\\u1160\\u17B4\\u17B5\\u180E\\u200B\\u200C\\u200E\\u200F\\u202A-\\u202E\\u2060-\\u2064\\u2066-\\u2069\\u2800\\u3164\\uFEFF\\uFFA0';
// One character at a time (every one of them is a single UTF-16 unit). A regex /[…]+$/ retried its run from every
// start: a run of 30,000 spaces before a letter blocked the server for seconds before the length check refused it.
const INVISIBLE_AT_END = new RegExp(`[${INVISIBLE_AT_ENDS}]`, 'u');

/** Text without the invisible characters at its ends (String.prototype.trim leaves a zero-width space); '' when it shows nothing. */
export function trimText(value: string): string {
  if (BLANK.test(value)) return '';
  let start = 0;
  let end = value.length;
  while (start < end && INVISIBLE_AT_END.test(value[start]!)) start++;
  while (end > start && INVISIBLE_AT_END.test(value[end - 1]!)) end--;
  return value.slice(start, end);
}

/** A required trimmed string: one message when missing or blank (or invisible). */
export function requiredString(message: string) {
  return z
    .string({ error: message })
    .overwrite(trimText)
    .min(1, { error: message, abort: true })
    .refine((v) => !hasUnsafeText(v), UNSAFE_TEXT_MESSAGE);
}

/**
 * A required name or slug (tenant, menu): control, bidi and zero-width characters stripped (stripInvisible), then
 * trimmed; one message when nothing is left.
 */
export function requiredName(message: string) {
  return z
    .string({ error: message })
    .overwrite((v) => trimText(stripInvisible(v)))
    .min(1, { error: message, abort: true })
    .refine((v) => !hasUnsafeText(v), UNSAFE_TEXT_MESSAGE);
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
  const base = max ? z.string().overwrite(trimText).max(max, maxMessage) : z.string().overwrite(trimText);
  return z.union([base, z.null()]).optional().transform(blankToNull);
}

/** Optional URL that must start with http:// or https:// when given; blank becomes null. */
export function optionalHttpUrl(message: string) {
  return z
    .union([z.string().trim().max(500, message), z.null()])
    .optional()
    .transform(blankToNull)
    .refine((v) => v == null || /^https?:\/\/\S+$/i.test(v), { message })
    .meta({
      anyOf: [{ type: 'string', maxLength: 500, pattern: '^\\s*([hH][tT][tT][pP][sS]?://\\S+)?\\s*$' }, { type: 'null' }],
      description: 'An http(s) address; blank clears it.',
    });
}

/** What the upload endpoint returns (fileUrl in lib/uploads-config.ts): this app's own /api/v1/files/<32 hex>.webp path. */
export const UPLOADED_IMAGE_PATH = /^\/api\/v1\/files\/[a-f0-9]{32}\.webp$/;
export const UPLOADED_IMAGE_MESSAGE = 'Gambar harus diunggah melalui aplikasi ini (alamat /api/v1/files/...)';

/**
 * Optional image field (logo, banner, image): only an upload of this app, so no external address loads in
 * visitors' browsers (a tracking pixel); blank becomes null.
 */
export function optionalUploadedImage() {
  return z
    .union([z.string().trim().max(500, UPLOADED_IMAGE_MESSAGE), z.null()])
    .optional()
    .transform(blankToNull)
    .refine((v) => v == null || UPLOADED_IMAGE_PATH.test(v), { message: UPLOADED_IMAGE_MESSAGE });
}

/** Number input that may arrive as a string from a form: blank becomes undefined. */
export function numberInput(v: unknown): unknown {
  if (v === null) return undefined;
  if (typeof v !== 'string') return v;
  const text = v.trim();
  if (text === '') return undefined;
  // Plain decimal notation only: Number() would also take '0x10', '1e3' or 'Infinity'.
  return /^-?[0-9]{1,15}(\.[0-9]{1,6})?$/.test(text) ? Number(text) : Number.NaN;
}

/** How many fields an error answer names at most (the API's error bodies are bounded: lib/server/api/error-response.ts). */
export const MAX_FIELD_ERRORS = 10;

/** First message per field, keyed by dotted path ('' for the object itself), for the first MAX_FIELD_ERRORS fields. */
export function fieldErrors(error: z.ZodError, limit = MAX_FIELD_ERRORS): Record<string, string> {
  const out: Record<string, string> = {};
  let count = 0;
  const add = (path: string, message: string) => {
    if (Object.hasOwn(out, path)) return;
    out[path] = message;
    count++;
  };
  // At most `limit` fields, however many issues zod found: the work and the answer do not grow with the input.
  for (const issue of error.issues) {
    if (count >= limit) break;
    if (issue.code === 'unrecognized_keys') {
      for (let i = 0; i < issue.keys.length && count < limit; i++) add([...issue.path, issue.keys[i]].join('.'), 'Field tidak dikenal');
      continue;
    }
    add(issue.path.join('.'), issue.message);
  }
  return out;
}

/**
 * A strictly decimal integer from a URL (path id or query param): digits only, so no sign, hex (0x1), exponent (1e2),
 * leading '+', spaces or fractions; within [min, max] (never above the Postgres integer maximum). A JS integer is
 * accepted as well, for callers that already hold a number.
 */
export function strictInt(message: string, min: number, max: number, maxMessage = message) {
  return z
    .union([z.string({ error: message }), z.number({ error: message })], { error: message })
    .transform((v, ctx) => {
      const text = typeof v === 'number' ? (Number.isSafeInteger(v) ? String(v) : '') : v;
      if (!/^[0-9]{1,10}$/.test(text)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return Number(text);
    })
    .pipe(z.number().min(min, message).max(Math.min(max, PG_INT_MAX), maxMessage))
    .meta({ type: 'integer', minimum: min, maximum: Math.min(max, PG_INT_MAX) });
}

/** Largest value of a Postgres `integer` column. */
export const PG_INT_MAX = 2147483647;

export const idParam = strictInt('ID tidak valid', 1, PG_INT_MAX);

export const paginationQuery = {
  page: strictInt('Halaman tidak valid', 1, 100000).default(1),
  limit: strictInt('Limit tidak valid', 1, 100, 'Limit maksimal 100').default(10),
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
  .optional()
  // The document states the accepted values (the transform would otherwise hide them).
  .meta({ type: 'string', enum: ['asc', 'desc'], description: 'Case-insensitive.' });

/** `openNow=true` on the public lists: only tenants open at this moment (Asia/Jakarta). */
export const openNowQuery = z
  .enum(['true', 'false'], { error: 'openNow harus true atau false' })
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true'))
  .meta({ type: 'string', enum: ['true', 'false'], description: 'true: only tenants open now (Asia/Jakarta), not temporarily closed.' });
