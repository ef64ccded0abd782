// The public top bar: brand, navigation, 'Daftar Tenant', and the account area.
import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { Icon } from './icon';
import { MainNav } from './main-nav';
import { UserNav } from './user-nav';

export function SiteHeader({ siteName }: { siteName: string }) {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
        <Link href="/" className="flex items-center gap-2 rounded-md font-bold outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
          <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-lg bg-primary text-primary-foreground">
            <Icon name="utensils-crossed" className="size-5" />
          </span>
          <span className="text-base leading-tight sm:whitespace-nowrap sm:text-lg">{siteName}</span>
        </Link>
        <div className="ml-auto flex items-center gap-2 xl:ml-6 xl:flex-1">
          <MainNav
            menuIcon={<Icon name="menu" className="size-5" />}
            closeIcon={<Icon name="x" className="size-5" />}
            storeIcon={<Icon name="store" className="size-4" />}
          />
          <div className="flex items-center gap-2 xl:ml-auto">
            <Button asChild size="sm" className="hidden sm:inline-flex">
              {/* The auth pages carry the form and validation libraries: no prefetching them from every public page. */}
              <Link href="/pendaftaran" prefetch={false}>
                <Icon name="store" />
                Daftar Tenant
              </Link>
            </Button>
            <UserNav signInIcon={<Icon name="log-in" />} />
          </div>
        </div>
      </div>
    </header>
  );
}
