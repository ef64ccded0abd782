import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { UPLOADED_IMAGE_MESSAGE, fieldErrors } from './common';
import {
  createMyTenantSchema,
  createTenantSchema,
  listTenantsQuerySchema,
  operatingHoursSchema,
  publicTenantsQuerySchema,
  rejectSchema,
  tenantFormSchema,
  tenantMessages,
  updateTenantSchema,
} from './tenant';

function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

const valid = {
  name: 'Warung Nasi Tutug Oncom Bu Iis',
  slug: 'warung-nasi-tutug-oncom-bu-iis',
  address: 'Jl. HZ. Mustofa No. 12',
  city: 'Tasikmalaya',
  province: 'Jawa Barat',
  postalCode: '46121',
};

describe('tenant messages (spec sections 5 and 8, word for word)', () => {
  it('carries every message exactly', () => {
    expect(tenantMessages.nameRequired).toBe('Nama tenant wajib diisi');
    expect(tenantMessages.slugRequired).toBe('Slug wajib diisi');
    expect(tenantMessages.slugPattern).toBe('Slug hanya boleh mengandung huruf kecil, angka, dan tanda hubung');
    expect(tenantMessages.addressRequired).toBe('Alamat wajib diisi');
    expect(tenantMessages.cityRequired).toBe('Kota wajib diisi');
    expect(tenantMessages.provinceRequired).toBe('Provinsi wajib diisi');
    expect(tenantMessages.postalCodeRequired).toBe('Kode pos wajib diisi');
    expect(tenantMessages.postalCodePattern).toBe('Kode pos harus 5-10 digit');
    expect(tenantMessages.website).toBe('Website harus dimulai dengan http:// atau https://');
    expect(tenantMessages.facebook).toBe('Facebook URL harus dimulai dengan http:// atau https://');
    expect(tenantMessages.alreadyHasTenant).toBe('Anda sudah memiliki tenant (maksimal 1 tenant per Manager)');
    expect(tenantMessages.createFailed).toBe('Gagal membuat tenant. Silakan coba lagi.');
    expect(tenantMessages.updateFailed).toBe('Gagal mengupdate tenant. Silakan coba lagi.');
    expect(tenantMessages.approveFailed).toBe('Gagal menyetujui tenant. Silakan coba lagi.');
    expect(tenantMessages.rejectFailed).toBe('Gagal menolak tenant. Silakan coba lagi.');
    expect(tenantMessages.deleteFailed).toBe('Gagal menghapus tenant. Silakan coba lagi.');
    expect(tenantMessages.loadFailed).toBe('Gagal memuat data tenant');
    expect(tenantMessages.notFound).toBe('Tenant Tidak Ditemukan');
  });
});

