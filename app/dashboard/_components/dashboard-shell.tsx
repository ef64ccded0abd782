'use client';
// Dashboard frame: sidebar (a Radix dialog drawer on small screens), top bar with search, notifications and user menu.
import * as React from 'react';
import Link from 'next/link';
import { MenuIcon, UtensilsCrossedIcon, XIcon } from 'lucide-react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useCurrentRole } from '@/components/dashboard/use-current-role';
import { useFocusReturn } from '@/components/ui/focus-return';
import { Button } from '@/components/ui/button';
import { roleLabel } from '@/lib/auth/permissions';
import { SITE } from '@/lib/constants';
import { navItemsFor } from '@/components/dashboard/nav-items';
import { NotificationsMenu } from './notifications-menu';
import { SidebarNav } from './sidebar-nav';
import { TopBarSearch } from './top-bar-search';
import { UserMenu } from './user-menu';

/** The site name, linking to the overview; `onNavigate` closes the phone drawer it sits in. */
function Brand({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link
      href="/dashboard"
      onClick={onNavigate}
      className="flex items-center gap-2 rounded-md px-1 font-bold outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <span aria-hidden="true" className="flex size-8 items-center justify-center rounded-md bg-primary text-primary-foreground">
        <UtensilsCrossedIcon className="size-4" />
      </span>
      <span className="leading-tight">
        {SITE.name}
        <span className="block text-xs font-normal text-muted-foreground">Dashboard</span>
      </span>
    </Link>
  );
}

export function DashboardShell({ children }: { children: React.ReactNode }) {
  const role = useCurrentRole();
  const items = React.useMemo(() => navItemsFor(role), [role]);
  const [drawerOpen, setDrawerOpen] = React.useState(false);
  const roleName = role ? roleLabel(role.code) : '';
  // Closing the drawer puts focus back on the top bar's menu button (it is not a Radix trigger).
  const drawerFocusReturn = useFocusReturn();

  return (
    <div className="min-h-screen bg-muted/40">
      <a
        href="#dashboard-content"
        className="sr-only z-[60] rounded-md bg-background px-3 py-2 text-sm font-medium focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        Langsung ke konten
      </a>

      {/* Desktop sidebar */}
      <aside className="fixed inset-y-0 left-0 z-30 hidden w-72 flex-col border-r bg-background lg:flex" aria-label="Sidebar">
        <div className="flex h-16 items-center border-b px-4">
          <Brand />
        </div>
        <nav aria-label="Menu dashboard" className="flex-1 overflow-y-auto p-3">
          <SidebarNav items={items} />
        </nav>
        {roleName && (
          <p className="border-t px-4 py-3 text-xs text-muted-foreground">
            Masuk sebagai <span className="font-semibold text-foreground">{roleName}</span>
          </p>
        )}
      </aside>

      {/* Mobile drawer */}
      <DialogPrimitive.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
        <DialogPrimitive.Portal>
          <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-black/50 lg:hidden" />
          <DialogPrimitive.Content
            className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col border-r bg-background shadow-xl outline-none lg:hidden"
            aria-describedby={undefined}
            {...drawerFocusReturn}
          >
            <div className="flex h-16 items-center justify-between border-b px-4">
              <DialogPrimitive.Title className="sr-only">Menu navigasi</DialogPrimitive.Title>
              <Brand onNavigate={() => setDrawerOpen(false)} />
              <DialogPrimitive.Close asChild>
                <Button type="button" variant="ghost" size="icon" aria-label="Tutup menu">
                  <XIcon aria-hidden="true" className="size-5" />
                </Button>
              </DialogPrimitive.Close>
            </div>
            <nav aria-label="Menu dashboard" className="flex-1 overflow-y-auto p-3">
              <SidebarNav items={items} onNavigate={() => setDrawerOpen(false)} />
            </nav>
            {roleName && (
              <p className="border-t px-4 py-3 text-xs text-muted-foreground">
                Masuk sebagai <span className="font-semibold text-foreground">{roleName}</span>
              </p>
            )}
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      </DialogPrimitive.Root>

      <div className="flex min-h-screen flex-col lg:pl-72">
        <header className="sticky top-0 z-20 flex h-16 items-center gap-2 border-b bg-background px-3 sm:gap-3 sm:px-6">
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-label="Buka menu navigasi"
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
          >
            <MenuIcon aria-hidden="true" className="size-5" />
          </Button>
          <div className="min-w-0 flex-1">
            <TopBarSearch items={items} />
          </div>
          <NotificationsMenu />
          <UserMenu />
        </header>
        <main id="dashboard-content" tabIndex={-1} className="flex-1 p-4 outline-none sm:p-6">
          <div className="mx-auto w-full max-w-7xl">{children}</div>
        </main>
      </div>
    </div>
  );
}
