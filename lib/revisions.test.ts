import { describe, expect, it } from 'vitest';
import { isApproved, MENU_REVIEWED_FIELDS, nextRevision, proposedRecord, splitReviewed, TENANT_REVIEWED_FIELDS } from './revisions';
import { publicVisibilityText } from './status';

describe('reviewed fields', () => {
  it('names, pictures, links and the halal claim wait for review; price, availability and hours apply at once', () => {
    for (const f of ['name', 'slug', 'description', 'logo', 'banner', 'image', 'website', 'halalStatus', 'halalCertificateNumber']) {
      expect(TENANT_REVIEWED_FIELDS).toContain(f);
    }
    for (const f of ['operatingHours', 'temporarilyClosed', 'todaySpot', 'paymentMethods']) expect(TENANT_REVIEWED_FIELDS).not.toContain(f);
    expect(MENU_REVIEWED_FIELDS).toEqual(expect.arrayContaining(['name', 'description', 'image']));
    for (const f of ['price', 'isAvailable', 'allergens', 'dietaryTags']) expect(MENU_REVIEWED_FIELDS).not.toContain(f);
  });

  it('only approved records take revisions', () => {
    expect(isApproved('active')).toBe(true);
    expect(isApproved('inactive')).toBe(true);
    expect(isApproved('suspended')).toBe(true);
    expect(isApproved('pending_approval')).toBe(false);
    expect(isApproved('rejected')).toBe(false);
  });

  it('splits an edit into the reviewed and the direct values', () => {
    expect(splitReviewed({ name: 'Baru', price: 20000, description: undefined }, MENU_REVIEWED_FIELDS)).toEqual({
      reviewed: { name: 'Baru' },
      direct: { price: 20000 },
    });
  });
});

describe('nextRevision', () => {
  const live = { name: 'Lama', description: 'Asli', image: null };

  it('keeps only the values that differ from the live record, over the pending ones', () => {
    expect(nextRevision(live, { values: null, rejected: false }, { name: 'Baru', description: 'Asli' })).toEqual({ name: 'Baru' });
    expect(nextRevision(live, { values: { name: 'Baru' }, rejected: false }, { image: '/api/v1/files/x.webp' })).toEqual({
      name: 'Baru',
      image: '/api/v1/files/x.webp',
    });
  });

  it('a value set back to the live one leaves the revision; nothing left is no revision', () => {
    expect(nextRevision(live, { values: { name: 'Baru' }, rejected: false }, { name: 'Lama' })).toBeNull();
  });

  it('a new submission replaces a rejected revision', () => {
    expect(nextRevision(live, { values: { name: 'Ditolak' }, rejected: true }, { description: 'Baru' })).toEqual({ description: 'Baru' });
  });

  it('the owner edits the version they proposed; a rejected one is not shown as theirs', () => {
    const revision = { values: { name: 'Baru' }, state: 'pending' as const, submittedAt: '2026-01-01T00:00:00.000Z', rejectionReason: null };
    expect(proposedRecord(live, revision).name).toBe('Baru');
    expect(proposedRecord(live, { ...revision, state: 'rejected', rejectionReason: 'x' }).name).toBe('Lama');
  });
});

describe('publicVisibilityText', () => {
  it('tells the owner whether the tenant is public and why not', () => {
    expect(publicVisibilityText({ status: 'active', publicVisibility: { listed: true, reason: null } })).toBe('Tampil di publik');
    expect(publicVisibilityText({ status: 'active', publicVisibility: { listed: false, reason: 'no_active_menu' } })).toBe(
      'Belum tampil di publik: belum ada menu aktif',
    );
    expect(publicVisibilityText({ status: 'pending_approval', publicVisibility: { listed: false, reason: 'not_active' } })).toBe(
      'Belum tampil di publik: menunggu persetujuan admin',
    );
  });
});