describe.each([
  ['tenantFormSchema', tenantFormSchema],
  ['createMyTenantSchema', createMyTenantSchema],
  ['createTenantSchema', createTenantSchema],
] as const)('%s', (_name, schema) => {
  it('accepts the required fields alone', () => {
    expect(errorsOf(schema, valid)).toEqual({});
  });

  it.each([
    ['name', 'Nama tenant wajib diisi'],
    ['slug', 'Slug wajib diisi'],
    ['address', 'Alamat wajib diisi'],
    ['city', 'Kota wajib diisi'],
    ['province', 'Provinsi wajib diisi'],
    ['postalCode', 'Kode pos wajib diisi'],
  ])("%s '', blank or missing -> %j", (field, message) => {
    expect(errorsOf(schema, { ...valid, [field]: '' })).toEqual({ [field]: message });
    expect(errorsOf(schema, { ...valid, [field]: '   ' })).toEqual({ [field]: message });
    const rest: Record<string, unknown> = { ...valid };
    delete rest[field];
    expect(errorsOf(schema, rest)).toEqual({ [field]: message });
  });

  it.each(['Warung Bu Iis', 'warung_bu_iis', 'warung.bu', 'Warung-bu', 'warung/bu'])(
    "slug %j -> 'Slug hanya boleh mengandung huruf kecil, angka, dan tanda hubung'",
    (slug) => {
      expect(errorsOf(schema, { ...valid, slug })).toEqual({ slug: 'Slug hanya boleh mengandung huruf kecil, angka, dan tanda hubung' });
    },
  );
  it.each(['warung-bu-iis', 'kopi99', '99'])('slug %j is accepted', (slug) => {
    expect(errorsOf(schema, { ...valid, slug })).toEqual({});
  });

  it.each(['4612', '12345678901', 'abcde', '4612a', '46 121'])("postalCode %j -> 'Kode pos harus 5-10 digit'", (postalCode) => {
    expect(errorsOf(schema, { ...valid, postalCode })).toEqual({ postalCode: 'Kode pos harus 5-10 digit' });
  });
  it.each(['46121', '1234567890'])('postalCode %j (5 and 10 digits) is accepted', (postalCode) => {
    expect(errorsOf(schema, { ...valid, postalCode })).toEqual({});
  });

  it.each(['www.warung.id', 'warung.id', 'ftp://warung.id', 'http//warung.id'])(
    "website %j -> 'Website harus dimulai dengan http:// atau https://'",
    (website) => {
      expect(errorsOf(schema, { ...valid, website })).toEqual({ website: 'Website harus dimulai dengan http:// atau https://' });
    },
  );
  it.each(['http://warung.id', 'https://warung.id/menu'])('website %j is accepted', (website) => {
    expect(schema.parse({ ...valid, website }).website).toBe(website);
  });

  it.each(['facebook.com/warung', 'www.facebook.com/warung', '@warung'])(
    "facebook %j -> 'Facebook URL harus dimulai dengan http:// atau https://'",
    (facebook) => {
      expect(errorsOf(schema, { ...valid, facebook })).toEqual({ facebook: 'Facebook URL harus dimulai dengan http:// atau https://' });
    },
  );
  it.each(['https://facebook.com/warung', 'http://fb.me/warung'])('facebook %j is accepted', (facebook) => {
    expect(schema.parse({ ...valid, facebook }).facebook).toBe(facebook);
  });

  it('accepts Instagram and TikTok handles or URLs without validating them', () => {
    for (const value of ['@warungbuiis', 'warungbuiis', 'https://instagram.com/warungbuiis', 'bukan url sama sekali']) {
      const parsed = schema.parse({ ...valid, instagram: value, tiktok: value });
      expect(parsed.instagram).toBe(value);
      expect(parsed.tiktok).toBe(value);
    }
  });

  it('sends empty optional fields (phone, website, instagram, tiktok, facebook, description) as null', () => {
    const blank = { phone: '', website: '', instagram: '', tiktok: '', facebook: '', description: '' };
    const parsed = schema.parse({ ...valid, ...blank });
    expect(parsed).toMatchObject({ phone: null, website: null, instagram: null, tiktok: null, facebook: null, description: null });
    const spaces = schema.parse({ ...valid, phone: '  ', website: ' ', description: '   ' });
    expect(spaces).toMatchObject({ phone: null, website: null, description: null });
  });

  it('leaves missing optional fields out (so a PATCH never clears them by omission)', () => {
    const parsed = schema.parse(valid) as Record<string, unknown>;
    for (const key of ['phone', 'website', 'instagram', 'tiktok', 'facebook', 'description']) expect(parsed[key]).toBeUndefined();
  });

  it('defaults type to restaurant and country to Indonesia', () => {
    const parsed = schema.parse(valid);
    expect(parsed.type).toBe('restaurant');
    expect(parsed.country).toBe('Indonesia');
  });
  it.each(['restaurant', 'cafe', 'food_truck', 'catering', 'bakery', 'other'])('accepts type %s', (type) => {
    expect(schema.parse({ ...valid, type }).type).toBe(type);
  });
  it('rejects an unknown type', () => {
    expect(errorsOf(schema, { ...valid, type: 'warung' })).toEqual({ type: 'Tipe tenant tidak valid' });
  });

  it('reports every required message of an empty form at once', () => {
    expect(errorsOf(schema, { name: '', slug: '', address: '', city: '', province: '', postalCode: '' })).toEqual({
      name: 'Nama tenant wajib diisi',
      slug: 'Slug wajib diisi',
      address: 'Alamat wajib diisi',
      city: 'Kota wajib diisi',
      province: 'Provinsi wajib diisi',
      postalCode: 'Kode pos wajib diisi',
    });
  });
});

describe('createMyTenantSchema (POST /tenants/my-tenant)', () => {
  it('is strict: status and ownerId cannot be set by the manager', () => {
    expect(errorsOf(createMyTenantSchema, { ...valid, status: 'active' })).toEqual({ status: 'Field tidak dikenal' });
    expect(errorsOf(createMyTenantSchema, { ...valid, ownerId: 1 })).toEqual({ ownerId: 'Field tidak dikenal' });
  });
});

