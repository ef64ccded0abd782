// Halal with provenance and accepted payments in the shared tenant schemas: every message and the boundaries.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrors } from './common';
import { publicMenusQuerySchema } from './menu';
import {
  HALAL_CERTIFICATE_PATTERN,
  createMyTenantSchema,
  createTenantSchema,
  publicTenantsQuerySchema,
  tenantFormSchema,
  tenantMessages,
  updateTenantSchema,
} from './tenant';
import { HALAL_STATUS_LABELS, PAYMENT_METHODS, PAYMENT_METHOD_LABELS } from '../constants';

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

const NUMBER = 'ID32110000123450123';

describe('halal and payment labels and messages', () => {
  it('carries the Indonesian labels and messages', () => {
    expect(HALAL_STATUS_LABELS).toEqual({
      certified: 'Bersertifikat Halal',
      self_declared: 'Halal (klaim penjual)',
      not_halal: 'Tidak Halal',
      unknown: 'Belum diketahui',
    });
    expect(PAYMENT_METHOD_LABELS).toEqual({
      cash: 'Tunai',
      qris: 'QRIS',
      gopay: 'GoPay',
      ovo: 'OVO',
      dana: 'DANA',
      shopeepay: 'ShopeePay',
      bank_transfer: 'Transfer bank',
    });
    expect(tenantMessages.halalStatus).toBe('Status halal tidak valid');
    expect(tenantMessages.halalCertificateRequired).toBe('Nomor sertifikat halal wajib diisi untuk tenant bersertifikat halal');
    expect(tenantMessages.halalCertificatePattern).toBe('Nomor sertifikat halal tidak valid (contoh: ID32110000123450123)');
    expect(tenantMessages.halalCertificateNotCertified).toBe('Nomor sertifikat halal hanya diisi jika status halal Bersertifikat Halal');
    expect(tenantMessages.paymentMethod).toBe('Metode pembayaran tidak valid');
    expect(tenantMessages.paymentMethodDuplicate).toBe('Metode pembayaran tidak boleh ganda');
    expect(tenantMessages.halalFilter).toBe('Filter halal harus certified atau halal');
  });
});

describe.each([
  ['tenantFormSchema', tenantFormSchema],
  ['createMyTenantSchema', createMyTenantSchema],
  ['createTenantSchema', createTenantSchema],
] as const)('%s: halal and payments', (_name, schema) => {
  it('defaults to unknown and no payments', () => {
    expect(schema.parse(valid)).toMatchObject({ halalStatus: 'unknown', paymentMethods: [] });
  });

  it('keeps a certified tenant with its number, upper-cased and without spaces', () => {
    expect(schema.parse({ ...valid, halalStatus: 'certified', halalCertificateNumber: NUMBER })).toMatchObject({
      halalStatus: 'certified',
      halalCertificateNumber: NUMBER,
    });
    expect(schema.parse({ ...valid, halalStatus: 'certified', halalCertificateNumber: ' id 3211 0000 1234 5012 3 ' }).halalCertificateNumber).toBe(NUMBER);
  });

  it('requires the number when certified (missing, null or blank)', () => {
    const required = { halalCertificateNumber: tenantMessages.halalCertificateRequired };
    expect(errorsOf(schema, { ...valid, halalStatus: 'certified' })).toEqual(required);
    expect(errorsOf(schema, { ...valid, halalStatus: 'certified', halalCertificateNumber: null })).toEqual(required);
    expect(errorsOf(schema, { ...valid, halalStatus: 'certified', halalCertificateNumber: '   ' })).toEqual(required);
  });

  it.each(['self_declared', 'not_halal', 'unknown'])('refuses a number with %s, accepts it blank', (halalStatus) => {
    expect(errorsOf(schema, { ...valid, halalStatus, halalCertificateNumber: NUMBER })).toEqual({
      halalCertificateNumber: tenantMessages.halalCertificateNotCertified,
    });
    expect(schema.parse({ ...valid, halalStatus, halalCertificateNumber: '' })).toMatchObject({ halalStatus, halalCertificateNumber: null });
  });

  it('refuses a number without a status (the default is unknown)', () => {
    expect(errorsOf(schema, { ...valid, halalCertificateNumber: NUMBER })).toEqual({
      halalCertificateNumber: tenantMessages.halalCertificateNotCertified,
    });
  });

  it('refuses an unknown halal status', () => {
    expect(errorsOf(schema, { ...valid, halalStatus: 'halal' })).toEqual({ halalStatus: tenantMessages.halalStatus });
    expect(errorsOf(schema, { ...valid, halalStatus: true })).toEqual({ halalStatus: tenantMessages.halalStatus });
  });

  it('accepts every payment method once, in any order, and keeps them in the list order', () => {
    expect(schema.parse({ ...valid, paymentMethods: [...PAYMENT_METHODS].reverse() }).paymentMethods).toEqual([...PAYMENT_METHODS]);
    expect(schema.parse({ ...valid, paymentMethods: ['shopeepay', 'cash'] }).paymentMethods).toEqual(['cash', 'shopeepay']);
    expect(schema.parse({ ...valid, paymentMethods: ['qris'] }).paymentMethods).toEqual(['qris']);
  });

  it('refuses unknown, duplicate and malformed payment lists', () => {
    expect(errorsOf(schema, { ...valid, paymentMethods: ['qris', 'bitcoin'] })).toEqual({ 'paymentMethods.1': tenantMessages.paymentMethod });
    expect(errorsOf(schema, { ...valid, paymentMethods: ['qris', 'qris'] })).toEqual({ paymentMethods: tenantMessages.paymentMethodDuplicate });
    expect(errorsOf(schema, { ...valid, paymentMethods: [...PAYMENT_METHODS, 'cash'] })).toEqual({ paymentMethods: tenantMessages.paymentMethodDuplicate });
    expect(errorsOf(schema, { ...valid, paymentMethods: 'qris' })).toEqual({ paymentMethods: tenantMessages.paymentMethod });
  });
});

