import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  EMAIL_PATTERN,
  PHONE_EXAMPLE,
  ROLE_CODE_PATTERN,
  SLUG_PATTERN,
  UNSAFE_TEXT_MESSAGE,
  fieldErrors,
  MAX_FIELD_ERRORS,
  findUnsafeText,
  generateRoleCode,
  idParam,
  isValidPhone,
  normalizePhone,
  paginationQuery,
  passwordStrength,
  optionalText,
  requiredName,
  requiredString,
  slugify,
  stripInvisible,
  trimText,
} from './common';
import { menuFormSchema } from './menu';
import { registerSchema } from './auth';
import { createMyTenantSchema, rejectSchema, updateTenantSchema } from './tenant';

describe('normalizePhone (spec section 5: strips non-digits, keeps 62, 0 -> +62, otherwise +62)', () => {
  it.each([
    ['081234567890', '+6281234567890'],
    ['6281234567890', '+6281234567890'],
    ['+6281234567890', '+6281234567890'],
    ['81234567890', '+6281234567890'],
    ['0812-3456-7890', '+6281234567890'],
    ['0812 3456 7890', '+6281234567890'],
    ['(0812) 3456.7890', '+6281234567890'],
    ['+62 812 3456 7890', '+6281234567890'],
    ['0265331234', '+62265331234'],
  ])('%s -> %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it('leaves empty input empty', () => {
    expect(normalizePhone('')).toBe('');
    expect(normalizePhone('  - ')).toBe('');
    expect(normalizePhone(null)).toBe('');
    expect(normalizePhone(undefined)).toBe('');
  });

  it('is idempotent', () => {
    expect(normalizePhone(normalizePhone('0812-3456-7890'))).toBe('+6281234567890');
  });
});

describe('isValidPhone (8-13 digits after a leading +62)', () => {
  it('accepts 8 digits', () => {
    expect(isValidPhone('+6281234567')).toBe(true);
  });
  it('accepts 13 digits', () => {
    expect(isValidPhone('+628123456789012')).toBe(true);
  });
  it('rejects 7 digits', () => {
    expect(isValidPhone('+628123456')).toBe(false);
  });
  it('rejects 14 digits', () => {
    expect(isValidPhone('+6281234567890123')).toBe(false);
  });
  it('rejects letters and an empty number', () => {
    expect(isValidPhone('+62812345abc')).toBe(false);
    expect(isValidPhone('+62')).toBe(false);
    expect(isValidPhone('')).toBe(false);
  });
  it('accepts the example shown in the error message', () => {
    expect(isValidPhone(PHONE_EXAMPLE)).toBe(true);
  });
});

