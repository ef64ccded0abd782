import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { UPLOADED_IMAGE_MESSAGE, fieldErrors } from './common';
import { createMenuSchema, listMenusQuerySchema, menuFormSchema, menuMessages, myMenusQuerySchema, publicMenusQuerySchema, updateMenuSchema } from './menu';

function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

const valid = { name: 'Nasi Tutug Oncom', price: 25000 };

describe('menu messages (spec sections 5 and 8, word for word)', () => {
  it('carries every message exactly', () => {
    expect(menuMessages.nameRequired).toBe('Nama menu harus diisi');
    expect(menuMessages.nameMin).toBe('Nama menu minimal 2 karakter');
    expect(menuMessages.nameMax).toBe('Nama menu maksimal 100 karakter');
    expect(menuMessages.descriptionMax).toBe('Deskripsi maksimal 500 karakter');
    expect(menuMessages.priceRequired).toBe('Harga harus diisi');
    expect(menuMessages.pricePositive).toBe('Harga harus berupa angka positif');
    expect(menuMessages.priceStep).toBe('Harga harus kelipatan 100');
    expect(menuMessages.preparationTime).toBe('Waktu persiapan harus 0-300 menit');
    expect(menuMessages.calories).toBe('Kalori harus berupa angka positif');
    expect(menuMessages.allergensMax).toBe('Informasi alergen maksimal 200 karakter');
    expect(menuMessages.ingredientsMax).toBe('Daftar bahan maksimal 1000 karakter');
    expect(menuMessages.createSuccess).toBe('Menu berhasil dibuat!');
    expect(menuMessages.updateSuccess).toBe('Menu berhasil diperbarui!');
    expect(menuMessages.deleteSuccess).toBe('Menu berhasil dihapus!');
    expect(menuMessages.createFailed).toBe('Gagal membuat menu. Silakan coba lagi.');
    expect(menuMessages.updateFailed).toBe('Gagal memperbarui menu. Silakan coba lagi.');
    expect(menuMessages.deleteFailed).toBe('Gagal menghapus menu. Silakan coba lagi.');
    expect(menuMessages.loadFailedPublicTitle).toBe('Gagal Memuat Menu');
    expect(menuMessages.loadFailedPublic).toBe('Terjadi kesalahan saat memuat data menu. Silakan coba lagi.');
    expect(menuMessages.loadFailedMine).toBe('Error memuat menu');
  });
});

