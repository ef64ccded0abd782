// Status badges in each spelling the spec uses (management labels, admin-dashboard upper case, review dialog).
import { Badge } from '@/components/ui/badge';
import {
  TENANT_STATUS_SHORT_LABELS,
  menuStatusLabel,
  menuStatusUpper,
  normalizeMenuStatus,
  normalizeTenantStatus,
  normalizeUserStatus,
  statusTone,
  tenantReviewStatus,
  tenantStatusLabel,
  userStatusLabel,
} from '@/lib/status';

type Spelling = 'default' | 'admin' | 'review';

export function TenantStatusBadge({ status, spelling = 'default' }: { status: string | null | undefined; spelling?: Spelling }) {
  const normalized = normalizeTenantStatus(status) ?? 'pending_approval';
  const text =
    spelling === 'admin' ? TENANT_STATUS_SHORT_LABELS[normalized] : spelling === 'review' ? tenantReviewStatus(normalized) : tenantStatusLabel(normalized);
  return (
    <Badge variant={statusTone(normalized)} data-status={normalized}>
      {text}
    </Badge>
  );
}

export function MenuStatusBadge({ status, spelling = 'default' }: { status: string | null | undefined; spelling?: Exclude<Spelling, 'review'> }) {
  const normalized = normalizeMenuStatus(status) ?? 'pending_approval';
  return (
    <Badge variant={statusTone(normalized)} data-status={normalized} title={menuStatusLabel(normalized)}>
      {spelling === 'admin' ? menuStatusUpper(normalized) : menuStatusLabel(normalized)}
    </Badge>
  );
}

export function UserStatusBadge({ status }: { status: string | null | undefined }) {
  const normalized = normalizeUserStatus(status) ?? 'inactive';
  return (
    <Badge variant={normalized === 'active' ? 'success' : 'secondary'} data-status={normalized}>
      {userStatusLabel(normalized)}
    </Badge>
  );
}
