// Read-only view of one menu (detail modals of 'Menu Saya' and the admin menu list).
import type { Menu } from '@/components/dashboard/api-types';
import { RejectionNotice } from '@/components/dashboard/rejection-notice';
import { RevisionNotice } from '@/components/dashboard/revision-notice';
import { MenuStatusBadge } from '@/components/dashboard/status-badge';
import { formatDate, formatIDR } from '@/lib/format';
import { MenuImage } from './menu-image';
import { caloriesLabel, categoryLabel, dietaryTagsLabel, preparationLabel, spiceLabel } from './menu-labels';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="break-words text-sm">{children}</dd>
    </div>
  );
}

export function MenuDetails({
  menu,
  showTenant = false,
  reviewer = false,
  onWithdrawRevision,
}: {
  menu: Menu;
  showTenant?: boolean;
  /** The reviewer's view: a pending revision beside the live values, and the reason of the last rejection. */
  reviewer?: boolean;
  /** The owner withdraws a pending or rejected revision. */
  onWithdrawRevision?: () => Promise<void>;
}) {
  return (
    <div className="grid gap-4" data-testid="menu-details">
      <MenuImage src={menu.imageUrl ?? menu.image} alt={menu.name} className="max-h-64 w-full rounded-md" />
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="text-lg font-semibold">{menu.name}</p>
          <p className="text-sm text-muted-foreground">{categoryLabel(menu.category)}</p>
        </div>
        <MenuStatusBadge status={menu.status} />
      </div>
      {menu.status === 'rejected' && <RejectionNotice reason={menu.rejectionReason} />}
      {reviewer && menu.status === 'pending_approval' && menu.previousRejectionReason && (
        <RejectionNotice reason={menu.previousRejectionReason} label="Alasan penolakan sebelumnya" />
      )}
      <RevisionNotice revision={menu.revision} live={reviewer ? menu : undefined} onWithdraw={onWithdrawRevision} />
      {menu.description && <p className="text-sm">{menu.description}</p>}
      <dl className="grid gap-2">
        {showTenant && menu.tenant && <Row label="Tenant">{menu.tenant.name}</Row>}
        <Row label="Harga">{formatIDR(menu.price)}</Row>
        <Row label="Waktu Persiapan">{preparationLabel(menu.preparationTime)}</Row>
        <Row label="Level Pedas">{spiceLabel(menu.spiceLevel)}</Row>
        <Row label="Kalori">{caloriesLabel(menu.calories)}</Row>
        <Row label="Bahan">{menu.ingredients || '-'}</Row>
        <Row label="Alergen">{menu.allergens || '-'}</Row>
        <Row label="Label diet">{dietaryTagsLabel(menu.dietaryTags)}</Row>
        <Row label="Ketersediaan">{menu.isAvailable ? 'Tersedia' : 'Tidak tersedia'}</Row>
        <Row label="Dibuat">{formatDate(menu.createdAt)}</Row>
        <Row label="Diperbarui">{formatDate(menu.updatedAt)}</Row>
      </dl>
    </div>
  );
}