describe.each([
  ['menuFormSchema', menuFormSchema],
  ['createMenuSchema', createMenuSchema],
] as const)('%s', (_name, schema) => {
  const withField = (field: string, value: unknown) => ({ ...valid, [field]: value });

  it('accepts name and price alone, with the defaults', () => {
    expect(schema.parse(valid)).toEqual({
      name: 'Nasi Tutug Oncom',
      price: 25000,
      category: 'main_course',
      spiceLevel: 1,
      isAvailable: true,
      dietaryTags: [],
    });
  });

  describe('name', () => {
    it.each(['', '   '])("%j -> 'Nama menu harus diisi'", (name) => {
      expect(errorsOf(schema, withField('name', name))).toEqual({ name: 'Nama menu harus diisi' });
    });
    it("missing -> 'Nama menu harus diisi'", () => {
      expect(errorsOf(schema, { price: 1000 })).toEqual({ name: 'Nama menu harus diisi' });
    });
    it("1 character -> 'Nama menu minimal 2 karakter'", () => {
      expect(errorsOf(schema, withField('name', 'a'))).toEqual({ name: 'Nama menu minimal 2 karakter' });
      expect(errorsOf(schema, withField('name', ' a '))).toEqual({ name: 'Nama menu minimal 2 karakter' });
    });
    it('2 and 100 characters are accepted', () => {
      expect(errorsOf(schema, withField('name', 'ab'))).toEqual({});
      expect(errorsOf(schema, withField('name', 'a'.repeat(100)))).toEqual({});
    });
    it("101 characters -> 'Nama menu maksimal 100 karakter'", () => {
      expect(errorsOf(schema, withField('name', 'a'.repeat(101)))).toEqual({ name: 'Nama menu maksimal 100 karakter' });
    });
  });

  describe('description', () => {
    it('500 characters are accepted', () => {
      expect(errorsOf(schema, withField('description', 'd'.repeat(500)))).toEqual({});
    });
    it("501 characters -> 'Deskripsi maksimal 500 karakter'", () => {
      expect(errorsOf(schema, withField('description', 'd'.repeat(501)))).toEqual({ description: 'Deskripsi maksimal 500 karakter' });
    });
  });

  describe('price', () => {
    it.each([[''], ['  '], [undefined], [null]])("%j -> 'Harga harus diisi'", (price) => {
      expect(errorsOf(schema, withField('price', price))).toEqual({ price: 'Harga harus diisi' });
    });
    it("missing -> 'Harga harus diisi'", () => {
      expect(errorsOf(schema, { name: 'Nasi Tutug Oncom' })).toEqual({ price: 'Harga harus diisi' });
    });
    it.each([[-1], ['-1'], [-0.5], ['abc'], [Number.NaN], [Number.POSITIVE_INFINITY]])("%j -> 'Harga harus berupa angka positif'", (price) => {
      expect(errorsOf(schema, withField('price', price))).toEqual({ price: 'Harga harus berupa angka positif' });
    });
    it('0 is accepted', () => {
      expect(schema.parse(withField('price', 0)).price).toBe(0);
    });
    it("the string '25000' becomes the number 25000", () => {
      expect(schema.parse(withField('price', '25000')).price).toBe(25000);
    });
    it('takes a decimal string as a number (price becomes a decimal on submit)', () => {
      expect(schema.parse(withField('price', '12500.00')).price).toBe(12500);
    });
    it.each([[99_000_000], ['99000000'], [10_000_100], [1e12]])("%j -> 'Harga maksimal Rp 10.000.000' (the default ceiling)", (price) => {
      expect(errorsOf(schema, withField('price', price))).toEqual({ price: 'Harga maksimal Rp 10.000.000' });
      expect(errorsOf(updateMenuSchema, { price })).toEqual({ price: 'Harga maksimal Rp 10.000.000' });
    });
    it('the ceiling itself is accepted', () => {
      expect(schema.parse(withField('price', 10_000_000)).price).toBe(10_000_000);
    });
    it.each([['12500.5'], [9999.5], [0.001], ['1000.12'], [150], [50]])(
      "%j -> 'Harga harus kelipatan 100' (IDR has no decimals; the form's step is 100)",
      (price) => {
        expect(errorsOf(schema, withField('price', price))).toEqual({ price: 'Harga harus kelipatan 100' });
      },
    );
  });

  describe('preparationTime (optional, 0-300)', () => {
    it.each([[-1], [301], ['301'], [1.5], ['abc']])("%j -> 'Waktu persiapan harus 0-300 menit'", (preparationTime) => {
      expect(errorsOf(schema, withField('preparationTime', preparationTime))).toEqual({ preparationTime: 'Waktu persiapan harus 0-300 menit' });
    });
    it.each([
      [0, 0],
      [300, 300],
      ['15', 15],
    ])('%j is accepted as %i', (preparationTime, expected) => {
      expect(schema.parse(withField('preparationTime', preparationTime)).preparationTime).toBe(expected);
    });
    it.each([[''], [undefined], [null]])('%j is omitted', (preparationTime) => {
      const parsed = schema.parse(withField('preparationTime', preparationTime));
      expect(parsed.preparationTime).toBeUndefined();
    });
  });

  describe('calories (optional, >= 0)', () => {
    it.each([[-1], ['-1'], ['abc']])("%j -> 'Kalori harus berupa angka positif'", (calories) => {
      expect(errorsOf(schema, withField('calories', calories))).toEqual({ calories: 'Kalori harus berupa angka positif' });
    });
    it.each([
      [0, 0],
      ['450', 450],
    ])('%j is accepted as %i', (calories, expected) => {
      expect(schema.parse(withField('calories', calories)).calories).toBe(expected);
    });
    it('blank is omitted', () => {
      expect(schema.parse(withField('calories', '')).calories).toBeUndefined();
    });
  });

  describe('allergens and ingredients', () => {
    it("allergens: 200 ok, 201 -> 'Informasi alergen maksimal 200 karakter'", () => {
      expect(errorsOf(schema, withField('allergens', 'a'.repeat(200)))).toEqual({});
      expect(errorsOf(schema, withField('allergens', 'a'.repeat(201)))).toEqual({ allergens: 'Informasi alergen maksimal 200 karakter' });
    });
    it("ingredients: 1000 ok, 1001 -> 'Daftar bahan maksimal 1000 karakter'", () => {
      expect(errorsOf(schema, withField('ingredients', 'i'.repeat(1000)))).toEqual({});
      expect(errorsOf(schema, withField('ingredients', 'i'.repeat(1001)))).toEqual({ ingredients: 'Daftar bahan maksimal 1000 karakter' });
    });
    it('blank text becomes null', () => {
      expect(schema.parse({ ...valid, allergens: ' ', ingredients: '', description: '' })).toMatchObject({
        allergens: null,
        ingredients: null,
        description: null,
      });
    });
  });

  describe('spiceLevel (1-5, default 1)', () => {
    it('defaults to 1', () => {
      expect(schema.parse(valid).spiceLevel).toBe(1);
    });
    it.each([[0], [6], [2.5], ['abc']])("%j -> 'Level pedas harus 1-5'", (spiceLevel) => {
      expect(errorsOf(schema, withField('spiceLevel', spiceLevel))).toEqual({ spiceLevel: 'Level pedas harus 1-5' });
    });
    it.each([
      [1, 1],
      [5, 5],
      ['3', 3],
    ])('%j is accepted as %i', (spiceLevel, expected) => {
      expect(schema.parse(withField('spiceLevel', spiceLevel)).spiceLevel).toBe(expected);
    });
  });

  describe('category (default main_course)', () => {
    it('defaults to main_course', () => {
      expect(schema.parse(valid).category).toBe('main_course');
    });
    it.each(['appetizer', 'main_course', 'dessert', 'beverage', 'soup', 'salad', 'side_dish', 'other'])('accepts %s', (category) => {
      expect(schema.parse(withField('category', category)).category).toBe(category);
    });
    it("rejects an unknown category with 'Kategori tidak valid'", () => {
      expect(errorsOf(schema, withField('category', 'snack'))).toEqual({ category: 'Kategori tidak valid' });
    });
  });

  it('isAvailable defaults to true and can be false', () => {
    expect(schema.parse(valid).isAvailable).toBe(true);
    expect(schema.parse(withField('isAvailable', false)).isAvailable).toBe(false);
  });
});

