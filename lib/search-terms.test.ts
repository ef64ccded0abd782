import { describe, expect, it } from 'vitest';
import {
  FOLD_FROM,
  FOLD_TO,
  SEARCH_MAX_WORDS,
  SPELLING_VARIANTS,
  foldForSearch,
  likePattern,
  matchesSearch,
  normalizeQuery,
  parseSearch,
} from './search-terms';

const matches = (query: string, ...texts: string[]) => matchesSearch(parseSearch(query), texts);

describe('normalizeQuery', () => {
  it('lowercases, strips accents, turns punctuation into spaces and collapses spaces', () => {
    expect(normalizeQuery('  Kópi   SUSU, Gula-Aren!  ')).toBe('kopi susu gula aren');
    expect(normalizeQuery('Crème Brûlée')).toBe('creme brulee');
    expect(normalizeQuery('Cafe\u0301')).toBe('cafe');
  });

  it('caps the length at 100 characters', () => {
    expect(normalizeQuery('a'.repeat(500))).toHaveLength(100);
  });
});

describe('foldForSearch', () => {
  it('folds like SQL: every accented letter has a base letter, separators become spaces, the text is padded', () => {
    expect(FOLD_FROM.length).toBeGreaterThan(FOLD_TO.length);
    expect(foldForSearch('Kópi Susu, ÉS Teler')).toBe(' kopi susu  es teler ');
    expect(foldForSearch('Cafe\u0301')).toBe(' cafe ');
    const accented = 'ÀÁÂÃÄÅàáâãäåÈÉÊËèéêëÌÍÎÏìíîïÒÓÔÕÖòóôõöÙÚÛÜùúûüÑñÇçÝýÿ';
    expect(foldForSearch(accented)).toBe(
      ` ${accented
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()} `,
    );
  });
});

describe('parseSearch', () => {
  it('drops 1-character words and 2-character words the table does not know; keeps es and mi as whole words', () => {
    expect(parseSearch('a bakso di x')).toEqual([parseSearch('bakso')[0]]);
    expect(parseSearch('es')[0]!.variants).toEqual([
      { text: 'es', match: 'word' },
      { text: 'ice', match: 'prefix' },
    ]);
    expect(parseSearch('mi')[0]!.variants.map((v) => v.text)).toEqual(['mi', 'mie', 'mee']);
    expect(parseSearch('di ke')).toEqual([]);
    expect(parseSearch('')).toEqual([]);
    expect(parseSearch(undefined)).toEqual([]);
  });

  it('matches 3-character words at the start of a word and longer ones anywhere', () => {
    expect(parseSearch('teh')[0]!.variants[0]).toEqual({ text: 'teh', match: 'prefix' });
    expect(parseSearch('kopi')[0]!.variants[0]).toEqual({ text: 'kopi', match: 'anywhere' });
  });

  it('keeps a word without two letters or digits in a row as one that matches nothing', () => {
    // The trigram indexes see only runs of letters and digits: '%%%' or 'a$$$' could only be found by reading every row.
    for (const word of ['%%%', 'a$$$', '$$1', '%a%']) expect(parseSearch(`kopi ${word}`)).toEqual([parseSearch('kopi')[0], { word, variants: [] }]);
    // Two in a row are enough for the index, whatever surrounds them; 1-2 character fragments stay ignored.
    expect(parseSearch('ab% 100% jum’at').map((w) => w.variants[0])).toEqual([
      { text: 'ab%', match: 'prefix' },
      { text: '100%', match: 'anywhere' },
      { text: 'jum’at', match: 'anywhere' },
    ]);
    expect(parseSearch('% $$')).toEqual([]);
  });

  it('drops repeated words and keeps at most the first words', () => {
    expect(parseSearch('kopi KOPI kópi')).toHaveLength(1);
    expect(parseSearch('satu dua tiga empat lima enam tujuh delapan')).toHaveLength(SEARCH_MAX_WORDS);
  });
});

describe('likePattern', () => {
  it('pads whole words and prefixes and escapes LIKE wildcards', () => {
    expect(likePattern({ text: 'es', match: 'word' })).toBe('% es %');
    expect(likePattern({ text: 'teh', match: 'prefix' })).toBe('% teh%');
    expect(likePattern({ text: '50%_\\', match: 'anywhere' })).toBe('%50\\%\\_\\\\%');
  });
});

describe('matchesSearch', () => {
  it.each(SPELLING_VARIANTS.flatMap((group) => group.flatMap((a) => group.filter((b) => b !== a).map((b) => [a, b] as const))))(
    '"%s" finds "%s"',
    (query, spelling) => {
      expect(matches(query, `Menu ${spelling} spesial`)).toBe(true);
    },
  );

  it('ignores case and accents on both sides', () => {
    expect(matches('BAKSO', 'Mie Baso Urat')).toBe(true);
    expect(matches('kópi', 'Es KOPI Susu')).toBe(true);
    expect(matches('kopi', 'Kópi Tubruk')).toBe(true);
  });

  it('needs every word (AND), each through any of its spellings (OR), in any of the texts', () => {
    expect(matches('bakso coffee', 'Mie Baso', 'Kopi Kaler')).toBe(true);
    expect(matches('bakso coffee', 'Mie Baso', 'Teh Manis')).toBe(false);
    expect(matches('bakso laksana', 'Mie Baso Urat', 'Mie Bakso Laksana')).toBe(true);
  });

  it('matches a 2-letter word only as a whole word and a 3-letter word only at a word start', () => {
    expect(matches('es', 'Es Teler')).toBe(true);
    expect(matches('es', 'Seblak pedes')).toBe(false);
    expect(matches('es', 'Iced latte')).toBe(true);
    expect(matches('es', 'Nasi rice bowl')).toBe(false);
    expect(matches('teh', 'Teh Poci')).toBe(true);
    expect(matches('tea', 'Steak')).toBe(false);
    expect(matches('baso', 'Basonya enak')).toBe(true);
  });

  it('matches everything when no word is left, and nothing for unknown words', () => {
    expect(matches('a', 'Apa saja')).toBe(true);
    expect(matches('%%%', 'Diskon 100%')).toBe(false);
    // Not even where the text holds it: such a word matches nothing (see parseSearch).
    expect(matches('%%%', 'Promo %%% spesial')).toBe(false);
    expect(matches('kopi a$$$', 'Kopi a$$$')).toBe(false);
    expect(matches('rendang', 'Mie Baso')).toBe(false);
  });
});
