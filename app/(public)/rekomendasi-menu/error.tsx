'use client';
// Load failure of the menu recommendations (spec section 8).
import { useEffect } from 'react';
import { LoadFailure } from '@/components/public/load-failure';

export default function MenuRecommendationsError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <LoadFailure variant="menu" retry={retry} />;
}