describe('operating hours', () => {
  it('accepts HH:MM per weekday, closed days and split shifts', () => {
    const hours = {
      monday: { open: '08:00', close: '21:30' },
      friday: {
        open: '00:00',
        close: '23:59',
        shifts: [
          { open: '10:00', close: '14:00' },
          { open: '17:00', close: '22:00' },
        ],
      },
      sunday: { closed: true },
    };
    expect(operatingHoursSchema.parse(hours)).toEqual(hours);
    expect(tenantFormSchema.parse({ ...valid, operatingHours: hours }).operatingHours).toEqual(hours);
  });
  it.each(['8:00', '24:00', '12:60', '12.00', '1200', ''])("open %j -> 'Format jam harus HH:MM'", (open) => {
    expect(errorsOf(tenantFormSchema, { ...valid, operatingHours: { monday: { open, close: '21:00' } } })).toEqual({
      'operatingHours.monday.open': 'Format jam harus HH:MM',
    });
  });
  it('rejects a bad time inside a shift', () => {
    expect(errorsOf(operatingHoursSchema, { tuesday: { shifts: [{ open: '10:00', close: '25:00' }] } })).toEqual({
      'tuesday.shifts.0.close': 'Format jam harus HH:MM',
    });
  });
  it('rejects an unknown weekday', () => {
    expect(operatingHoursSchema.safeParse({ senin: { open: '08:00', close: '17:00' } }).success).toBe(false);
  });
  it('accepts null operating hours', () => {
    expect(tenantFormSchema.parse({ ...valid, operatingHours: null }).operatingHours).toBeNull();
  });
});

describe('rejectSchema (tenant rejection: a reason is required)', () => {
  it.each(['', '   '])("reason %j -> 'Alasan penolakan wajib diisi'", (reason) => {
    expect(errorsOf(rejectSchema, { reason })).toEqual({ reason: 'Alasan penolakan wajib diisi' });
  });
  it("reason missing -> 'Alasan penolakan wajib diisi'", () => {
    expect(errorsOf(rejectSchema, {})).toEqual({ reason: 'Alasan penolakan wajib diisi' });
  });
  it('trims a given reason', () => {
    expect(rejectSchema.parse({ reason: '  Foto menu belum ada  ' })).toEqual({ reason: 'Foto menu belum ada' });
  });
});

describe("tenant images (logo, banner, image): only this app's uploads", () => {
  const own = `/api/v1/files/${'c'.repeat(32)}.webp`;
  it.each(['logo', 'banner', 'image'])('%s accepts an upload path, blank and null', (field) => {
    expect(tenantFormSchema.parse({ ...valid, [field]: own })).toMatchObject({ [field]: own });
    expect(tenantFormSchema.parse({ ...valid, [field]: '' })).toMatchObject({ [field]: null });
    expect(updateTenantSchema.parse({ [field]: null })).toMatchObject({ [field]: null });
  });
  it.each(['logo', 'banner', 'image'])('%s refuses an external or foreign address', (field) => {
    for (const value of [
      'https://tracker.example/pixel.gif',
      'http://localhost/api/v1/files/x.webp',
      '/images/logo.png',
      `/api/v1/files/${'C'.repeat(32)}.webp`,
    ]) {
      expect(errorsOf(tenantFormSchema, { ...valid, [field]: value }), value).toEqual({ [field]: UPLOADED_IMAGE_MESSAGE });
      expect(errorsOf(updateTenantSchema, { [field]: value }), value).toEqual({ [field]: UPLOADED_IMAGE_MESSAGE });
    }
  });
});

