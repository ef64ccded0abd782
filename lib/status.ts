// Every status spelling the spec shows, mapped to the stored lowercase value, and every Indonesian label.
import { MENU_STATUSES, TENANT_STATUSES, USER_STATUSES, type MenuStatus, type TenantStatus, type UserStatus } from './constants';

export type BadgeTone = 'success' | 'warning' | 'destructive' | 'secondary' | 'info';

export const TENANT_STATUS_LABELS: Record<TenantStatus, string> = {
  pending_approval: 'Menunggu Persetujuan',
  active: 'Aktif',
  suspended: 'Ditangguhkan',
  inactive: 'Tidak Aktif',
  rejected: 'Ditolak',
};

/** Short labels used by the admin dashboard (ACTIVE, PENDING, SUSPENDED, INACTIVE spelling). */
export const TENANT_STATUS_SHORT_LABELS: Record<TenantStatus, string> = {
  pending_approval: 'Menunggu',
  active: 'Aktif',
  suspended: 'Ditangguhkan',
  inactive: 'Tidak Aktif',
  rejected: 'Ditolak',
};

export const MENU_STATUS_LABELS: Record<MenuStatus, string> = {
  active: 'Aktif',
  inactive: 'Tidak Aktif',
  pending_approval: 'Menunggu Persetujuan',
  rejected: 'Ditolak',
};

export const USER_STATUS_LABELS: Record<UserStatus, string> = {
  active: 'Aktif',
  inactive: 'Tidak Aktif',
};

export const STATUS_TONES: Record<TenantStatus | MenuStatus | UserStatus, BadgeTone> = {
  active: 'success',
  pending_approval: 'warning',
  suspended: 'destructive',
  inactive: 'secondary',
  rejected: 'destructive',
};

/** Spellings seen in the spec's screens and their stored value. */
const TENANT_ALIASES: Record<string, TenantStatus> = {
  active: 'active',
  approved: 'active',
  verified: 'active',
  pending: 'pending_approval',
  pending_approval: 'pending_approval',
  waiting: 'pending_approval',
  suspended: 'suspended',
  inactive: 'inactive',
  rejected: 'rejected',
};

const MENU_ALIASES: Record<string, MenuStatus> = {
  active: 'active',
  approved: 'active',
  pending: 'pending_approval',
  pending_approval: 'pending_approval',
  inactive: 'inactive',
  rejected: 'rejected',
};

/** An own entry only: a spelling such as `__proto__` or `constructor` must not reach Object.prototype. */
function alias<T>(table: Record<string, T>, value: string): T | null {
  const k = key(value);
  return Object.hasOwn(table, k) ? table[k]! : null;
}

function key(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/** Maps any spelling (ACTIVE, PENDING, APPROVED, pending-approval...) to the stored tenant status; null when unknown. */
/** Every spelling a status filter or field accepts (case-insensitive; spaces and hyphens read as underscores). */
export const TENANT_STATUS_SPELLINGS = Object.keys(TENANT_ALIASES);
export const MENU_STATUS_SPELLINGS = Object.keys(MENU_ALIASES);

export function normalizeTenantStatus(value: string | null | undefined): TenantStatus | null {
  if (value == null || value === '') return null;
  return alias(TENANT_ALIASES, value);
}

export function normalizeMenuStatus(value: string | null | undefined): MenuStatus | null {
  if (value == null || value === '') return null;
  return alias(MENU_ALIASES, value);
}

export function normalizeUserStatus(value: string | null | undefined): UserStatus | null {
  if (value == null || value === '') return null;
  const k = key(value);
  return (USER_STATUSES as readonly string[]).includes(k) ? (k as UserStatus) : null;
}

/** A missing tenant status displays as waiting for approval (spec section 4). */
export function tenantStatusLabel(value: string | null | undefined): string {
  return TENANT_STATUS_LABELS[normalizeTenantStatus(value) ?? 'pending_approval'];
}

export function menuStatusLabel(value: string | null | undefined): string {
  return MENU_STATUS_LABELS[normalizeMenuStatus(value) ?? 'pending_approval'];
}

export function userStatusLabel(value: string | null | undefined): string {
  return USER_STATUS_LABELS[normalizeUserStatus(value) ?? 'inactive'];
}

/** Upper-case spelling used by the admin dashboard (ACTIVE, PENDING, SUSPENDED...). */
export function tenantStatusUpper(value: TenantStatus): string {
  return value === 'pending_approval' ? 'PENDING' : value.toUpperCase();
}

export function menuStatusUpper(value: MenuStatus): string {
  return value.toUpperCase();
}

/** Review dialog spelling: PENDING, APPROVED, REJECTED (other statuses keep their upper-case name). */
export function tenantReviewStatus(value: TenantStatus): string {
  if (value === 'pending_approval') return 'PENDING';
  if (value === 'active') return 'APPROVED';
  return value.toUpperCase();
}

export function statusTone(value: string | null | undefined): BadgeTone {
  const normalized = normalizeTenantStatus(value) ?? normalizeMenuStatus(value);
  return normalized ? STATUS_TONES[normalized] : 'warning';
}

/**
 * Whether visitors see a tenant, in the owner's words: the public "listed" rule (active with at least one active menu,
 * tenants.active_menu_count) and, when not listed, why.
 */
export function publicVisibilityText(tenant: {
  status: TenantStatus;
  publicVisibility: { listed: boolean; reason: 'not_active' | 'no_active_menu' | null };
}): string {
  if (tenant.publicVisibility.listed) return PUBLIC_VISIBILITY_MESSAGES.listed;
  if (tenant.publicVisibility.reason === 'no_active_menu') return PUBLIC_VISIBILITY_MESSAGES.noActiveMenu;
  return PUBLIC_VISIBILITY_MESSAGES[tenant.status === 'active' ? 'noActiveMenu' : tenant.status];
}

export const PUBLIC_VISIBILITY_MESSAGES = {
  listed: 'Tampil di publik',
  noActiveMenu: 'Belum tampil di publik: belum ada menu aktif',
  pending_approval: 'Belum tampil di publik: menunggu persetujuan admin',
  rejected: 'Belum tampil di publik: tenant ditolak',
  inactive: 'Tidak tampil di publik: tenant tidak aktif',
  suspended: 'Tidak tampil di publik: tenant ditangguhkan',
} as const;

export { TENANT_STATUSES, MENU_STATUSES, USER_STATUSES };
