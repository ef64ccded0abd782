'use client';
// Loads one /api/v1 GET resource for a client screen through TanStack Query (cache, retries, invalidation): data,
// error, loading and a reload, keyed by the path.
import * as React from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api/client';

export interface ApiQuery<T> {
  /** The last loaded data (kept while a new page or filter loads, so lists do not flash). */
  data: T | undefined;
  /** The error of the current request, when it failed. */
  error: unknown;
  loading: boolean;
  /** Loads again; cached answers of the same resource (other pages, filters) are marked stale too. */
  reload: () => void;
  /** Local update after a write, without a round trip. */
  setData: (update: (current: T | undefined) => T | undefined) => void;
}

const API_QUERY = 'api';

/** Cache key: the resource (path without its query) first, so a reload can invalidate all its pages at once. */
function queryKey(path: string): readonly [string, string, string] {
  return [API_QUERY, path.split('?')[0], path];
}

/** `path` null means "do not load yet". */
export function useApiQuery<T>(path: string | null): ApiQuery<T> {
  const client = useQueryClient();
  const key = path === null ? ([API_QUERY, '', ''] as const) : queryKey(path);
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiClient.get<T>(path!, { signal }),
    enabled: path !== null,
    placeholderData: keepPreviousData,
  });

  const resource = key[1];
  const exact = key[2];
  const reload = React.useCallback(() => {
    void client.invalidateQueries({ queryKey: [API_QUERY, resource] });
  }, [client, resource]);
  const setData = React.useCallback(
    (update: (current: T | undefined) => T | undefined) => client.setQueryData<T>([API_QUERY, resource, exact], update),
    [client, resource, exact],
  );

  // While a request runs (a reload after a failure included) the screen shows loading, not the previous error.
  const loading = path !== null && query.isFetching;
  return {
    data: path === null ? undefined : query.data,
    error: loading ? undefined : (query.error ?? undefined),
    loading,
    reload,
    setData,
  };
}

/** Builds `path?query` from the defined, non-empty values. */
export function withQuery(path: string, params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === null || v === '') continue;
    search.set(k, String(v));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** HTTP status of an ApiClientError-like error, if any. */
export function errorStatus(error: unknown): number | undefined {
  if (error && typeof error === 'object' && 'status' in error && typeof (error as { status: unknown }).status === 'number') {
    return (error as { status: number }).status;
  }
  return undefined;
}

/** Debounced copy of a value (search boxes). */
export function useDebouncedValue<T>(value: T, delayMs = 350): T {
  const [debounced, setDebounced] = React.useState(value);
  React.useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** Replaces one row of a loaded list locally (after a write the server answered with the new row). */
export function updateListRow<R extends { data: { id: number }[] }>(
  query: Pick<ApiQuery<R>, 'setData'>,
  id: number,
  patch: (row: R['data'][number]) => R['data'][number],
): void {
  query.setData((current) => (current ? { ...current, data: current.data.map((row) => (row.id === id ? patch(row) : row)) } : current));
}
