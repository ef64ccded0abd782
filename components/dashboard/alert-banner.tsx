// An inline alert (role="alert") for failed actions, with an optional dismiss button.
import { CircleAlertIcon, XIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

interface AlertBannerProps {
  message: string | null | undefined;
  onDismiss?: () => void;
  className?: string;
  variant?: 'error' | 'info' | 'warning';
}

const variants = {
  error: 'border-red-200 bg-red-50 text-red-900',
  warning: 'border-amber-200 bg-amber-50 text-amber-900',
  info: 'border-blue-200 bg-blue-50 text-blue-900',
} as const;

export function AlertBanner({ message, onDismiss, className, variant = 'error' }: AlertBannerProps) {
  if (!message) return null;
  return (
    <div role="alert" className={cn('flex items-start gap-2 rounded-md border px-3 py-2 text-sm', variants[variant], className)}>
      <CircleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p className="flex-1">{message}</p>
      {onDismiss && (
        <button
          type="button"
          onClick={onDismiss}
          aria-label="Tutup pesan"
          className="rounded p-0.5 opacity-70 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-current"
        >
          <XIcon aria-hidden="true" className="size-4" />
        </button>
      )}
    </div>
  );
}
