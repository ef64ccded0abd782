import { describe, expect, it } from 'vitest';
import {
  MENU_STATUS_LABELS,
  TENANT_STATUS_LABELS,
  TENANT_STATUS_SHORT_LABELS,
  USER_STATUS_LABELS,
  menuStatusLabel,
  menuStatusUpper,
  normalizeMenuStatus,
  normalizeTenantStatus,
  normalizeUserStatus,
  statusTone,
  tenantReviewStatus,
  tenantStatusLabel,
  tenantStatusUpper,
  userStatusLabel,
} from './status';
import { MENU_STATUSES, TENANT_STATUSES } from './constants';

describe('normalizeTenantStatus: every spelling of spec section 4', () => {
  it.each([
    ['ACTIVE', 'active'],
    ['active', 'active'],
    ['Active', 'active'],
    ['APPROVED', 'active'],
    ['approved', 'active'],
    ['PENDING', 'pending_approval'],
    ['pending', 'pending_approval'],
    ['pending_approval', 'pending_approval'],
    ['PENDING_APPROVAL', 'pending_approval'],
    ['pending-approval', 'pending_approval'],
    [' pending approval ', 'pending_approval'],
    ['REJECTED', 'rejected'],
    ['rejected', 'rejected'],
    ['SUSPENDED', 'suspended'],
    ['suspended', 'suspended'],
    ['INACTIVE', 'inactive'],
    ['inactive', 'inactive'],
  ])('%j -> %s', (input, stored) => {
    expect(normalizeTenantStatus(input)).toBe(stored);
  });

  it.each([[null], [undefined], [''], ['DELETED'], ['aktif']])('%j -> null', (input) => {
    expect(normalizeTenantStatus(input)).toBeNull();
  });

  it('maps every stored value to itself', () => {
    for (const status of TENANT_STATUSES) expect(normalizeTenantStatus(status)).toBe(status);
  });
});

describe('normalizeMenuStatus: upper-case admin spelling and lowercase', () => {
  it.each([
    ['ACTIVE', 'active'],
    ['active', 'active'],
    ['APPROVED', 'active'],
    ['INACTIVE', 'inactive'],
    ['inactive', 'inactive'],
    ['PENDING_APPROVAL', 'pending_approval'],
    ['pending_approval', 'pending_approval'],
    ['PENDING', 'pending_approval'],
    ['REJECTED', 'rejected'],
  ])('%j -> %s', (input, stored) => {
    expect(normalizeMenuStatus(input)).toBe(stored);
  });

  it('has no suspended menus', () => {
    expect(normalizeMenuStatus('SUSPENDED')).toBeNull();
    expect(normalizeMenuStatus('')).toBeNull();
    expect(normalizeMenuStatus(null)).toBeNull();
  });

  it('maps every stored value to itself', () => {
    for (const status of MENU_STATUSES) expect(normalizeMenuStatus(status)).toBe(status);
  });
});

describe('normalizeUserStatus', () => {
  it.each([
    ['active', 'active'],
    ['ACTIVE', 'active'],
    ['inactive', 'inactive'],
    ['INACTIVE', 'inactive'],
  ])('%j -> %s', (input, stored) => {
    expect(normalizeUserStatus(input)).toBe(stored);
  });
  it.each([['suspended'], [''], [null]])('%j -> null', (input) => {
    expect(normalizeUserStatus(input)).toBeNull();
  });
});

describe('labels (word for word)', () => {
  it('tenant statuses', () => {
    expect(TENANT_STATUS_LABELS).toEqual({
      pending_approval: 'Menunggu Persetujuan',
      active: 'Aktif',
      suspended: 'Ditangguhkan',
      inactive: 'Tidak Aktif',
      rejected: 'Ditolak',
    });
  });
  it('admin dashboard short tenant labels: PENDING is Menunggu', () => {
    expect(TENANT_STATUS_SHORT_LABELS).toMatchObject({
      pending_approval: 'Menunggu',
      active: 'Aktif',
      suspended: 'Ditangguhkan',
      inactive: 'Tidak Aktif',
    });
  });
  it('menu statuses', () => {
    expect(MENU_STATUS_LABELS).toEqual({
      active: 'Aktif',
      inactive: 'Tidak Aktif',
      pending_approval: 'Menunggu Persetujuan',
      rejected: 'Ditolak',
    });
  });
  it('user statuses', () => {
    expect(USER_STATUS_LABELS).toEqual({ active: 'Aktif', inactive: 'Tidak Aktif' });
  });
});

