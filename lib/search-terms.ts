// How a visitor's search words become match rules: one small table of the spellings people in Tasikmalaya type for
// the same thing (bakso/baso, es/ice, mie/mi/mee, ...), and one folding of text (lowercase, accents and punctuation
// removed) shared by this module (queries, the unit tests' matcher) and SQL (`foldedSql`, the same expression as the
// trigram indexes in db/schema.ts).
//
// Semantics: every word of the query must match (AND); a word matches when any of its spelling variants matches
// (OR), in any of the searched texts. How a variant matches depends on its length, because short fragments match
// almost everything and a trigram index cannot narrow them down:
// - 1 character: ignored;
// - 2 characters: kept only when the spelling table knows the word (es, mi) and then matched as a whole word
//   ("es" finds "Es Teler", not "pedes"); other 2-character words (di, ke) are ignored;
// - 3 characters: matched at the start of a word ("teh" finds "Teh Poci", "ice" finds "iced", not "rice");
// - 4 or more: matched anywhere ("baso" finds "Baso Aci" and "basonya").
// A query left with no words (only 1-2 character fragments) does not filter at all, like an empty search.
// A word of 3 or more characters without two letters or digits in a row ('%%%', 'a$$$') matches nothing: the trigram
// indexes see only runs of letters and digits, so looking for it would read every menu (a quarter of a second at city
// scale, per request), and no menu or tenant is found by such a word.

/** Groups of spellings that mean the same thing; a word in a group matches any member of it. Lowercase, unaccented. */
export const SPELLING_VARIANTS: readonly (readonly string[])[] = [
  ['bakso', 'baso'],
  ['es', 'ice'],
  ['mie', 'mi', 'mee'],
  ['kopi', 'coffee'],
  ['ayam', 'chicken'],
  ['teh', 'tea'],
  ['sate', 'satay'],
  ['nasi', 'rice'],
  ['keju', 'cheese'],
  ['susu', 'milk'],
  ['goreng', 'fried'],
];

/** Longest query considered (the API refuses more than 100 characters anyway). */
export const SEARCH_MAX_LENGTH = 100;
/** At most this many words are matched (each adds a condition to the query). */
export const SEARCH_MAX_WORDS = 6;

// Accented letters folded to their base letter (both cases: lower() of a C-locale database leaves non-ASCII alone),
// punctuation and white space folded to a space, combining marks (text stored decomposed) removed.
const ACCENTED = 'ÀÁÂÃÄÅàáâãäåÈÉÊËèéêëÌÍÎÏìíîïÒÓÔÕÖòóôõöÙÚÛÜùúûüÑñÇçÝýÿ';
const UNACCENTED = 'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuunnccyyy';
// No ';' and no doubled ',' or '-': drizzle-kit's snapshot format splits an index expression on them.
const SEPARATORS = ',.:!?()[]{}/\\-_&+*"\'`|<>=~\t\n';
// Grave, acute, circumflex, tilde, macron, breve, dot, diaeresis, ring, double acute, caron and cedilla.
const COMBINING_MARKS = '\u0300\u0301\u0302\u0303\u0304\u0306\u0307\u0308\u030a\u030b\u030c\u0327';

/** The `from` and `to` arguments of SQL translate(): characters beyond `to`'s length are deleted. */
export const FOLD_FROM = ACCENTED + SEPARATORS + COMBINING_MARKS;
export const FOLD_TO = UNACCENTED + ' '.repeat(SEPARATORS.length);

const foldMap = new Map<string, string>();
for (let i = 0; i < FOLD_FROM.length; i++) foldMap.set(FOLD_FROM[i]!, FOLD_TO[i] ?? '');

/**
 * Text as the database folds it for search: lowercase, accents and combining marks removed, punctuation as spaces,
 * padded with one space on each side (so a whole word is `' word '`). Runs of spaces are kept as they are, like SQL.
 */
export function foldForSearch(text: string): string {
  let out = '';
  for (const ch of text.toLowerCase()) out += foldMap.get(ch) ?? ch;
  return ` ${out} `;
}

/** A query as typed, normalised: NFD without diacritics, lowercase, punctuation as spaces, spaces collapsed, capped. */
export function normalizeQuery(query: string): string {
  return query
    .slice(0, SEARCH_MAX_LENGTH)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split('')
    .map((ch) => foldMap.get(ch) ?? ch)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

export type VariantMatch = 'word' | 'prefix' | 'anywhere';

export interface SearchVariant {
  text: string;
  match: VariantMatch;
}

/** One word of the query with the spellings it accepts (the word itself first; none: the word matches nothing). */
export interface SearchWord {
  word: string;
  variants: SearchVariant[];
}

/** Two letters or digits in a row: what a trigram index can look up. */
const SEARCHABLE = /[\p{L}\p{N}]{2}/u;

const variantGroup = new Map<string, readonly string[]>();
for (const group of SPELLING_VARIANTS) for (const spelling of group) variantGroup.set(spelling, group);

function matchFor(text: string): VariantMatch {
  return text.length <= 2 ? 'word' : text.length === 3 ? 'prefix' : 'anywhere';
}

/** The words of a query, each with its spelling variants; words too short to search are left out (see above). */
export function parseSearch(query: string | null | undefined): SearchWord[] {
  if (!query) return [];
  const words: SearchWord[] = [];
  const seen = new Set<string>();
  for (const word of normalizeQuery(query).split(' ')) {
    if (words.length >= SEARCH_MAX_WORDS) break;
    const group = variantGroup.get(word);
    if (word.length < 2 || (word.length === 2 && !group) || seen.has(word)) continue;
    seen.add(word);
    if (!SEARCHABLE.test(word)) {
      words.push({ word, variants: [] });
      continue;
    }
    const spellings = [word, ...(group ?? []).filter((s) => s !== word)];
    words.push({ word, variants: spellings.map((text) => ({ text, match: matchFor(text) })) });
  }
  return words;
}

/** LIKE pattern of a variant against folded text (`foldForSearch` / `foldedSql`), with % _ \ taken literally. */
export function likePattern(variant: SearchVariant): string {
  const escaped = variant.text.replace(/[\\%_]/g, (c) => `\\${c}`);
  if (variant.match === 'word') return `% ${escaped} %`;
  if (variant.match === 'prefix') return `% ${escaped}%`;
  return `%${escaped}%`;
}

/** Whether a variant matches text that `foldForSearch` folded (the JavaScript twin of the SQL LIKE). */
function variantMatches(folded: string, variant: SearchVariant): boolean {
  if (variant.match === 'word') return folded.includes(` ${variant.text} `);
  if (variant.match === 'prefix') return folded.includes(` ${variant.text}`);
  return folded.includes(variant.text);
}

/**
 * The rule the SQL applies, in JavaScript: every word matches at least one of the texts with one of its variants.
 * An empty word list matches everything.
 */
export function matchesSearch(words: SearchWord[], texts: (string | null | undefined)[]): boolean {
  const folded = texts.filter((t): t is string => !!t).map(foldForSearch);
  return words.every((w) => w.variants.some((v) => folded.some((f) => variantMatches(f, v))));
}

/** A string as an SQL literal (for the fold arguments, which must be constants to match the index expressions). */
export function sqlStringLiteral(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}
