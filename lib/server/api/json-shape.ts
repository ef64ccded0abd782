// The shape of a JSON text, bounded before anything walks it: JSON.parse, the unsafe-text check and zod all take time
// in proportion to the number of keys and elements, and the error mapping in proportion to what zod found, so a body
// within the byte limit (MAX_JSON_BYTES, 64 KB) can still hold 5,000 keys or nest 30,000 levels deep. One pass over
// the characters, stopping at the first limit passed, decides before any of them runs.

/**
 * The largest JSON body any route reads: 64 KB. The largest body the app sends, a tenant with every field at its
 * maximum length, is about 10 KB of text. A body declared larger is refused (413) by scripts/server.ts before Next
 * reads anything; a streamed one by readJson (lib/server/api/handler.ts) as soon as its bytes pass the limit. (It
 * was 1 MB: a 770 KB body of 60,000 keys cost tens of milliseconds to read and decode before it could be refused.)
 */
export const MAX_JSON_BYTES = 64 * 1024;

/**
 * Keys and array elements a request body may hold in total, at any depth. The largest body the app sends is a tenant
 * with its opening hours (seven days of up to four shifts each: about 200); a role with every permission about 100.
 */
export const MAX_JSON_ENTRIES = 2_000;

/** How deeply objects and arrays may nest (the deepest body the app sends, a tenant's shift times, is 4 levels). */
export const MAX_JSON_DEPTH = 16;

export type JsonShapeProblem = 'entries' | 'depth';

/**
 * The first limit the JSON text passes ('entries' or 'depth'), or null within both. Counts the values inside
 * objects and arrays: each one is a key with its value, or an element. A malformed text is left for JSON.parse to
 * refuse (the count may then be off, but never unbounded: the scan stops at the first limit).
 */
export function jsonShapeProblem(text: string, maxEntries = MAX_JSON_ENTRIES, maxDepth = MAX_JSON_DEPTH): JsonShapeProblem | null {
  let depth = 0;
  let entries = 0;
  /** Whether the container just opened holds nothing yet (its first value counts when it starts). */
  let empty = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22 /* " */) {
      // Skip the string (its escapes included); a key or a value alike.
      for (i++; i < text.length; i++) {
        const s = text.charCodeAt(i);
        if (s === 0x5c /* \ */) i++;
        else if (s === 0x22) break;
      }
      if (empty) {
        empty = false;
        if (++entries > maxEntries) return 'entries';
      }
      continue;
    }
    if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) continue;
    if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      if (empty && ++entries > maxEntries) return 'entries';
      if (++depth > maxDepth) return 'depth';
      empty = true;
      continue;
    }
    if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      depth--;
      empty = false;
      continue;
    }
    if (c === 0x2c /* , */) {
      if (++entries > maxEntries) return 'entries';
      continue;
    }
    // A number, true, false, null, or a colon.
    if (empty && c !== 0x3a /* : */) {
      empty = false;
      if (++entries > maxEntries) return 'entries';
    }
  }
  return null;
}
