// Pending revisions of approved tenants and menus (issue 35): which fields of an approved record are the seller's to
// change at once and which wait for a reviewer. Pure: db/queries/revisions.ts applies it, the dashboard reads it.
//
// The rule: what the public sees is what a reviewer approved. Text and pictures a visitor reads as the seller's
// presentation (names, slug, descriptions, pictures, links, the halal claim, ingredients) are reviewed; operational
// facts a seller must be able to correct the same minute (price, availability, hours, temporary closure, today's spot,
// address and location, contact numbers, payment methods, order facts, spice level, allergens and dietary tags, type
// and category, which are picked from closed lists) apply at once. Allergens and dietary tags are safety facts: a
// correction must never wait.
import type { MenuStatus, TenantStatus } from './constants';

/** Tenant fields whose change on an approved tenant waits for review. */
export const TENANT_REVIEWED_FIELDS = [
  'name',
  'slug',
  'description',
  'logo',
  'banner',
  'image',
  'website',
  'instagram',
  'tiktok',
  'facebook',
  'goFoodUrl',
  'grabFoodUrl',
  'shopeeFoodUrl',
  'halalStatus',
  'halalCertificateNumber',
  'cuisine',
] as const;
export type TenantReviewedField = (typeof TENANT_REVIEWED_FIELDS)[number];

/** Menu fields whose change on an approved menu waits for review. */
export const MENU_REVIEWED_FIELDS = ['name', 'description', 'image', 'ingredients'] as const;
export type MenuReviewedField = (typeof MENU_REVIEWED_FIELDS)[number];

/** The picture fields of a revision (an uploaded file a revision names is still referenced). */
export const REVISION_PICTURE_FIELDS = { tenant: ['logo', 'banner', 'image'], menu: ['image'] } as const;

/** Indonesian labels of the reviewed fields (the dashboard lists what is waiting). */
export const REVISION_FIELD_LABELS: Record<TenantReviewedField | MenuReviewedField, string> = {
  name: 'Nama',
  slug: 'Slug',
  description: 'Deskripsi',
  logo: 'Logo',
  banner: 'Banner',
  image: 'Gambar',
  website: 'Website',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  facebook: 'Facebook',
  goFoodUrl: 'GoFood',
  grabFoodUrl: 'GrabFood',
  shopeeFoodUrl: 'ShopeeFood',
  halalStatus: 'Status halal',
  halalCertificateNumber: 'Nomor sertifikat halal',
  cuisine: 'Jenis masakan',
  ingredients: 'Bahan',
};

export const REVISION_MESSAGES = {
  pending: 'Menunggu persetujuan perubahan',
  rejected: 'Perubahan ditolak',
  submitted: 'Perubahan disimpan dan menunggu persetujuan admin. Publik tetap melihat versi yang sudah disetujui.',
  none: 'Tidak ada perubahan yang menunggu persetujuan',
  withdrawn: 'Perubahan dibatalkan',
  approved: 'Perubahan disetujui dan sudah tampil di publik',
  rejectedToast: 'Perubahan ditolak',
  /** The edit dialog of an approved record says what waits for review. */
  tenantEditHint:
    'Perubahan nama, slug, deskripsi, gambar, tautan, status halal, dan jenis masakan ditinjau admin sebelum tampil di publik; data lain langsung berlaku.',
  menuEditHint: 'Perubahan nama, deskripsi, gambar, dan bahan ditinjau admin sebelum tampil di publik; harga, ketersediaan, dan data lain langsung berlaku.',
} as const;

/**
 * A record is approved once a reviewer let it go public: active, and the statuses only an approved record reaches
 * (inactive, suspended). Pending and rejected records are edited directly (they are reviewed as a whole).
 */
export function isApproved(status: TenantStatus | MenuStatus): boolean {
  return status === 'active' || status === 'inactive' || status === 'suspended';
}

/** The stored revision: the proposed values of reviewed fields only. */
export type RevisionValues = Record<string, unknown>;

export type RevisionState = 'pending' | 'rejected';

export interface RevisionJson {
  values: RevisionValues;
  state: RevisionState;
  submittedAt: string;
  rejectionReason: string | null;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** Splits an edit's column values into the reviewed ones and the ones that apply at once. */
export function splitReviewed<T extends Record<string, unknown>>(values: T, reviewed: readonly string[]): { reviewed: Partial<T>; direct: Partial<T> } {
  const r: Record<string, unknown> = {};
  const d: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    (reviewed.includes(key) ? r : d)[key] = value;
  }
  return { reviewed: r as Partial<T>, direct: d as Partial<T> };
}

/**
 * The revision after an edit of reviewed fields: the previous pending revision (a rejected one is replaced, not
 * extended) with the new values over it, without the fields equal to the live record. null when nothing differs.
 */
export function nextRevision(
  live: Record<string, unknown>,
  previous: { values: RevisionValues | null; rejected: boolean },
  proposed: Record<string, unknown>,
): RevisionValues | null {
  const base = previous.values && !previous.rejected ? previous.values : {};
  const merged: Record<string, unknown> = { ...base, ...proposed };
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(merged)) if (!same(value, live[key])) out[key] = value;
  return Object.keys(out).length ? out : null;
}

/** The record as its owner last proposed it: the live values with a pending (not rejected) revision over them. */
export function proposedRecord<T extends Record<string, unknown>>(live: T, revision: RevisionJson | null | undefined): T {
  return revision && revision.state === 'pending' ? { ...live, ...revision.values } : live;
}

/** The Indonesian label of a revision state. */
export function revisionLabel(state: RevisionState): string {
  return state === 'pending' ? REVISION_MESSAGES.pending : REVISION_MESSAGES.rejected;
}