describe('menuFormSchema', () => {
  it('cannot set status (the field is dropped)', () => {
    expect(menuFormSchema.parse({ ...valid, status: 'active' })).not.toHaveProperty('status');
  });
});

describe('createMenuSchema (POST /menus)', () => {
  it('is strict: status is rejected', () => {
    expect(errorsOf(createMenuSchema, { ...valid, status: 'active' })).toEqual({ status: 'Field tidak dikenal' });
  });
  it('accepts imageUrl as a spelling of image', () => {
    expect(createMenuSchema.parse({ ...valid, imageUrl: `/api/v1/files/${'a'.repeat(32)}.webp` }).image).toBe(`/api/v1/files/${'a'.repeat(32)}.webp`);
  });
  it("accepts only this app's uploads as image (no external tracking pixels); blank clears it", () => {
    const own = `/api/v1/files/${'0123456789abcdef'.repeat(2)}.webp`;
    expect(createMenuSchema.parse({ ...valid, image: own }).image).toBe(own);
    expect(createMenuSchema.parse({ ...valid, image: '' }).image).toBeNull();
    expect(createMenuSchema.parse({ ...valid, image: null }).image).toBeNull();
    for (const image of [
      'https://tracker.example/pixel.gif',
      '//tracker.example/p.webp',
      '/uploads/nasi.webp',
      `/api/v1/files/${'a'.repeat(32)}.png`,
      `/api/v1/files/../${'a'.repeat(32)}.webp`,
      'data:image/png;base64,AAAA',
      `https://evil.example/api/v1/files/${'a'.repeat(32)}.webp`,
    ]) {
      expect(errorsOf(createMenuSchema, { ...valid, image }), image).toEqual({ image: UPLOADED_IMAGE_MESSAGE });
      expect(errorsOf(updateMenuSchema, { imageUrl: image }), image).toEqual({ image: UPLOADED_IMAGE_MESSAGE });
    }
  });
  it('prefers image when both are given (imageUrl is then an unknown key)', () => {
    expect(createMenuSchema.safeParse({ ...valid, image: '/a.webp', imageUrl: '/b.webp' }).success).toBe(false);
  });
  it('accepts a tenantId', () => {
    expect(createMenuSchema.parse({ ...valid, tenantId: 4 }).tenantId).toBe(4);
  });
});

