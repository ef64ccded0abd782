'use client';
// TanStack Query for the dashboard's /api/v1 reads. The client lives as long as the dashboard frame, so a sign-out
// (which leaves the dashboard) drops every cached answer with it.
import * as React from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { errorStatus } from '@/components/dashboard/use-api-query';

/** Network failures and gateway errors are worth one more try; a 4xx or a 500 will answer the same again. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = errorStatus(error);
  return failureCount < 1 && (status === 0 || status === 502 || status === 503 || status === 504);
}

function makeClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay: 500,
        // Screens reload on their own after writes; a focus change must not flash their loading state.
        refetchOnWindowFocus: false,
      },
    },
  });
}

export function QueryProvider({ children }: { children: React.ReactNode }) {
  const [client] = React.useState(makeClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
