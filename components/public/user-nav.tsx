'use client';
// The top bar's account area: 'Masuk' for visitors; for a signed-in user a menu with Dashboard and Keluar
// (after the confirmation 'Apakah Anda yakin ingin keluar?'). Before the session is known it shows 'Masuk' too,
// which is also what a visitor without JavaScript sees.
import { useContext, useState } from 'react';
import Link from 'next/link';
import { LayoutDashboard, LogIn, LogOut } from 'lucide-react';
import { SessionContext, SessionProvider, useSession } from 'next-auth/react';
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

function SignInLink() {
  return (
    <Button asChild variant="outline" size="sm">
      <Link href="/login">
        <LogIn aria-hidden="true" />
        Masuk
      </Link>
    </Button>
  );
}

function AccountMenu() {
  const { data: session, status } = useSession();
  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState(false);

  if (status !== 'authenticated' || !session?.user) return <SignInLink />;
  const name = session.user.name ?? session.user.email ?? 'Pengguna';

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
            {session.user.email && <span className="block truncate text-xs text-muted-foreground">{session.user.email}</span>}
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem asChild>
            <Link href="/dashboard">
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

export function UserNav() {
  // The app may or may not mount a SessionProvider above the public layout; without one, bring our own.
  const context = useContext(SessionContext);
  if (context === undefined) {
    return (
      <SessionProvider>
        <AccountMenu />
      </SessionProvider>
    );
  }
  return <AccountMenu />;
}