describe('slugify (lowercased, other characters removed, spaces -> hyphens, repeated hyphens collapsed)', () => {
  it.each([
    ['Warung Nasi Tutug Oncom', 'warung-nasi-tutug-oncom'],
    ['Bakso & Mie Ayam Pa Kumis!', 'bakso-mie-ayam-pa-kumis'],
    ['Kopi   Tasik', 'kopi-tasik'],
    ['Sate -- Maranggi', 'sate-maranggi'],
    ['  Cireng Isi  ', 'cireng-isi'],
    ['Toko Roti 99', 'toko-roti-99'],
    ['Café Kopi Ñ', 'cafe-kopi-n'],
    ['!!!', ''],
  ])('%s -> %s', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it('always produces a slug the tenant form accepts', () => {
    for (const name of ['Warung Nasi Tutug Oncom', 'Bakso & Mie', 'Sate -- Maranggi', 'A_B C']) {
      expect(slugify(name)).toMatch(SLUG_PATTERN);
    }
  });
});

describe('generateRoleCode (uppercase, letters only, spaces -> underscores)', () => {
  it.each([
    ['Kasir Senior 2', 'KASIR_SENIOR'],
    ['kasir', 'KASIR'],
    ['Staf   Gudang', 'STAF_GUDANG'],
    ['Admin-Keuangan', 'ADMINKEUANGAN'],
    ['  Pengelola Menu  ', 'PENGELOLA_MENU'],
  ])('%s -> %s', (input, expected) => {
    expect(generateRoleCode(input)).toBe(expected);
  });

  it('produces a code the role form accepts', () => {
    expect(generateRoleCode('Kasir Senior 2')).toMatch(ROLE_CODE_PATTERN);
  });
});

describe('passwordStrength (25 points each: length >= 8, uppercase, digit, special)', () => {
  it.each([
    ['', 0, 'Lemah'],
    ['abc', 0, 'Lemah'],
    ['abcdefgh', 25, 'Lemah'],
    ['A', 25, 'Lemah'],
    ['1', 25, 'Lemah'],
    ['!', 25, 'Lemah'],
    ['Abcdefgh', 50, 'Cukup'],
    ['A1', 50, 'Cukup'],
    ['Abcdefg1', 75, 'Baik'],
    ['A1!', 75, 'Baik'],
    ['Abcdef1!', 100, 'Kuat'],
  ] as const)('%j -> %i %s', (password, score, label) => {
    expect(passwordStrength(password)).toEqual({ score, label });
  });

  it('needs 8 characters for the length point (7 does not count)', () => {
    expect(passwordStrength('abcdefg').score).toBe(0);
    expect(passwordStrength('abcdefgh').score).toBe(25);
  });
});

describe('EMAIL_PATTERN (simple address pattern)', () => {
  it.each(['a@b.co', 'ujang.suryana@example.id'])('accepts %s', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(true);
  });
  it.each(['a@b', 'ab.co', 'a b@c.id', '@b.co', 'a@.co'])('rejects %s', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(false);
  });
});

describe('fieldErrors', () => {
  it('keeps the first message per dotted path', () => {
    const schema = z.object({
      name: z
        .string()
        .min(3, 'first')
        .regex(/^[a-z]+$/, 'second'),
      hours: z.object({ monday: z.object({ open: z.string().regex(/^\d\d:\d\d$/, 'jam') }) }),
    });
    const result = schema.safeParse({ name: 'A', hours: { monday: { open: '8' } } });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.error.issues.filter((i) => i.path[0] === 'name')).toHaveLength(2);
    expect(fieldErrors(result.error)).toEqual({ name: 'first', 'hours.monday.open': 'jam' });
  });

  it('names each unknown key of a strict object', () => {
    const result = z.strictObject({ a: z.string() }).safeParse({ a: 'x', b: 1, c: 2 });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrors(result.error)).toEqual({ b: 'Field tidak dikenal', c: 'Field tidak dikenal' });
  });

  it('names at most MAX_FIELD_ERRORS fields, however many issues zod found', () => {
    const result = z.strictObject({ a: z.string('a') }).safeParse(Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, i])));
    expect(result.success).toBe(false);
    if (result.success) return;
    const errors = fieldErrors(result.error);
    expect(Object.keys(errors)).toHaveLength(MAX_FIELD_ERRORS);
    expect(errors.a).toBe('a');
  });

  it("keys an object-level issue by ''", () => {
    const result = z
      .object({ a: z.string() })
      .refine(() => false, 'objek')
      .safeParse({ a: 'x' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrors(result.error)).toEqual({ '': 'objek' });
  });
});

describe('idParam', () => {
  it('coerces positive integers', () => {
    expect(idParam.parse('42')).toBe(42);
  });
  it.each(['0', '-1', '1.5', 'abc', '2147483648'])("rejects %s with 'ID tidak valid'", (value) => {
    const result = idParam.safeParse(value);
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.issues[0]?.message).toBe('ID tidak valid');
  });
});

describe('strict integers in URLs (idParam, page, limit)', () => {
  it.each(['0x1', '+1', '1e2', ' 1', '1 ', '01.0', '１', 'Infinity', '99999999999'])('idParam refuses %j', (value) => {
    const result = idParam.safeParse(value);
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.issues[0]?.message).toBe('ID tidak valid');
  });
  it('idParam accepts plain digits up to the Postgres integer maximum', () => {
    expect(idParam.parse('2147483647')).toBe(2147483647);
    expect(idParam.parse('007')).toBe(7);
  });
  it.each(['0x2', '+2', '2e0', '-1'])('page refuses %j', (value) => {
    expect(paginationQuery.page.safeParse(value).success).toBe(false);
  });
  it('page and limit default when absent', () => {
    expect(paginationQuery.page.parse(undefined)).toBe(1);
    expect(paginationQuery.limit.parse(undefined)).toBe(10);
    expect(paginationQuery.limit.safeParse('101').error?.issues[0]?.message).toBe('Limit maksimal 100');
  });
});

