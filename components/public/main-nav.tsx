'use client';
// Top-bar navigation: inline links from xl up; below that a disclosure (<details>, so it opens without JavaScript too).
// Client code on every public page (for the current page's mark and closing after a navigation), so it stays small:
// the icons come rendered from the server, classes are joined without merging.
import { useEffect, useRef } from 'react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { clsx } from 'clsx';
import { PUBLIC_NAV_LINKS, isActivePath } from './nav-links';

/** `menuIcon` and `closeIcon`: the button's icon while the menu is closed, and open (server-rendered, see ./icon). */
export function MainNav({ menuIcon, closeIcon, storeIcon }: { menuIcon: React.ReactNode; closeIcon: React.ReactNode; storeIcon: React.ReactNode }) {
  const pathname = usePathname() ?? '/';
  const details = useRef<HTMLDetailsElement>(null);

  // Close the mobile menu after navigating.
  useEffect(() => {
    if (details.current) details.current.open = false;
  }, [pathname]);

  // And, as a menu does, on Escape (focus back on its button when it was in the menu) or a tap outside it. An Escape
  // that closed a dialog or another menu on top (Radix prevents its default) closes only that.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const menu = details.current;
      if (event.key !== 'Escape' || event.defaultPrevented || !menu?.open) return;
      menu.open = false;
      if (menu.contains(document.activeElement)) menu.querySelector('summary')?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const menu = details.current;
      if (menu?.open && !menu.contains(event.target as Node)) menu.open = false;
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, []);

  return (
    <>
      <nav aria-label="Navigasi utama" className="hidden xl:block">
        <ul className="flex items-center gap-1">
          {PUBLIC_NAV_LINKS.map((link) => {
            const active = isActivePath(pathname, link.href);
            return (
              <li key={link.href}>
                <Link
                  href={link.href}
                  aria-current={active ? 'page' : undefined}
                  className={clsx(
                    'whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
                    active && 'bg-accent text-accent-foreground',
                  )}
                >
                  {link.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <details ref={details} className="group order-last xl:hidden">
        <summary
          className="flex size-10 cursor-pointer list-none items-center justify-center rounded-md border border-input outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 [&::-webkit-details-marker]:hidden"
          aria-label="Buka menu navigasi"
        >
          <span className="contents group-open:hidden">{menuIcon}</span>
          <span className="hidden group-open:contents">{closeIcon}</span>
        </summary>
        <nav aria-label="Navigasi utama (seluler)" className="absolute inset-x-0 top-full border-b bg-background px-4 pb-4 pt-2 shadow-md">
          <ul className="flex flex-col gap-1">
            {PUBLIC_NAV_LINKS.map((link) => {
              const active = isActivePath(pathname, link.href);
              return (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    aria-current={active ? 'page' : undefined}
                    className={clsx(
                      'block rounded-md px-3 py-3 text-base font-medium outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50',
                      active && 'bg-accent text-accent-foreground',
                    )}
                  >
                    {link.label}
                  </Link>
                </li>
              );
            })}
            <li className="pt-2">
              <Link
                href="/pendaftaran"
                prefetch={false}
                className="flex items-center justify-center gap-2 rounded-md bg-primary px-3 py-3 text-base font-medium text-primary-foreground outline-none hover:bg-primary/90 focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                {storeIcon}
                Daftar Tenant
              </Link>
            </li>
          </ul>
        </nav>
      </details>
    </>
  );
}
