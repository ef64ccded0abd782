'use client';
// The signed-in user's menu in the public top bar: Dashboard and Keluar (after 'Apakah Anda yakin ingin keluar?').
// Loaded only once a session is known, so anonymous visitors never download it.
import { useState } from 'react';
import Link from 'next/link';
import { LayoutDashboard, LogOut } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { endSession } from '@/lib/auth/session-bridge';

export const LOGOUT_CONFIRMATION = 'Apakah Anda yakin ingin keluar?';

function initialsOf(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((w) => w[0]!.toUpperCase())
      .join('') || '?'
  );
}

export function AccountMenu({ name, email }: { name: string; email: string | null }) {
  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState(false);

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="sm" className="gap-2 px-2" aria-label={`Menu akun ${name}`}>
            <span aria-hidden="true" className="flex size-7 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground">
              {initialsOf(name)}
            </span>
            <span className="hidden max-w-32 truncate md:inline">{name}</span>
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-56">
          <DropdownMenuLabel className="truncate font-normal">
            <span className="block truncate font-medium">{name}</span>
            {email && <span className="block truncate text-xs text-muted-foreground">{email}</span>}
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem asChild>
            <Link href="/dashboard" prefetch={false}>
              <LayoutDashboard aria-hidden="true" />
              Dashboard
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setConfirming(true)}>
            <LogOut aria-hidden="true" />
            Keluar
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <AlertDialog open={confirming} onOpenChange={setConfirming}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Keluar</AlertDialogTitle>
            <AlertDialogDescription>{LOGOUT_CONFIRMATION}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={leaving}>Batal</AlertDialogCancel>
            <AlertDialogAction
              disabled={leaving}
              onClick={(event) => {
                event.preventDefault();
                setLeaving(true);
                // Signs out (revoking the refresh family on the server) and goes to /login.
                void endSession({ expired: false }).finally(() => {
                  setLeaving(false);
                  setConfirming(false);
                });
              }}
            >
              Keluar
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
