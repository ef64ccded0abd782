'use client';
// Loads one /api/v1 GET resource for a client screen: data, error, loading and a reload, keyed by the path.
import * as React from 'react';
import { apiClient } from '@/lib/api/client';

interface QueryState<T> {
  key: string | null;
  data: T | undefined;
  error: unknown;
}

export interface ApiQuery<T> {
  /** The last loaded data (kept while a new page or filter loads, so lists do not flash). */
  data: T | undefined;
  /** The error of the current request, when it failed. */
  error: unknown;
  loading: boolean;
  reload: () => void;
  /** Local update after a write, without a round trip. */
  setData: (update: (current: T | undefined) => T | undefined) => void;
}

/** `path` null means "do not load yet". */
export function useApiQuery<T>(path: string | null): ApiQuery<T> {
  const [nonce, setNonce] = React.useState(0);
  const key = path === null ? null : `${nonce}:${path}`;
  const [state, setState] = React.useState<QueryState<T>>({ key: null, data: undefined, error: undefined });

  React.useEffect(() => {
    if (path === null || key === null) return;
    let cancelled = false;
    apiClient.get<T>(path).then(
      (data) => {
        if (!cancelled) setState({ key, data, error: undefined });
      },
      (error: unknown) => {
        if (!cancelled) setState((prev) => ({ key, data: prev.data, error }));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [path, key]);

  const reload = React.useCallback(() => setNonce((n) => n + 1), []);
  const setData = React.useCallback(
    (update: (current: T | undefined) => T | undefined) => setState((prev) => ({ ...prev, data: update(prev.data) })),
    [],
  );

  const settled = state.key === key;
  return {
    data: state.data,
    error: settled ? state.error : undefined,
    loading: path !== null && !settled,
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