describe('certificate number format (ID and 10 to 20 digits)', () => {
  const certified = (halalCertificateNumber: unknown) => ({ ...valid, halalStatus: 'certified', halalCertificateNumber });
  it.each([
    ['ID' + '1'.repeat(10), 'ID1111111111'],
    ['ID' + '9'.repeat(20), 'ID' + '9'.repeat(20)],
    ['id32110000123450123', NUMBER],
    ['Id 3211 0000 1234 50123', NUMBER],
  ])('accepts %s', (input, stored) => {
    expect(tenantFormSchema.parse(certified(input)).halalCertificateNumber).toBe(stored);
    expect(HALAL_CERTIFICATE_PATTERN.test(stored)).toBe(true);
  });

  it.each([
    'ID' + '1'.repeat(9),
    'ID' + '1'.repeat(21),
    '32110000123450123',
    'IDN32110000123450123',
    'ID3211000012345012X',
    'ID-32110000123450',
    'x'.repeat(65),
  ])('refuses %s', (input) => {
    expect(errorsOf(tenantFormSchema, certified(input))).toEqual({ halalCertificateNumber: tenantMessages.halalCertificatePattern });
  });

  it('refuses a non-string number', () => {
    expect(errorsOf(tenantFormSchema, certified(32110000123450123))).toEqual({ halalCertificateNumber: tenantMessages.halalCertificatePattern });
  });
});

describe('updateTenantSchema (PATCH): halal pair and payments', () => {
  it('accepts each field alone (the stored value completes the pair)', () => {
    expect(updateTenantSchema.parse({ halalStatus: 'certified' })).toEqual({ halalStatus: 'certified' });
    expect(updateTenantSchema.parse({ halalCertificateNumber: 'id32110000123450123' })).toEqual({ halalCertificateNumber: NUMBER });
    expect(updateTenantSchema.parse({ halalStatus: 'self_declared' })).toEqual({ halalStatus: 'self_declared' });
    expect(updateTenantSchema.parse({ paymentMethods: [] })).toEqual({ paymentMethods: [] });
  });

  it('checks a pair given together', () => {
    expect(errorsOf(updateTenantSchema, { halalStatus: 'certified', halalCertificateNumber: null })).toEqual({
      halalCertificateNumber: tenantMessages.halalCertificateRequired,
    });
    expect(errorsOf(updateTenantSchema, { halalStatus: 'not_halal', halalCertificateNumber: NUMBER })).toEqual({
      halalCertificateNumber: tenantMessages.halalCertificateNotCertified,
    });
    expect(updateTenantSchema.parse({ halalStatus: 'not_halal', halalCertificateNumber: null })).toEqual({
      halalStatus: 'not_halal',
      halalCertificateNumber: null,
    });
  });

  it('refuses bad values with their messages', () => {
    expect(errorsOf(updateTenantSchema, { halalStatus: 'yes' })).toEqual({ halalStatus: tenantMessages.halalStatus });
    expect(errorsOf(updateTenantSchema, { halalCertificateNumber: 'ID123' })).toEqual({ halalCertificateNumber: tenantMessages.halalCertificatePattern });
    expect(errorsOf(updateTenantSchema, { paymentMethods: ['ovo', 'ovo'] })).toEqual({ paymentMethods: tenantMessages.paymentMethodDuplicate });
  });
});

describe('public halal filter', () => {
  it.each([
    ['tenants', publicTenantsQuerySchema],
    ['menus', publicMenusQuerySchema],
  ] as const)('%s: certified or halal, blank is no filter, anything else is refused', (_name, schema) => {
    expect(schema.parse({ halal: 'certified' }).halal).toBe('certified');
    expect(schema.parse({ halal: 'halal' }).halal).toBe('halal');
    expect(schema.parse({ halal: '' }).halal).toBeUndefined();
    expect(schema.parse({}).halal).toBeUndefined();
    expect(errorsOf(schema, { halal: 'CERTIFIED' })).toEqual({ halal: tenantMessages.halalFilter });
    expect(errorsOf(schema, { halal: 'self_declared' })).toEqual({ halal: tenantMessages.halalFilter });
  });
});
