'use client';
// The one client island behind a server-rendered menu grid: a click on any card's [data-menu-open] button opens the
// detail dialog for that menu. The dialog's code loads on the first opening and then stays mounted with the last menu,
// so closing animates; focus goes back to the card's button.
import { Suspense, lazy, useRef, useState } from 'react';
import type { MenuDialogItem, MenuDialogMenu, MenuDialogTenant } from './menu-display';
import { MENU_OPEN_ATTRIBUTE } from './menu-open-attribute';

// React.lazy rather than next/dynamic (whose loader is client code of its own): the dialog renders only after a click.
const MenuDialog = lazy(() => import('./menu-dialog').then((m) => ({ default: m.MenuDialog })));

export function MenuDialogHost({ menus, tenants, children }: { menus: MenuDialogMenu[]; tenants: MenuDialogTenant[]; children: React.ReactNode }) {
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLElement | null>(null);

  let selected: MenuDialogItem | null = null;
  const menu = selectedId === null ? undefined : menus.find((m) => m.id === selectedId);
  const tenant = menu && tenants.find((t) => t.id === menu.tenantId);
  if (menu && tenant) selected = { ...menu, tenant };

  function onClick(event: React.MouseEvent<HTMLDivElement>) {
    const button = (event.target as Element).closest<HTMLElement>(`[${MENU_OPEN_ATTRIBUTE}]`);
    if (!button || !event.currentTarget.contains(button)) return;
    const id = Number(button.getAttribute(MENU_OPEN_ATTRIBUTE));
    if (!menus.some((m) => m.id === id)) return;
    trigger.current = button;
    setSelectedId(id);
    setOpen(true);
  }

  return (
    // Delegation: the buttons inside are server-rendered; this wrapper only listens for their clicks.
    <div onClick={onClick}>
      {children}
      {selectedId !== null && (
        <Suspense fallback={null}>
          <MenuDialog menu={selected} open={open} onClose={() => setOpen(false)} returnFocus={() => trigger.current?.focus()} />
        </Suspense>
      )}
    </div>
  );
}
