'use client';
// Review dialog of 'Manajemen Tenant': the tenant's details (the halal certificate with a link to the BPJPH registry,
// the reason of the last rejection of a resubmitted tenant), its menus, and for the reviewer either approve or reject
// with a reason (pending_approval) or the pending revision of an approved tenant beside the live values, approved or
// rejected the same way.
import * as React from 'react';
import { CheckIcon, XIcon } from 'lucide-react';
import { apiClient } from '@/lib/api/client';
import { AlertBanner } from '@/components/dashboard/alert-banner';
import type { ListResponse, Menu, Tenant } from '@/components/dashboard/api-types';
import { RejectReasonField } from '@/components/dashboard/reject-reason-field';
import { RejectionNotice } from '@/components/dashboard/rejection-notice';
import { RevisionNotice } from '@/components/dashboard/revision-notice';
import { MenuStatusBadge } from '@/components/dashboard/status-badge';
import { useApiQuery, withQuery } from '@/components/dashboard/use-api-query';
import { messageOf } from '@/lib/api/client';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast';
import { formatIDR } from '@/lib/format';
import { REVISION_MESSAGES } from '@/lib/revisions';
import { tenantMessages } from '@/lib/validations/tenant';
import { canTransitionTenant } from '@/lib/transitions';
import { TenantDetails } from './tenant-details';

/** How many of the tenant's menus the dialog lists (newest first). */
const MENU_PREVIEW_LIMIT = 20;

interface TenantReviewDialogProps {
  tenant: Tenant | null;
  onOpenChange: (open: boolean) => void;
  /** May the caller approve and reject (tenants.approve)? */
  canReview: boolean;
  /** May the caller read menus (menus.read): the dialog lists the tenant's menus. */
  canReadMenus?: boolean;
  onReviewed: (tenant: Tenant) => void;
}

