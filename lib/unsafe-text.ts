// Characters no stored text may hold: U+0000 (Postgres text cannot, error 22021) and lone UTF-16 surrogates (not
// encodable as UTF-8). Without zod, so public pages and client islands can use it too.

const UNSAFE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSAFE_TEXT_MESSAGE = 'Teks mengandung karakter yang tidak diizinkan';

export function hasUnsafeText(value: string): boolean {
  return UNSAFE_TEXT.test(value);
}

/** Dotted path of the first string (value or object key, at any depth) holding unsafe text ('' for the root), or null. */
export function findUnsafeText(value: unknown, path: string[] = [], depth = 0): string | null {
  if (typeof value === 'string') return hasUnsafeText(value) ? path.join('.') : null;
  if (value === null || typeof value !== 'object' || depth > 64) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnsafeText(value[i], [...path, String(i)], depth + 1);
      if (found !== null) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (hasUnsafeText(key)) return [...path, key].join('.');
    const found = findUnsafeText(item, [...path, key], depth + 1);
    if (found !== null) return found;
  }
  return null;
}

// Characters that change how a name shows without showing themselves: C0 and C1 controls (NUL aside: refused above),
// the bidi embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069), the direction marks (U+200E, U+200F,
// U+061C), and every character Unicode marks as default-ignorable (zero-width space and joiners, word joiner, BOM, soft
// hyphen, invisible operators, variation selectors, tag characters, Hangul fillers, ...) with the blank Braille
// pattern. With a right-to-left override a name displays as another tenant's; with a zero-width space or a soft hyphen
// two names look the same and differ. Every other space (no-break, thin, ideographic, line separator) and tab and line
// breaks become a plain space, and the name is put in NFKC form, so fullwidth or mathematical letters ('Ｓｅｂｌａｋ',
// '𝐒eblak') are the letters they show.
const CONTROL_SPACES = /[\t\n\v\f\r\p{Zs}\p{Zl}\p{Zp}]/gu;
const INVISIBLE_IN_NAMES = /[\u0001-\u0008\u000E-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\u2800\p{Default_Ignorable_Code_Point}]/gu;

/** A name or slug without invisible and direction-changing characters, with plain spaces, in NFKC form. */
export function stripInvisible(value: string): string {
  return value.normalize('NFKC').replace(CONTROL_SPACES, ' ').replace(INVISIBLE_IN_NAMES, '');
}
