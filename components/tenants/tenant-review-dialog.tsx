'use client';
// Review dialog of 'Manajemen Tenant': the tenant's details and, for pending_approval only, approve or reject with a reason.
import * as React from 'react';
import { CheckIcon, XIcon } from 'lucide-react';
import { apiClient } from '@/lib/api/client';
import { AlertBanner } from '@/components/dashboard/alert-banner';
import type { Tenant } from '@/components/dashboard/api-types';
import { RejectReasonField } from '@/components/dashboard/reject-reason-field';
import { messageOf } from '@/lib/api/client';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast';
import { tenantMessages } from '@/lib/validations/tenant';
import { canTransitionTenant } from '@/lib/transitions';
import { TenantDetails } from './tenant-details';

interface TenantReviewDialogProps {
  tenant: Tenant | null;
  onOpenChange: (open: boolean) => void;
  /** May the caller approve and reject (tenants.approve)? */
  canReview: boolean;
  onReviewed: (tenant: Tenant) => void;
}

export function TenantReviewDialog({ tenant, onOpenChange, canReview, onReviewed }: TenantReviewDialogProps) {
  return (
    <Dialog open={tenant !== null} onOpenChange={onOpenChange}>
      <DialogContent size="lg">
        {tenant && <ReviewBody key={tenant.id} tenant={tenant} canReview={canReview} onReviewed={onReviewed} onClose={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function ReviewBody({ tenant, canReview, onReviewed, onClose }: { tenant: Tenant; canReview: boolean; onReviewed: (t: Tenant) => void; onClose: () => void }) {
  const { toast } = useToast();
  const [reason, setReason] = React.useState('');
  const [pending, setPending] = React.useState<'approve' | 'reject' | null>(null);
  const [error, setError] = React.useState<string | null>(null);
  const reviewable = canReview && canTransitionTenant({ from: tenant.status, to: 'active', actor: 'admin', action: 'approve' });

  const approve = async () => {
    setPending('approve');
    setError(null);
    try {
      const updated = await apiClient.patch<Tenant>(`/tenants/${tenant.id}/approve`);
      toast({ variant: 'success', description: `Tenant "${tenant.name}" disetujui` });
      onReviewed(updated);
    } catch (err) {
      console.error('Gagal menyetujui tenant', err);
      setError(messageOf(err, tenantMessages.approveFailed));
    } finally {
      setPending(null);
    }
  };

  const reject = async () => {
    if (!reason.trim()) return;
    setPending('reject');
    setError(null);
    try {
      const updated = await apiClient.patch<Tenant>(`/tenants/${tenant.id}/reject`, { reason: reason.trim() });
      toast({ variant: 'success', description: `Tenant "${tenant.name}" ditolak` });
      onReviewed(updated);
    } catch (err) {
      console.error('Gagal menolak tenant', err);
      setError(messageOf(err, tenantMessages.rejectFailed));
    } finally {
      setPending(null);
    }
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>Tinjau Tenant</DialogTitle>
        <DialogDescription>
          {reviewable ? 'Periksa data tenant, lalu setujui atau tolak pendaftarannya.' : 'Detail tenant dan status peninjauannya.'}
        </DialogDescription>
      </DialogHeader>
      <TenantDetails tenant={tenant} statusSpelling="review" />
      <AlertBanner message={error} onDismiss={() => setError(null)} />
      {reviewable && <RejectReasonField id="tenant-reject-reason" value={reason} onChange={setReason} disabled={pending !== null} />}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose} disabled={pending !== null}>
          Tutup
        </Button>
        {reviewable && (
          <>
            <Button type="button" variant="destructive" onClick={reject} disabled={pending !== null || reason.trim() === ''}>
              {pending === 'reject' ? <Spinner size="sm" label="Menolak..." className="[&_svg]:text-current" /> : <XIcon aria-hidden="true" />}
              Tolak
            </Button>
            <Button type="button" variant="success" className="bg-green-700 hover:bg-green-800" onClick={approve} disabled={pending !== null}>
              {pending === 'approve' ? <Spinner size="sm" label="Menyetujui..." className="[&_svg]:text-current" /> : <CheckIcon aria-hidden="true" />}
              Setujui
            </Button>
          </>
        )}
      </DialogFooter>
    </>
  );
}
