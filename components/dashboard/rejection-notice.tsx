// The admin's rejection reason, shown to the owner on a rejected tenant or menu.
import { BanIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

export function RejectionNotice({ reason, className, label = 'Alasan penolakan' }: { reason: string | null | undefined; className?: string; label?: string }) {
  return (
    <div
      className={cn('flex items-start gap-2 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900', className)}
      data-testid="rejection-reason"
    >
      <BanIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        <span className="font-semibold">{label}: </span>
        {reason?.trim() ? reason : 'Tidak ada alasan yang diberikan.'}
      </p>
    </div>
  );
}
