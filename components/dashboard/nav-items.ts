// Sidebar entries: the one page catalogue (DASHBOARD_PAGES) with icons and the role badge of each entry.
import type { LucideIcon } from 'lucide-react';
import {
  ChartColumnIcon,
  ChefHatIcon,
  LayoutDashboardIcon,
  SettingsIcon,
  ShieldCheckIcon,
  ShoppingBagIcon,
  StoreIcon,
  UsersIcon,
  UtensilsCrossedIcon,
} from 'lucide-react';
import { DASHBOARD_PAGES, canOpenPage, type DashboardPageKey, type RoleLike } from '@/lib/auth/permissions';

export const PAGE_ICONS: Record<DashboardPageKey, LucideIcon> = {
  dashboard: LayoutDashboardIcon,
  orders: ShoppingBagIcon,
  menus: UtensilsCrossedIcon,
  tenants: StoreIcon,
  'my-tenant': StoreIcon,
  'my-menus': ChefHatIcon,
  users: UsersIcon,
  roles: ShieldCheckIcon,
  reports: ChartColumnIcon,
  settings: SettingsIcon,
};

export type RoleBadge = 'Admin+' | 'Manager' | 'Super Admin';

/** The badge shown beside an entry, from the system roles allowed to open it (none for pages open to all). */
export function roleBadgeFor(roles: readonly string[]): RoleBadge | null {
  const set = new Set(roles);
  if (set.size === 0 || (set.has('SUPER_ADMIN') && set.has('ADMIN') && set.has('MANAGER'))) return null;
  if (set.has('ADMIN')) return 'Admin+';
  if (set.has('MANAGER')) return 'Manager';
  if (set.has('SUPER_ADMIN')) return 'Super Admin';
  return null;
}

export interface NavItem {
  key: DashboardPageKey;
  href: string;
  title: string;
  icon: LucideIcon;
  badge: RoleBadge | null;
}

export function navItemsFor(role: RoleLike | null): NavItem[] {
  return DASHBOARD_PAGES.filter((page) => canOpenPage(role, page.key)).map((page) => ({
    key: page.key,
    href: page.href,
    title: page.title,
    icon: PAGE_ICONS[page.key],
    badge: roleBadgeFor(page.roles),
  }));
}

/** The entry a pathname belongs to (longest matching href). */
export function activeNavKey(items: NavItem[], pathname: string): DashboardPageKey | null {
  const match = items
    .filter((item) => pathname === item.href || (item.key !== 'dashboard' && pathname.startsWith(`${item.href}/`)))
    .sort((a, b) => b.href.length - a.href.length)[0];
  return match?.key ?? null;
}
