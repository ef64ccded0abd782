'use client';
// Menu cards with a detail dialog. Cards are server-rendered HTML; the name opens the dialog (loaded on first use),
// and the tenant name is a plain link so the tenant is reachable without JavaScript too.
import { useState } from 'react';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { Clock, Flame, Store } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import type { PublicMenu } from '@/db/queries/public';
import { MENU_CATEGORY_LABELS } from '@/lib/constants';
import { formatIDR } from '@/lib/format';
import { tenantPath } from '@/lib/seo';
import { cn } from '@/lib/utils';
import { EntityImage } from './entity-image';
import { UNAVAILABLE_LABEL, prepTime, spiceLabel } from './menu-display';

const MenuDialog = dynamic(() => import('./menu-dialog').then((m) => m.MenuDialog), { ssr: false });

function SpiceMeter({ level }: { level: number }) {
  return (
    <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
      <span className="inline-flex" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((n) => (
          <Flame key={n} className={cn('size-3.5', n <= level ? 'fill-red-500 text-red-600' : 'text-stone-300')} />
        ))}
      </span>
      {spiceLabel(level)}
    </span>
  );
}

function MenuCard({ menu, showTenant, headingLevel, onOpen }: { menu: PublicMenu; showTenant: boolean; headingLevel: 'h2' | 'h3'; onOpen: () => void }) {
  const Heading = headingLevel;
  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition-shadow focus-within:ring-[3px] focus-within:ring-ring/50 hover:shadow-md"
      data-testid="menu-card"
    >
      <div className="relative">
        <EntityImage src={menu.image} name={menu.name} menuCategory={menu.category} sizes="(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" aspect="aspect-[16/10]" showInitials={false} />
        {!menu.isAvailable && (
          <span className="absolute left-3 top-3 rounded-md bg-stone-900/85 px-2 py-1 text-xs font-semibold text-white">{UNAVAILABLE_LABEL}</span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{MENU_CATEGORY_LABELS[menu.category]}</Badge>
          <SpiceMeter level={menu.spiceLevel} />
        </div>
        <Heading className="text-base font-semibold leading-snug">
          <button
            type="button"
            onClick={onOpen}
            className="text-left outline-none after:absolute after:inset-0 after:content-[''] group-hover:text-primary"
            aria-haspopup="dialog"
          >
            {menu.name}
          </button>
        </Heading>
        {showTenant && (
          <Link
            href={tenantPath(menu.tenant)}
            className="relative z-10 inline-flex w-fit items-center gap-1 rounded-sm text-sm text-muted-foreground outline-none hover:text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            <Store aria-hidden="true" className="size-3.5" />
            {menu.tenant.name}
          </Link>
        )}
        {menu.description && <p className="line-clamp-2 text-sm text-muted-foreground">{menu.description}</p>}
        <div className="mt-auto flex items-end justify-between gap-2 pt-2">
          <p className={cn('whitespace-nowrap text-lg font-bold', menu.isAvailable ? 'text-primary' : 'text-muted-foreground line-through')}>{formatIDR(menu.price)}</p>
          <p className="inline-flex items-center gap-1 text-xs text-muted-foreground">
            <Clock aria-hidden="true" className="size-3.5" />
            {prepTime(menu)}
          </p>
        </div>
      </div>
    </article>
  );
}

export function MenuGrid({
  menus,
  showTenant = true,
  headingLevel = 'h3',
  columns = 'wide',
}: {
  menus: PublicMenu[];
  showTenant?: boolean;
  headingLevel?: 'h2' | 'h3';
  /** 'narrow' when the grid shares the row with a sidebar. */
  columns?: 'wide' | 'narrow';
}) {
  const [selectedId, setSelectedId] = useState<number | null>(null);
  // Stays mounted after the first opening so closing can animate and focus returns to the card.
  const [dialogLoaded, setDialogLoaded] = useState(false);
  const selected = menus.find((m) => m.id === selectedId) ?? null;
  return (
    <>
      <ul className={cn('grid gap-5 sm:grid-cols-2', columns === 'wide' ? 'lg:grid-cols-3 xl:grid-cols-4' : 'xl:grid-cols-3')}>
        {menus.map((menu) => (
          <li key={menu.id}>
            <MenuCard
              menu={menu}
              showTenant={showTenant}
              headingLevel={headingLevel}
              onOpen={() => {
                setDialogLoaded(true);
                setSelectedId(menu.id);
              }}
            />
          </li>
        ))}
      </ul>
      {dialogLoaded && <MenuDialog menu={selected} onClose={() => setSelectedId(null)} />}
    </>
  );
}
