// Frame of the login and registration pages: the brand (back to the front page) above a centred card.
import Link from 'next/link';
import { UtensilsCrossedIcon } from 'lucide-react';
import { SessionProvider } from '@/components/providers/session-provider';
import { ToastProvider } from '@/components/ui/toast';
import { SITE } from '@/lib/constants';

export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return (
    <ToastProvider>
      <SessionProvider>
        <div className="flex min-h-screen flex-col bg-gradient-to-br from-accent via-background to-secondary">
          <header className="border-b bg-background/80 backdrop-blur">
            <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
              <Link href="/" className="flex items-center gap-2 font-semibold text-foreground">
                <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-lg bg-primary text-primary-foreground">
                  <UtensilsCrossedIcon className="size-5" />
                </span>
                {SITE.name}
              </Link>
              <Link href="/" className="text-sm font-medium text-muted-foreground hover:text-foreground">
                Kembali ke Beranda
              </Link>
            </div>
          </header>
          <main id="main-content" className="flex flex-1 items-start justify-center px-4 py-10 sm:items-center">
            {children}
          </main>
        </div>
      </SessionProvider>
    </ToastProvider>
  );
}
