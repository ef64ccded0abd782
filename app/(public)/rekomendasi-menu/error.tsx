'use client';
// Load failure of the menu recommendations (spec section 8).
import { useEffect } from 'react';
import { RefreshCw, UtensilsCrossed } from 'lucide-react';
import { EmptyState } from '@/components/public/empty-state';
import { Button } from '@/components/ui/button';
import { menuMessages } from '@/lib/validations/messages';

export default function MenuRecommendationsError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <EmptyState icon={UtensilsCrossed} role="alert" headingLevel="h1" title={menuMessages.loadFailedPublicTitle} description={menuMessages.loadFailedPublic}>
        <Button type="button" onClick={() => retry()}>
          <RefreshCw aria-hidden="true" />
          Coba Lagi
        </Button>
      </EmptyState>
    </div>
  );
}
