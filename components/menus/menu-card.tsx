'use client';
// One menu of 'Menu Saya': photo, name, category, status, description, price, preparation, spice, calories, date, the
// 'available today' switch and actions.
import { CalendarIcon, ClockIcon, EyeIcon, FlameIcon, PencilIcon, Trash2Icon, ZapIcon } from 'lucide-react';
import type { Menu } from '@/components/dashboard/api-types';
import { RejectionNotice } from '@/components/dashboard/rejection-notice';
import { MenuStatusBadge } from '@/components/dashboard/status-badge';
import { Badge } from '@/components/ui/badge';
import { revisionLabel } from '@/lib/revisions';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Switch } from '@/components/ui/switch';
import { formatDate, formatIDR } from '@/lib/format';
import { MenuImage } from './menu-image';
import { caloriesLabel, categoryLabel, preparationLabel, spiceLabel } from './menu-labels';

interface MenuCardProps {
  menu: Menu;
  onEdit: () => void;
  onView: () => void;
  onDelete: () => void;
  /** One-tap sold-out toggle: PATCH { isAvailable } (the caller writes, toasts and refreshes). */
  onAvailabilityChange: (isAvailable: boolean) => void;
  /** While that write runs, the switch is disabled. */
  availabilityPending?: boolean;
}

export function MenuCard({ menu, onEdit, onView, onDelete, onAvailabilityChange, availabilityPending = false }: MenuCardProps) {
  return (
    <Card className="w-full min-w-0 gap-0 overflow-hidden py-0" data-testid="menu-card">
      <MenuImage src={menu.imageUrl ?? menu.image} alt={menu.name} className="h-40 w-full" />
      {/* grid-cols-1 (minmax(0, 1fr)): a long name ends in an ellipsis instead of widening the card; content-start: a
          card without a photo keeps its rows together instead of spreading them over the row height */}
      <div className="grid min-w-0 flex-1 grid-cols-1 content-start gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0 flex-1">
            <h3 id={`menu-${menu.id}-name`} className="truncate font-semibold">
              {menu.name}
            </h3>
            <p className="text-xs text-muted-foreground">{categoryLabel(menu.category)}</p>
          </div>
          <div className="flex shrink-0 flex-col items-end gap-1">
            <MenuStatusBadge status={menu.status} />
            {!menu.isAvailable && <Badge variant="secondary">Tidak tersedia</Badge>}
            {menu.revision && (
              <Badge variant={menu.revision.state === 'pending' ? 'warning' : 'destructive'} data-testid="menu-revision-badge">
                {revisionLabel(menu.revision.state)}
              </Badge>
            )}
          </div>
        </div>
        {menu.status === 'rejected' && <RejectionNotice reason={menu.rejectionReason} />}
        {menu.description && <p className="line-clamp-2 text-sm text-muted-foreground">{menu.description}</p>}
        <p className="text-lg font-bold text-primary">{formatIDR(menu.price)}</p>
        <ul className="grid grid-cols-[repeat(auto-fit,minmax(8.5rem,1fr))] gap-1 text-xs text-muted-foreground">
          <li className="flex min-w-0 items-center gap-1">
            <ClockIcon aria-hidden="true" className="size-3.5" />
            <span className="sr-only">Waktu persiapan:</span>
            {preparationLabel(menu.preparationTime)}
          </li>
          <li className="flex min-w-0 items-center gap-1">
            <FlameIcon aria-hidden="true" className="size-3.5" />
            <span className="sr-only">Level pedas:</span>
            {spiceLabel(menu.spiceLevel)}
          </li>
          <li className="flex min-w-0 items-center gap-1">
            <ZapIcon aria-hidden="true" className="size-3.5" />
            <span className="sr-only">Kalori:</span>
            {caloriesLabel(menu.calories)}
          </li>
          <li className="flex min-w-0 items-center gap-1">
            <CalendarIcon aria-hidden="true" className="size-3.5" />
            <span className="sr-only">Dibuat:</span>
            {formatDate(menu.createdAt)}
          </li>
        </ul>
      </div>
      <div className="flex min-h-11 items-center justify-between gap-3 border-t px-4 py-2 text-sm">
        <label htmlFor={`menu-${menu.id}-available`} className="min-w-0 cursor-pointer">
          Tersedia hari ini
        </label>
        <Switch
          id={`menu-${menu.id}-available`}
          checked={menu.isAvailable}
          aria-label={`Tersedia hari ini: ${menu.name}`}
          disabled={availabilityPending}
          aria-busy={availabilityPending || undefined}
          onCheckedChange={onAvailabilityChange}
        />
      </div>
      <div className="flex gap-2 border-t p-3">
        <Button type="button" variant="outline" size="sm" className="min-w-0 flex-1" onClick={onEdit} aria-label={`Edit ${menu.name}`}>
          <PencilIcon aria-hidden="true" />
          Edit
        </Button>
        <Button type="button" variant="outline" size="sm" className="min-w-0 flex-1" onClick={onView} aria-label={`Lihat ${menu.name}`}>
          <EyeIcon aria-hidden="true" />
          Lihat
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="text-destructive hover:text-destructive"
          onClick={onDelete}
          aria-label={`Hapus ${menu.name}`}
        >
          <Trash2Icon aria-hidden="true" />
        </Button>
      </div>
    </Card>
  );
}