describe('updateTenantSchema (PATCH /tenants/{id})', () => {
  it('accepts any subset', () => {
    expect(updateTenantSchema.parse({ name: 'Baru' })).toMatchObject({ name: 'Baru' });
  });
  it.each([
    ['ACTIVE', 'active'],
    ['active', 'active'],
    ['APPROVED', 'active'],
    ['PENDING', 'pending_approval'],
    ['pending_approval', 'pending_approval'],
    ['PENDING_APPROVAL', 'pending_approval'],
    ['SUSPENDED', 'suspended'],
    ['INACTIVE', 'inactive'],
    ['REJECTED', 'rejected'],
  ])('status %s is stored as %s', (status, stored) => {
    expect(updateTenantSchema.parse({ status }).status).toBe(stored);
  });
  it("an unknown status -> 'Status tidak valid'", () => {
    expect(errorsOf(updateTenantSchema, { status: 'DELETED' })).toEqual({ status: 'Status tidak valid' });
  });
  it('applies the form rules to given fields', () => {
    expect(errorsOf(updateTenantSchema, { name: '', slug: 'Bad Slug', postalCode: '123', website: 'warung.id' })).toEqual({
      name: 'Nama tenant wajib diisi',
      slug: 'Slug hanya boleh mengandung huruf kecil, angka, dan tanda hubung',
      postalCode: 'Kode pos harus 5-10 digit',
      website: 'Website harus dimulai dengan http:// atau https://',
    });
  });
  it('sends a cleared optional field as null', () => {
    expect(updateTenantSchema.parse({ website: '', facebook: '' })).toMatchObject({ website: null, facebook: null });
  });
  it('is strict: an unknown key is rejected', () => {
    expect(errorsOf(updateTenantSchema, { verified: true })).toEqual({ verified: 'Field tidak dikenal' });
  });
});

describe('createTenantSchema (POST /tenants, admin)', () => {
  it('normalises the status spellings', () => {
    expect(createTenantSchema.parse({ ...valid, status: 'PENDING' }).status).toBe('pending_approval');
    expect(createTenantSchema.parse({ ...valid, status: 'APPROVED' }).status).toBe('active');
  });
});

describe('tenant list queries', () => {
  it('admin list: normalises the status filter and rejects unknown ones', () => {
    expect(listTenantsQuerySchema.parse({ status: 'PENDING' }).status).toBe('pending_approval');
    expect(listTenantsQuerySchema.safeParse({ status: 'nope' }).success).toBe(false);
  });
  it('public list: defaults to rating, limit 10', () => {
    expect(publicTenantsQuerySchema.parse({})).toMatchObject({ sortBy: 'rating', limit: 10, page: 1 });
    expect(publicTenantsQuerySchema.parse({ limit: '3', sortOrder: 'DESC' })).toMatchObject({ limit: 3, sortOrder: 'desc' });
  });
});

describe('temporary closure (temporarilyClosed, reopensOn)', () => {
  beforeEach(() => {
    // 2026-11-23 00:30 in Jakarta, still 22 November in UTC: "today" is the Jakarta date.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T17:30:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('accepts today or later in Asia/Jakarta and refuses the past with the Indonesian message', () => {
    expect(updateTenantSchema.parse({ temporarilyClosed: true, reopensOn: '2026-11-23' })).toEqual({ temporarilyClosed: true, reopensOn: '2026-11-23' });
    expect(errorsOf(updateTenantSchema, { reopensOn: '2026-11-22' })).toEqual({ reopensOn: tenantMessages.reopensOnPast });
    expect(tenantMessages.reopensOnPast).toBe('Tanggal buka kembali tidak boleh di masa lalu');
  });

  it('refuses what is not a calendar date and clears on an empty value', () => {
    for (const bad of ['2026-02-30', '2026-13-01', '23-11-2026', 'besok']) {
      expect(errorsOf(tenantFormSchema, { ...valid, reopensOn: bad }), bad).toEqual({ reopensOn: 'Format tanggal harus YYYY-MM-DD' });
    }
    expect(tenantFormSchema.parse({ ...valid, reopensOn: '' }).reopensOn).toBeNull();
    expect(updateTenantSchema.parse({ reopensOn: null }).reopensOn).toBeNull();
    expect(updateTenantSchema.parse({}).reopensOn).toBeUndefined();
    expect(errorsOf(createMyTenantSchema, { ...valid, temporarilyClosed: 'ya' })).toHaveProperty('temporarilyClosed');
  });

  it('reads openNow on the public list as true or false only', () => {
    expect(publicTenantsQuerySchema.parse({ openNow: 'true' }).openNow).toBe(true);
    expect(publicTenantsQuerySchema.parse({ openNow: 'false' }).openNow).toBe(false);
    expect(publicTenantsQuerySchema.parse({}).openNow).toBeUndefined();
    expect(errorsOf(publicTenantsQuerySchema, { openNow: '1' })).toEqual({ openNow: 'openNow harus true atau false' });
  });
});
