// Orders: the spec lists the page but gives it no access row, so the middleware sends every role back to
// /dashboard; this informative page only shows if it is ever reached directly.
import type { Metadata } from 'next';
import Link from 'next/link';
import { ShoppingBagIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

export const metadata: Metadata = { title: 'Pesanan' };

export default function OrdersPage() {
  return (
    <div className="flex flex-col items-center gap-4 rounded-lg border border-dashed bg-background px-4 py-16 text-center">
      <ShoppingBagIcon aria-hidden="true" className="size-10 text-muted-foreground" />
      <div className="space-y-1">
        <h1 className="text-2xl font-bold">Pesanan</h1>
        <p className="max-w-md text-sm text-muted-foreground">
          Fitur pesanan belum tersedia. Pemesanan dilakukan langsung melalui kontak masing-masing tenant.
        </p>
      </div>
      <Button asChild variant="outline">
        <Link href="/dashboard">Kembali ke Dashboard</Link>
      </Button>
    </div>
  );
}