describe('updateMenuSchema (PATCH /menus/{id})', () => {
  it('accepts any subset', () => {
    expect(updateMenuSchema.parse({ price: '30000' })).toMatchObject({ price: 30000 });
  });
  it('applies the same rules to given fields', () => {
    expect(errorsOf(updateMenuSchema, { name: 'a', price: -1, preparationTime: 301, calories: -1, spiceLevel: 6 })).toEqual({
      name: 'Nama menu minimal 2 karakter',
      price: 'Harga harus berupa angka positif',
      preparationTime: 'Waktu persiapan harus 0-300 menit',
      calories: 'Kalori harus berupa angka positif',
      spiceLevel: 'Level pedas harus 1-5',
    });
  });
  it.each([
    ['ACTIVE', 'active'],
    ['INACTIVE', 'inactive'],
    ['PENDING_APPROVAL', 'pending_approval'],
    ['pending', 'pending_approval'],
    ['rejected', 'rejected'],
  ])('normalises status %s to %s', (status, stored) => {
    expect(updateMenuSchema.parse({ status }).status).toBe(stored);
  });
  it("rejects an unknown status with 'Status tidak valid'", () => {
    expect(errorsOf(updateMenuSchema, { status: 'suspended' })).toEqual({ status: 'Status tidak valid' });
  });
  it('accepts imageUrl and is strict', () => {
    expect(updateMenuSchema.parse({ imageUrl: `/api/v1/files/${'b'.repeat(32)}.webp` })).toMatchObject({ image: `/api/v1/files/${'b'.repeat(32)}.webp` });
    expect(errorsOf(updateMenuSchema, { tenantId: 2 })).toEqual({ tenantId: 'Field tidak dikenal' });
  });
});

describe('publicMenusQuerySchema (GET /menus/public)', () => {
  it('parses price filters and spice level as integers', () => {
    expect(publicMenusQuerySchema.parse({ minPrice: '10000', maxPrice: '50000', spiceLevel: '3' })).toMatchObject({
      minPrice: 10000,
      maxPrice: 50000,
      spiceLevel: 3,
    });
  });
  it('omits empty filters', () => {
    const parsed = publicMenusQuerySchema.parse({ search: '', category: '', minPrice: '', maxPrice: ' ', spiceLevel: '' });
    expect(parsed).toEqual({ limit: 50, page: 1 });
  });
  it('defaults limit to 50', () => {
    expect(publicMenusQuerySchema.parse({}).limit).toBe(50);
  });
  it('accepts limit 50 and rejects 51', () => {
    expect(publicMenusQuerySchema.parse({ limit: '50' }).limit).toBe(50);
    expect(errorsOf(publicMenusQuerySchema, { limit: '51' })).toEqual({ limit: 'Limit maksimal 50' });
  });
  it.each([
    ['limit', 'Limit tidak valid'],
    ['minPrice', 'Harga minimum harus berupa angka'],
    ['maxPrice', 'Harga maksimum harus berupa angka'],
    ['spiceLevel', 'Level pedas harus 1-5'],
  ])("%s 'abc' is rejected with %j", (field, message) => {
    expect(errorsOf(publicMenusQuerySchema, { [field]: 'abc' })).toEqual({ [field]: message });
  });
  it('rejects a spice level outside 1-5 and a negative price', () => {
    expect(errorsOf(publicMenusQuerySchema, { spiceLevel: '6' })).toEqual({ spiceLevel: 'Level pedas harus 1-5' });
    expect(errorsOf(publicMenusQuerySchema, { minPrice: '-1' })).toEqual({ minPrice: 'Harga minimum tidak valid' });
  });
  it('keeps a known category and a trimmed search', () => {
    expect(publicMenusQuerySchema.parse({ category: 'dessert', search: '  bakso ' })).toMatchObject({ category: 'dessert', search: 'bakso' });
    expect(errorsOf(publicMenusQuerySchema, { category: 'snack' })).toEqual({ category: 'Kategori tidak valid' });
  });
});

describe('dashboard menu queries', () => {
  it('list and my-menus normalise the status filter', () => {
    expect(listMenusQuerySchema.parse({ status: 'PENDING_APPROVAL' }).status).toBe('pending_approval');
    expect(myMenusQuerySchema.parse({ status: 'ACTIVE' }).status).toBe('active');
  });
});

describe('numeric form fields take plain decimals only', () => {
  it.each(['0x10', '1e3', 'Infinity', '١٢'])('price %j is refused', (price) => {
    expect(createMenuSchema.safeParse({ name: 'Nasi', price, category: 'main_course', spiceLevel: 1 }).success).toBe(false);
  });
  it('a plain string number is still read', () => {
    expect(createMenuSchema.safeParse({ name: 'Nasi', price: '15000', category: 'main_course', spiceLevel: '2' }).success).toBe(true);
  });
});