export function TenantReviewDialog({ tenant, onOpenChange, canReview, canReadMenus = true, onReviewed }: TenantReviewDialogProps) {
  return (
    <Dialog open={tenant !== null} onOpenChange={onOpenChange}>
      <DialogContent size="lg">
        {tenant && (
          <ReviewBody
            key={tenant.id}
            tenant={tenant}
            canReview={canReview}
            canReadMenus={canReadMenus}
            onReviewed={onReviewed}
            onClose={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function TenantMenus({ tenantId }: { tenantId: number }) {
  const menus = useApiQuery<ListResponse<Menu>>(withQuery('/menus', { tenantId, limit: MENU_PREVIEW_LIMIT, page: 1 }));
  const list = menus.data?.data ?? [];
  const total = menus.data?.meta.total ?? 0;
  return (
    <section className="grid gap-2" aria-labelledby={`tenant-${tenantId}-menus`} data-testid="tenant-review-menus">
      <h3 id={`tenant-${tenantId}-menus`} className="text-sm font-medium">
        Menu tenant{menus.data ? ` (${total})` : ''}
      </h3>
      {menus.loading && !menus.data ? (
        <Spinner size="sm" label="Memuat menu..." />
      ) : menus.error ? (
        <p className="text-sm text-muted-foreground">Gagal memuat menu tenant.</p>
      ) : list.length === 0 ? (
        <p className="text-sm text-muted-foreground">Tenant ini belum memiliki menu.</p>
      ) : (
        <ul className="grid gap-1 text-sm">
          {list.map((menu) => (
            <li key={menu.id} className="flex flex-wrap items-center justify-between gap-2 border-b py-1 last:border-b-0">
              <span className="min-w-0 break-words">
                {menu.name} <span className="text-muted-foreground">· {formatIDR(menu.price)}</span>
              </span>
              <MenuStatusBadge status={menu.status} />
            </li>
          ))}
          {total > list.length && <li className="text-xs text-muted-foreground">dan {total - list.length} menu lainnya</li>}
        </ul>
      )}
    </section>
  );
}

function ReviewBody({
  tenant,
  canReview,
  canReadMenus,
  onReviewed,
  onClose,
}: {
  tenant: Tenant;
  canReview: boolean;
  canReadMenus: boolean;
  onReviewed: (t: Tenant) => void;
  onClose: () => void;
}) {
  const { toast } = useToast();
  const [reason, setReason] = React.useState('');
  const [pending, setPending] = React.useState<'approve' | 'reject' | null>(null);
  const [error, setError] = React.useState<string | null>(null);
  const reviewable = canReview && canTransitionTenant({ from: tenant.status, to: 'active', actor: 'admin', action: 'approve' });
  const revisionReviewable = canReview && !reviewable && tenant.revision?.state === 'pending';
  const deciding = reviewable || revisionReviewable;
  const base = revisionReviewable ? `/tenants/${tenant.id}/revision` : `/tenants/${tenant.id}`;

  const decide = async (decision: 'approve' | 'reject') => {
    if (decision === 'reject' && !reason.trim()) return;
    setPending(decision);
    setError(null);
    try {
      const updated = await apiClient.patch<Tenant>(`${base}/${decision}`, decision === 'reject' ? { reason: reason.trim() } : undefined);
      const done = revisionReviewable
        ? decision === 'approve'
          ? REVISION_MESSAGES.approved
          : REVISION_MESSAGES.rejectedToast
        : `Tenant "${tenant.name}" ${decision === 'approve' ? 'disetujui' : 'ditolak'}`;
      toast({ variant: 'success', description: done });
      onReviewed(updated);
    } catch (err) {
      console.error(decision === 'approve' ? 'Gagal menyetujui tenant' : 'Gagal menolak tenant', err);
      setError(messageOf(err, decision === 'approve' ? tenantMessages.approveFailed : tenantMessages.rejectFailed));
    } finally {
      setPending(null);
    }
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>{revisionReviewable ? 'Tinjau Perubahan Tenant' : 'Tinjau Tenant'}</DialogTitle>
        <DialogDescription>
          {reviewable
            ? 'Periksa data tenant, lalu setujui atau tolak pendaftarannya.'
            : revisionReviewable
              ? 'Pemilik mengajukan perubahan. Publik tetap melihat versi yang sudah disetujui sampai Anda menyetujuinya.'
              : 'Detail tenant dan status peninjauannya.'}
        </DialogDescription>
      </DialogHeader>
      {tenant.status === 'pending_approval' && tenant.previousRejectionReason && (
        <RejectionNotice reason={tenant.previousRejectionReason} label="Alasan penolakan sebelumnya" />
      )}
      <RevisionNotice revision={tenant.revision} live={tenant} />
      <TenantDetails tenant={tenant} statusSpelling="review" />
      {canReadMenus && <TenantMenus tenantId={tenant.id} />}
      <AlertBanner message={error} onDismiss={() => setError(null)} />
      {deciding && <RejectReasonField id="tenant-reject-reason" value={reason} onChange={setReason} disabled={pending !== null} />}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose} disabled={pending !== null}>
          Tutup
        </Button>
        {deciding && (
          <>
            <Button type="button" variant="destructive" onClick={() => decide('reject')} disabled={pending !== null || reason.trim() === ''}>
              {pending === 'reject' ? <Spinner size="sm" label="Menolak..." className="[&_svg]:text-current" /> : <XIcon aria-hidden="true" />}
              {revisionReviewable ? 'Tolak Perubahan' : 'Tolak'}
            </Button>
            <Button type="button" variant="success" className="bg-green-700 hover:bg-green-800" onClick={() => decide('approve')} disabled={pending !== null}>
              {pending === 'approve' ? <Spinner size="sm" label="Menyetujui..." className="[&_svg]:text-current" /> : <CheckIcon aria-hidden="true" />}
              {revisionReviewable ? 'Setujui Perubahan' : 'Setujui'}
            </Button>
          </>
        )}
      </DialogFooter>
    </>
  );
}