describe('unsafe text (NUL, lone surrogates)', () => {
  it('finds NUL and lone surrogates in values and keys at any depth, with their path', () => {
    expect(findUnsafeText({ a: ['ok', 'a\u0000b'] })).toBe('a.1');
    expect(findUnsafeText({ nested: { 'k\uD800': 1 } })).toBe('nested.k\uD800');
    expect(findUnsafeText('\uDC00x')).toBe('');
    expect(findUnsafeText({ emoji: '😀 Nasi', n: 1, b: null })).toBeNull();
  });
  it('requiredString refuses them with the Indonesian message (forms show the same)', () => {
    expect(fieldErrors(z.object({ name: requiredString('Nama wajib diisi') }).safeParse({ name: 'a\u0000b' }).error!)).toEqual({ name: UNSAFE_TEXT_MESSAGE });
  });
});

describe('invisible characters are trimmed like spaces', () => {
  const blanks = [
    '\u200B\u200B\u200B',
    '\u200B \u200C\u200D',
    '\uFEFF\u2060\u00AD',
    '\u200E\u200F\u061C',
    '\u3164\u3164\u3164',
    '\u2800\u2800\u2800',
    ' \t\n',
    '\uFE0F\uFE0F\uFE0F',
    '\u{E0100}\u{E0101}\u{E0102}',
    '\u180B\u180C\u180D',
    '\u17B4\u17B5\u17B4',
  ];
  it('trimText takes them off both ends and keeps them inside', () => {
    for (const blank of blanks) expect(trimText(blank), JSON.stringify(blank)).toBe('');
    expect(trimText('\u200B Warung Bu Imas\u00AD\uFEFF ')).toBe('Warung Bu Imas');
    expect(trimText('Kopi 👩‍🍳')).toBe('Kopi 👩‍🍳');
    // A flag's tag characters and an emoji's variation selector belong to what is shown.
    expect(trimText('Warung 🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}')).toBe('Warung 🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}');
    expect(trimText('Kopi ☕\uFE0F')).toBe('Kopi ☕\uFE0F');
    expect(trimText('a\u200Bb')).toBe('a\u200Bb');
  });
  it('a required field made of them is blank: its required message, in every form', () => {
    for (const blank of blanks) {
      expect(requiredString('Nama wajib diisi').safeParse(blank).error?.issues[0]?.message).toBe('Nama wajib diisi');
      expect(fieldErrors(menuFormSchema.safeParse({ name: blank, price: 10000, category: 'main_course' }).error!).name).toBe('Nama menu harus diisi');
      expect(fieldErrors(updateTenantSchema.safeParse({ name: blank }).error!).name).toBe('Nama tenant wajib diisi');
      expect(fieldErrors(rejectSchema.safeParse({ reason: blank }).error!).reason).toBe('Alasan penolakan wajib diisi');
    }
    const registration = registerSchema.safeParse({ name: '\u200Bab\u200B', email: 'a@b.id', password: 'Rahasia1!' });
    expect(fieldErrors(registration.error!).name).toBe('Nama minimal 3 karakter');
  });
  it('optional text made of them is cleared', () => {
    expect(optionalText(100).parse('\u200B\u200B')).toBeNull();
    expect(optionalText(100).parse('\u200B Pedas \u200B')).toBe('Pedas');
  });
});

