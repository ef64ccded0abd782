'use client';
// The icon button of a list row's actions (edit, delete, review): a ghost icon button named for its row, shown
// disabled with the reason when the signed-in user may not use it.
import * as React from 'react';
import type { LucideIcon } from 'lucide-react';
import { RefusalReason } from '@/components/dashboard/refusal-reason';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

interface RowActionButtonProps {
  /** Accessible name, e.g. 'Edit Budi'. */
  label: string;
  icon: LucideIcon;
  onClick: () => void;
  /** Why the action is refused; null or absent: allowed. */
  refusal?: string | null;
  /** Red (delete). */
  destructive?: boolean;
  /** Disabled for a moment (a request in flight) without a reason to show. */
  busy?: boolean;
}

export function RowActionButton({ label, icon: Icon, onClick, refusal = null, destructive = false, busy = false }: RowActionButtonProps) {
  return (
    <RefusalReason reason={refusal}>
      {(describedBy) => (
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className={cn(destructive && 'text-destructive hover:text-destructive')}
          onClick={onClick}
          disabled={refusal !== null || busy}
          aria-describedby={describedBy}
          aria-label={label}
        >
          <Icon aria-hidden="true" />
        </Button>
      )}
    </RefusalReason>
  );
}

/** The actions cell's row of buttons, kept at the right. */
export function RowActions({ children }: { children: React.ReactNode }) {
  return <div className="flex items-center justify-end gap-1">{children}</div>;
}
