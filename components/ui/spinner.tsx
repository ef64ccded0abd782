import * as React from 'react';
import { LoaderCircleIcon } from 'lucide-react';

import { cn } from '@/lib/utils';

const spinnerSizes = {
  sm: 'size-4',
  default: 'size-6',
  lg: 'size-8',
} as const;

type SpinnerProps = Omit<React.ComponentProps<'span'>, 'children'> & {
  /** Screen-reader text. Defaults to "Memuat...". */
  label?: string;
  size?: keyof typeof spinnerSizes;
};

function Spinner({ className, label = 'Memuat...', size = 'default', ...props }: SpinnerProps) {
  return (
    <span role="status" data-slot="spinner" className={cn('inline-flex items-center justify-center', className)} {...props}>
      <LoaderCircleIcon aria-hidden="true" className={cn('animate-spin text-muted-foreground', spinnerSizes[size])} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

export { Spinner, type SpinnerProps };
