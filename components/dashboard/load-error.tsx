// The failure state of a screen or list: the spec's message and a retry button.
import { CircleAlertIcon, RotateCwIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

interface LoadErrorProps {
  message: string;
  detail?: string;
  onRetry?: () => void;
  className?: string;
}

export function LoadError({ message, detail, onRetry, className }: LoadErrorProps) {
  return (
    <div
      role="alert"
      className={cn('flex flex-col items-center gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-8 text-center text-red-900', className)}
    >
      <CircleAlertIcon aria-hidden="true" className="size-8 text-red-600" />
      <div className="space-y-1">
        <p className="font-semibold">{message}</p>
        {detail && detail !== message && <p className="text-sm opacity-90">{detail}</p>}
      </div>
      {onRetry && (
        <Button type="button" variant="outline" onClick={onRetry}>
          <RotateCwIcon aria-hidden="true" />
          Coba Lagi
        </Button>
      )}
    </div>
  );
}
