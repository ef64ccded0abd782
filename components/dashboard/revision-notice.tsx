'use client';
// A pending revision of an approved tenant or menu (lib/revisions.ts): what the owner proposed, shown to the owner
// (with the reviewer's reason after a rejection, and a withdraw button) and to the reviewer (current beside proposed).
import * as React from 'react';
import { BanIcon, HourglassIcon, Undo2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { HALAL_STATUS_LABELS, type HalalStatus } from '@/lib/constants';
import { formatDate } from '@/lib/format';
import { REVISION_FIELD_LABELS, REVISION_MESSAGES, revisionLabel, type RevisionJson } from '@/lib/revisions';
import { cn } from '@/lib/utils';

const PICTURES = new Set(['logo', 'banner', 'image']);

function Value({ field, value }: { field: string; value: unknown }) {
  if (value == null || value === '') return <span className="italic text-muted-foreground">(dikosongkan)</span>;
  if (PICTURES.has(field) && typeof value === 'string') {
    return (
      // eslint-disable-next-line @next/next/no-img-element -- uploaded image served by the API
      <img
        src={value}
        alt={`${REVISION_FIELD_LABELS[field as keyof typeof REVISION_FIELD_LABELS] ?? field} yang diusulkan`}
        className="h-16 rounded border object-cover"
      />
    );
  }
  if (field === 'halalStatus' && typeof value === 'string') return <>{HALAL_STATUS_LABELS[value as HalalStatus] ?? value}</>;
  return <>{String(value)}</>;
}

interface RevisionNoticeProps {
  revision: RevisionJson | null | undefined;
  /** The live record: shown beside each proposed value for the reviewer. */
  live?: Record<string, unknown>;
  /** The owner withdraws the revision. */
  onWithdraw?: () => Promise<void>;
  className?: string;
}

export function RevisionNotice({ revision, live, onWithdraw, className }: RevisionNoticeProps) {
  const [busy, setBusy] = React.useState(false);
  if (!revision) return null;
  const rejected = revision.state === 'rejected';
  const Icon = rejected ? BanIcon : HourglassIcon;
  const withdraw = async () => {
    if (!onWithdraw) return;
    setBusy(true);
    try {
      await onWithdraw();
    } finally {
      setBusy(false);
    }
  };
  return (
    <section
      aria-label={revisionLabel(revision.state)}
      data-testid="revision-notice"
      data-state={revision.state}
      className={cn(
        'grid gap-2 rounded-md border px-3 py-2 text-sm',
        rejected ? 'border-red-200 bg-red-50 text-red-900' : 'border-amber-200 bg-amber-50 text-amber-900',
        className,
      )}
    >
      <p className="flex items-start gap-2 font-semibold">
        <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          {revisionLabel(revision.state)}
          <span className="font-normal"> · diajukan {formatDate(revision.submittedAt)}</span>
        </span>
      </p>
      {rejected && (
        <p data-testid="revision-rejection-reason">
          <span className="font-semibold">Alasan penolakan: </span>
          {revision.rejectionReason}
        </p>
      )}
      {!rejected && !live && <p>Publik tetap melihat versi yang sudah disetujui sampai admin menyetujui perubahan ini.</p>}
      <dl className="grid gap-1.5">
        {Object.entries(revision.values).map(([field, value]) => (
          <div key={field} className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-3">
            <dt className="text-xs font-medium uppercase tracking-wide opacity-80">
              {REVISION_FIELD_LABELS[field as keyof typeof REVISION_FIELD_LABELS] ?? field}
            </dt>
            <dd className="grid gap-0.5 break-words">
              {live && (
                <span className="text-xs opacity-80">
                  Sekarang: <Value field={field} value={live[field]} />
                </span>
              )}
              <span>
                {live && <span className="text-xs opacity-80">Diusulkan: </span>}
                <Value field={field} value={value} />
              </span>
            </dd>
          </div>
        ))}
      </dl>
      {onWithdraw && (
        <div>
          <Button type="button" size="sm" variant="outline" onClick={withdraw} disabled={busy}>
            {busy ? <Spinner size="sm" label="Membatalkan..." /> : <Undo2Icon aria-hidden="true" />}
            {rejected ? 'Hapus perubahan' : 'Batalkan perubahan'}
          </Button>
        </div>
      )}
    </section>
  );
}

export { REVISION_MESSAGES };
