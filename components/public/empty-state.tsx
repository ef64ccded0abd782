// An empty or failed list: icon, title, hint and an optional action (a link or a button). No class merging: the
// load-failure state of the (client) error boundaries renders it too.
import { clsx } from 'clsx';

export function EmptyState({
  icon,
  title,
  description,
  children,
  role,
  className,
  headingLevel = 'h2',
}: {
  /** The icon, rendered (size-7), e.g. <Icon name="search-x" className="size-7" />. */
  icon: React.ReactNode;
  title: string;
  description?: string;
  children?: React.ReactNode;
  role?: 'alert' | 'status';
  className?: string;
  headingLevel?: 'h1' | 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  return (
    <div
      role={role}
      className={clsx('flex flex-col items-center justify-center rounded-xl border border-dashed bg-muted/40 px-6 py-14 text-center', className)}
    >
      <span aria-hidden="true" className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
        {icon}
      </span>
      <Heading className="mt-4 text-lg font-semibold">{title}</Heading>
      {description && <p className="mt-2 max-w-md text-sm text-muted-foreground">{description}</p>}
      {children && <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>}
    </div>
  );
}
