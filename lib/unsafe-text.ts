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
