'use client';
// The top bar's user menu: front page, profile, settings (only for who may open it) and logout (with the spec's confirmation).
import * as React from 'react';
import Link from 'next/link';
import { ChevronDownIcon, HouseIcon, LogOutIcon, SettingsIcon, UserIcon } from 'lucide-react';
import { LogoutDialog } from '@/components/auth/logout-dialog';
import { useCurrentRole } from '@/components/dashboard/use-current-role';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { canOpenPage, roleLabel } from '@/lib/auth/permissions';
import { useAuth } from '@/lib/auth/use-auth';

function initials(name: string | null | undefined): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return (
    parts
      .slice(0, 2)
      .map((p) => p[0]!.toUpperCase())
      .join('') || '?'
  ).slice(0, 2);
}

export function UserMenu() {
  const { user } = useAuth();
  const role = useCurrentRole();
  const [confirmOpen, setConfirmOpen] = React.useState(false);
  // Only roles that may open the settings page see it (the page and its API refuse everyone else).
  const canSettings = canOpenPage(role, 'settings');
  const roleName = role ? roleLabel(role.code) : '';

  return (
    <>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button type="button" variant="ghost" className="h-10 gap-2 px-2" aria-label={`Menu pengguna ${user?.name ?? ''}`.trim()}>
            <span aria-hidden="true" className="flex size-8 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-foreground">
              {initials(user?.name)}
            </span>
            <span className="hidden w-40 min-w-0 flex-col items-start text-left leading-tight md:flex">
              <span className="block w-full truncate text-sm font-medium">{user?.name}</span>
              <span className="block w-full truncate text-xs text-muted-foreground">{roleName}</span>
            </span>
            <ChevronDownIcon aria-hidden="true" className="hidden size-4 md:block" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-60">
          <DropdownMenuLabel className="font-normal">
            <span className="block truncate text-sm font-semibold">{user?.name}</span>
            <span className="block truncate text-xs text-muted-foreground">{user?.email}</span>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem asChild>
            <Link href="/">
              <HouseIcon aria-hidden="true" />
              Halaman Depan
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link href="/dashboard/profile">
              <UserIcon aria-hidden="true" />
              Profil
            </Link>
          </DropdownMenuItem>
          {canSettings && (
            <DropdownMenuItem asChild>
              <Link href="/dashboard/settings">
                <SettingsIcon aria-hidden="true" />
                Pengaturan
              </Link>
            </DropdownMenuItem>
          )}
          <DropdownMenuSeparator />
          <DropdownMenuItem variant="destructive" onSelect={() => setConfirmOpen(true)}>
            <LogOutIcon aria-hidden="true" />
            Keluar
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <LogoutDialog open={confirmOpen} onOpenChange={setConfirmOpen} />
    </>
  );
}