describe('tenantStatusLabel', () => {
  it.each([
    ['ACTIVE', 'Aktif'],
    ['APPROVED', 'Aktif'],
    ['PENDING', 'Menunggu Persetujuan'],
    ['pending_approval', 'Menunggu Persetujuan'],
    ['SUSPENDED', 'Ditangguhkan'],
    ['INACTIVE', 'Tidak Aktif'],
    ['REJECTED', 'Ditolak'],
  ])('%s -> %s', (status, label) => {
    expect(tenantStatusLabel(status)).toBe(label);
  });

  it.each([[null], [undefined], ['']])("a missing status %j displays as 'Menunggu Persetujuan'", (status) => {
    expect(tenantStatusLabel(status)).toBe('Menunggu Persetujuan');
  });
});

describe('menuStatusLabel and userStatusLabel', () => {
  it.each([
    ['ACTIVE', 'Aktif'],
    ['INACTIVE', 'Tidak Aktif'],
    ['PENDING_APPROVAL', 'Menunggu Persetujuan'],
    ['rejected', 'Ditolak'],
  ])('menu %s -> %s', (status, label) => {
    expect(menuStatusLabel(status)).toBe(label);
  });
  it('users', () => {
    expect(userStatusLabel('active')).toBe('Aktif');
    expect(userStatusLabel('inactive')).toBe('Tidak Aktif');
  });
});

describe('upper-case and review spellings', () => {
  it('admin dashboard tenant spelling: ACTIVE, PENDING, SUSPENDED, INACTIVE', () => {
    expect(tenantStatusUpper('active')).toBe('ACTIVE');
    expect(tenantStatusUpper('pending_approval')).toBe('PENDING');
    expect(tenantStatusUpper('suspended')).toBe('SUSPENDED');
    expect(tenantStatusUpper('inactive')).toBe('INACTIVE');
    expect(tenantStatusUpper('rejected')).toBe('REJECTED');
  });
  it('admin dashboard menu spelling: ACTIVE, INACTIVE, PENDING_APPROVAL', () => {
    expect(menuStatusUpper('active')).toBe('ACTIVE');
    expect(menuStatusUpper('inactive')).toBe('INACTIVE');
    expect(menuStatusUpper('pending_approval')).toBe('PENDING_APPROVAL');
    expect(menuStatusUpper('rejected')).toBe('REJECTED');
  });
  it('review dialog spelling: PENDING, APPROVED, REJECTED', () => {
    expect(tenantReviewStatus('pending_approval')).toBe('PENDING');
    expect(tenantReviewStatus('active')).toBe('APPROVED');
    expect(tenantReviewStatus('rejected')).toBe('REJECTED');
  });
  it('every upper-case spelling maps back to the stored value', () => {
    for (const status of TENANT_STATUSES) {
      expect(normalizeTenantStatus(tenantStatusUpper(status))).toBe(status);
      expect(normalizeTenantStatus(tenantReviewStatus(status))).toBe(status);
    }
    for (const status of MENU_STATUSES) expect(normalizeMenuStatus(menuStatusUpper(status))).toBe(status);
  });
});

describe('statusTone', () => {
  it.each([
    ['active', 'success'],
    ['APPROVED', 'success'],
    ['PENDING', 'warning'],
    ['suspended', 'destructive'],
    ['REJECTED', 'destructive'],
    ['inactive', 'secondary'],
    [null, 'warning'],
  ] as const)('%j -> %s', (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });
});

describe('status spellings are own entries only', () => {
  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', '__PROTO__'])(
    '%s is not a status (it was Object.prototype, a 500 further down)',
    (value) => {
      expect(normalizeTenantStatus(value)).toBeNull();
      expect(normalizeMenuStatus(value)).toBeNull();
      expect(normalizeUserStatus(value)).toBeNull();
    },
  );
});