describe("zod's own messages are Indonesian", () => {
  const schema = z.strictObject({ kind: z.enum(['a', 'b']), n: z.number().max(3), s: z.string().max(2), list: z.array(z.string()) });
  it('for a body that is not an object', () => {
    for (const body of ['teks', 1, null, [], true]) expect(fieldErrors(schema.safeParse(body).error!)).toEqual({ '': 'Data harus berupa objek JSON' });
  });
  it('for enums, bounds, wrong types, missing and unknown keys', () => {
    expect(fieldErrors(schema.safeParse({ kind: 'c', n: 9, s: 'abc', list: 'x', extra: 1 }).error!)).toEqual({
      kind: 'Nilai tidak valid',
      n: 'Nilai maksimal 3',
      s: 'Maksimal 2 karakter',
      list: 'Data harus berupa daftar',
      extra: 'Field tidak dikenal',
    });
    expect(fieldErrors(schema.safeParse({}).error!)).toEqual({ kind: 'Wajib diisi', n: 'Wajib diisi', s: 'Wajib diisi', list: 'Wajib diisi' });
  });
  it('a schema message still wins', () => {
    expect(z.string({ error: 'Nama wajib diisi' }).safeParse(1).error?.issues[0]?.message).toBe('Nama wajib diisi');
  });
});

describe('stripInvisible and requiredName (names and slugs, issue 35)', () => {
  it.each([
    ['bidi overrides and embeddings', 'Warung\u202E Sari\u202A\u202B\u202C\u202D', 'Warung Sari'],
    ['bidi isolates', '\u2066Warung\u2067 \u2068Sari\u2069', 'Warung Sari'],
    ['zero-width characters', 'War\u200Bung\u200C \u200DSari\u2060\uFEFF', 'Warung Sari'],
    ['direction marks', '\u200EWarung\u200F Sari\u061C', 'Warung Sari'],
    ['C0 and C1 controls', 'Warung\u0001\u0007\u001B Sari\u007F\u0085\u009F', 'Warung Sari'],
    ['tab and line breaks become spaces', 'Warung\tSari\r\nAsli', 'Warung Sari  Asli'],
    ['an accent typed apart joins its letter', 'Sate\u0301', 'Saté'],
    ['other spaces become plain spaces', 'Kopi\u00A0Kaler\u2009Asli\u3000Tasik\u2028Kota', 'Kopi Kaler Asli Tasik Kota'],
    ['every default-ignorable character and the blank Braille pattern', 'Kopi\u00AD Ka\u2062ler\u034F\u180E\uFE0F\u{E0020}\u2800\u3164', 'Kopi Kaler'],
    ['fullwidth and mathematical letters are the letters they show (NFKC)', '\uFF33\uFF45\uFF42\uFF4C\uFF41\uFF4B \u{1D412}eblak', 'Seblak Seblak'],
  ])('%s', (_label, input, expected) => {
    expect(stripInvisible(input)).toBe(expected);
  });

  it('keeps what shows: letters of any script, emoji, punctuation', () => {
    for (const text of ['Kedai Kopi "Pagi" & Co.', 'Ramen 🍜', 'مطعم', '焼き鳥']) expect(stripInvisible(text)).toBe(text);
  });

  it('requiredName strips, then trims, and gives the required message when nothing is left', () => {
    const schema = requiredName('Nama tenant wajib diisi');
    expect(schema.parse('  \u202EWarung Sari\u200B ')).toBe('Warung Sari');
    expect(schema.safeParse('\u202E\u200B\u2066').error?.issues[0]?.message).toBe('Nama tenant wajib diisi');
    // NUL stays refused as unsafe, not silently removed.
    expect(schema.safeParse('Warung\u0000').error?.issues[0]?.message).toBe(UNSAFE_TEXT_MESSAGE);
  });

  it('the tenant and menu schemas strip names and slugs', () => {
    const tenant = createMyTenantSchema.parse({
      name: 'Warung\u202E Sari',
      slug: 'warung-\u200Bsari\u2066',
      address: 'Jl. Uji 1',
      city: 'Tasikmalaya',
      province: 'Jawa Barat',
      postalCode: '46111',
    });
    expect(tenant).toMatchObject({ name: 'Warung Sari', slug: 'warung-sari' });
    expect(updateTenantSchema.parse({ name: '\uFEFFWarung Sari\u202C' }).name).toBe('Warung Sari');
    expect(menuFormSchema.parse({ name: 'Nasi\u202E Timbel\u0007', price: 1000 }).name).toBe('Nasi Timbel');
  });
});
