// The breadcrumb trail of a public detail page: links from the home page down, then the current page (not a link).
import Link from 'next/link';
import { Icon } from './icon';

export function Breadcrumb({ trail, current }: { trail: readonly { href: string; label: string }[]; current: string }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground">
        {trail.map((item) => (
          <li key={item.href} className="flex items-center gap-1">
            <Link href={item.href} className="rounded-sm hover:text-primary hover:underline">
              {item.label}
            </Link>
            <Icon name="chevron-right" className="size-4" />
          </li>
        ))}
        <li aria-current="page" className="line-clamp-1 min-w-0 flex-1 font-medium text-foreground">
          {current}
        </li>
      </ol>
    </nav>
  );
}
