'use client';
// Notifications dropdown with hard-coded sample items (spec section 2: no notification API exists).
import * as React from 'react';
import { BellIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/utils';

const SAMPLE_NOTIFICATIONS = [
  { id: 1, title: 'Tenant baru menunggu persetujuan', body: 'Warung Nasi Tutug Oncom Mang Ujang mendaftar sebagai tenant.', time: '5 menit yang lalu' },
  { id: 2, title: 'Menu baru ditambahkan', body: 'Mie Bakso Laksana menambahkan 3 menu baru.', time: '1 jam yang lalu' },
  { id: 3, title: 'Laporan mingguan tersedia', body: 'Ringkasan aktivitas minggu ini siap dilihat.', time: '1 hari yang lalu' },
] as const;

export function NotificationsMenu() {
  const [read, setRead] = React.useState<Set<number>>(() => new Set());
  const unread = SAMPLE_NOTIFICATIONS.filter((n) => !read.has(n.id)).length;

  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button type="button" variant="ghost" size="icon" className="relative" aria-label={unread > 0 ? `Notifikasi (${unread} belum dibaca)` : 'Notifikasi'}>
          <BellIcon aria-hidden="true" className="size-5" />
          {unread > 0 && (
            <span
              aria-hidden="true"
              className="absolute right-1 top-1 flex size-4 items-center justify-center rounded-full bg-primary text-[10px] font-bold text-primary-foreground"
            >
              {unread}
            </span>
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-80">
        <DropdownMenuLabel className="flex items-center justify-between">
          <span>Notifikasi</span>
          {unread > 0 && (
            <button
              type="button"
              className="text-xs font-normal text-primary underline-offset-2 hover:underline"
              onClick={() => setRead(new Set(SAMPLE_NOTIFICATIONS.map((n) => n.id)))}
            >
              Tandai semua dibaca
            </button>
          )}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {SAMPLE_NOTIFICATIONS.map((n) => (
          <DropdownMenuItem
            key={n.id}
            className="flex flex-col items-start gap-0.5"
            onSelect={(e) => {
              e.preventDefault();
              setRead((prev) => new Set(prev).add(n.id));
            }}
          >
            <span className={cn('text-sm', read.has(n.id) ? 'font-normal' : 'font-semibold')}>{n.title}</span>
            <span className="text-xs text-muted-foreground">{n.body}</span>
            <span className="text-xs text-muted-foreground">{n.time}</span>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
