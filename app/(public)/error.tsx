'use client';
// Load failure of any public page without a more specific boundary.
import { useEffect } from 'react';
import { LoadFailure } from '@/components/public/load-failure';

export default function PublicError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <LoadFailure variant="page" retry={retry} />;
}
