'use client';
// Top bar search: filters the list of the current page when it has one, otherwise jumps to a matching page.
import * as React from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { SearchIcon } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { useToast } from '@/components/ui/toast';
import type { NavItem } from '@/components/dashboard/nav-items';

/** Pages whose list reads `?search=`. */
const SEARCHABLE_LISTS = ['/dashboard/tenants', '/dashboard/menus', '/dashboard/users', '/dashboard/my-menus', '/dashboard/roles'];

export function TopBarSearch({ items }: { items: NavItem[] }) {
  const router = useRouter();
  const pathname = usePathname();
  const { toast } = useToast();
  const [query, setQuery] = React.useState('');

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    if (!q) return;
    if (SEARCHABLE_LISTS.includes(pathname)) {
      router.push(`${pathname}?search=${encodeURIComponent(q)}`);
      return;
    }
    const lower = q.toLowerCase();
    const page = items.find((item) => item.title.toLowerCase().includes(lower));
    if (page) {
      router.push(page.href);
      setQuery('');
      return;
    }
    toast({ variant: 'info', description: `Tidak ada halaman yang cocok dengan "${q}"` });
  };

  return (
    <form role="search" onSubmit={submit} className="relative w-full max-w-md">
      <label htmlFor="dashboard-search" className="sr-only">
        Cari di dashboard
      </label>
      <SearchIcon aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input
        id="dashboard-search"
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder="Cari halaman atau data..."
        className="pl-9"
        autoComplete="off"
      />
    </form>
  );
}
