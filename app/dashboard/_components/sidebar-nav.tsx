'use client';
// The sidebar's list of pages the role may open, with role badges; an explanation when there are none.
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { cn } from '@/lib/utils';
import { activeNavKey, type NavItem, type RoleBadge } from '@/components/dashboard/nav-items';

const badgeClasses: Record<RoleBadge, string> = {
  'Admin+': 'bg-blue-100 text-blue-800',
  Manager: 'bg-green-100 text-green-800',
  'Super Admin': 'bg-purple-100 text-purple-800',
};

export function SidebarNav({ items, onNavigate }: { items: NavItem[]; onNavigate?: () => void }) {
  const pathname = usePathname();
  const active = activeNavKey(items, pathname);

  if (items.length === 0) {
    return <p className="px-3 py-4 text-sm text-muted-foreground">Tidak ada menu yang tersedia untuk role Anda</p>;
  }

  return (
    <ul className="space-y-1">
      {items.map((item) => {
        const Icon = item.icon;
        const current = item.key === active;
        return (
          <li key={item.key}>
            <Link
              href={item.href}
              onClick={onNavigate}
              aria-current={current ? 'page' : undefined}
              className={cn(
                'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50',
                current ? 'bg-primary text-primary-foreground' : 'text-foreground hover:bg-accent hover:text-accent-foreground',
              )}
            >
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              <span className="flex-1 leading-tight">{item.title}</span>
              {item.badge && (
                <span
                  className={cn(
                    'rounded px-1.5 py-0.5 text-[10px] font-semibold leading-none',
                    current ? 'bg-black/25 text-primary-foreground' : badgeClasses[item.badge],
                  )}
                >
                  {item.badge}
                </span>
              )}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
