// An empty or failed list: icon, title, hint and an optional action (a link or a button).
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

export function EmptyState({
  icon: Icon,
  title,
  description,
  children,
  role,
  className,
  headingLevel = 'h2',
}: {
  icon: LucideIcon;
  title: string;
  description?: string;
  children?: React.ReactNode;
  role?: 'alert' | 'status';
  className?: string;
  headingLevel?: 'h1' | 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  return (
    <div role={role} className={cn('flex flex-col items-center justify-center rounded-xl border border-dashed bg-muted/40 px-6 py-14 text-center', className)}>
      <span aria-hidden="true" className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Icon className="size-7" />
      </span>
      <Heading className="mt-4 text-lg font-semibold">{title}</Heading>
      {description && <p className="mt-2 max-w-md text-sm text-muted-foreground">{description}</p>}
      {children && <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>}
    </div>
  );
}
