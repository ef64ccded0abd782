'use client';
// Admin review of one menu: details, approve or reject with a required reason (pending_approval only), and the
// active <-> inactive switch the transitions allow.
import * as React from 'react';
import { CheckIcon, PowerIcon, XIcon } from 'lucide-react';
import { apiClient } from '@/lib/api/client';
import { AlertBanner } from '@/components/dashboard/alert-banner';
import type { Menu } from '@/components/dashboard/api-types';
import { RejectReasonField } from '@/components/dashboard/reject-reason-field';
import { messageOf } from '@/lib/api/client';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast';
import { canTransitionMenu, menuStatusTargets } from '@/lib/transitions';
import { REVISION_MESSAGES } from '@/lib/revisions';
import { MenuDetails } from './menu-details';

interface MenuReviewDialogProps {
  menu: Menu | null;
  onOpenChange: (open: boolean) => void;
  canApprove: boolean;
  canUpdate: boolean;
  onChanged: (menu: Menu) => void;
}

export function MenuReviewDialog({ menu, onOpenChange, canApprove, canUpdate, onChanged }: MenuReviewDialogProps) {
  return (
    <Dialog open={menu !== null} onOpenChange={onOpenChange}>
      <DialogContent size="lg">
        {menu && (
          <ReviewBody key={menu.id} menu={menu} canApprove={canApprove} canUpdate={canUpdate} onChanged={onChanged} onClose={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function ReviewBody({
  menu,
  canApprove,
  canUpdate,
  onChanged,
  onClose,
}: {
  menu: Menu;
  canApprove: boolean;
  canUpdate: boolean;
  onChanged: (m: Menu) => void;
  onClose: () => void;
}) {
  const { toast } = useToast();
  const [reason, setReason] = React.useState('');
  const [pending, setPending] = React.useState<'approve' | 'reject' | 'status' | null>(null);
  const [error, setError] = React.useState<string | null>(null);
  const reviewable = canApprove && canTransitionMenu({ from: menu.status, to: 'active', actor: 'admin', action: 'approve' });
  // An approved menu's pending revision (lib/revisions.ts) is approved or rejected the same way.
  const revisionReviewable = canApprove && !reviewable && menu.revision?.state === 'pending';
  const deciding = reviewable || revisionReviewable;
  const base = revisionReviewable ? `/menus/${menu.id}/revision` : `/menus/${menu.id}`;
  const toggleTarget = canUpdate ? menuStatusTargets(menu.status, 'admin')[0] : undefined;

  const run = async (kind: 'approve' | 'reject' | 'status', call: () => Promise<Menu>, success: string, failure: string) => {
    setPending(kind);
    setError(null);
    try {
      const updated = await call();
      toast({ variant: 'success', description: success });
      onChanged(updated);
    } catch (err) {
      console.error(failure, err);
      setError(messageOf(err, failure));
    } finally {
      setPending(null);
    }
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>{revisionReviewable ? 'Tinjau Perubahan Menu' : 'Tinjau Menu'}</DialogTitle>
        <DialogDescription>
          {reviewable
            ? 'Periksa menu, lalu setujui atau tolak.'
            : revisionReviewable
              ? 'Pemilik mengajukan perubahan. Publik tetap melihat versi yang sudah disetujui sampai Anda menyetujuinya.'
              : 'Detail menu dan statusnya.'}
        </DialogDescription>
      </DialogHeader>
      <MenuDetails menu={menu} showTenant reviewer />
      <AlertBanner message={error} onDismiss={() => setError(null)} />
      {deciding && <RejectReasonField id="menu-reject-reason" value={reason} onChange={setReason} disabled={pending !== null} />}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose} disabled={pending !== null}>
          Tutup
        </Button>
        {toggleTarget && (
          <Button
            type="button"
            variant="outline"
            disabled={pending !== null}
            onClick={() =>
              run(
                'status',
                () => apiClient.patch<Menu>(`/menus/${menu.id}`, { status: toggleTarget }),
                toggleTarget === 'active' ? `Menu "${menu.name}" diaktifkan` : `Menu "${menu.name}" dinonaktifkan`,
                'Gagal mengubah status menu. Silakan coba lagi.',
              )
            }
          >
            {pending === 'status' ? <Spinner size="sm" label="Menyimpan..." /> : <PowerIcon aria-hidden="true" />}
            {toggleTarget === 'active' ? 'Aktifkan' : 'Nonaktifkan'}
          </Button>
        )}
        {deciding && (
          <>
            <Button
              type="button"
              variant="destructive"
              disabled={pending !== null || reason.trim() === ''}
              onClick={() =>
                run(
                  'reject',
                  () => apiClient.patch<Menu>(`${base}/reject`, { reason: reason.trim() }),
                  revisionReviewable ? REVISION_MESSAGES.rejectedToast : `Menu "${menu.name}" ditolak`,
                  'Gagal menolak menu. Silakan coba lagi.',
                )
              }
            >
              {pending === 'reject' ? <Spinner size="sm" label="Menolak..." className="[&_svg]:text-current" /> : <XIcon aria-hidden="true" />}
              {revisionReviewable ? 'Tolak Perubahan' : 'Tolak'}
            </Button>
            <Button
              type="button"
              variant="success"
              className="bg-green-700 hover:bg-green-800"
              disabled={pending !== null}
              onClick={() =>
                run(
                  'approve',
                  () => apiClient.patch<Menu>(`${base}/approve`),
                  revisionReviewable ? REVISION_MESSAGES.approved : `Menu "${menu.name}" disetujui`,
                  'Gagal menyetujui menu. Silakan coba lagi.',
                )
              }
            >
              {pending === 'approve' ? <Spinner size="sm" label="Menyetujui..." className="[&_svg]:text-current" /> : <CheckIcon aria-hidden="true" />}
              {revisionReviewable ? 'Setujui Perubahan' : 'Setujui'}
            </Button>
          </>
        )}
      </DialogFooter>
    </>
  );
}
