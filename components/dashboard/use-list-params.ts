'use client';
// List filters and page kept in the URL (shareable, back button works); changing a filter returns to page 1.
import * as React from 'react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';

export interface ListParams<K extends string> {
  values: Record<K, string>;
  page: number;
  update: (patch: Partial<Record<K | 'page', string | number | null>>) => void;
}

export function useListParams<K extends string>(keys: readonly K[]): ListParams<K> {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const serialized = searchParams.toString();

  const values = React.useMemo(() => {
    const params = new URLSearchParams(serialized);
    return Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])) as Record<K, string>;
    // keys is a module-level constant per screen, so only the URL changes this.
  }, [serialized, keys]);

  const page = Math.max(1, Number.parseInt(new URLSearchParams(serialized).get('page') ?? '1', 10) || 1);

  const update = React.useCallback(
    (patch: Partial<Record<K | 'page', string | number | null>>) => {
      const next = new URLSearchParams(serialized);
      for (const [k, v] of Object.entries(patch) as [string, string | number | null | undefined][]) {
        if (v === null || v === undefined || v === '' || (k === 'page' && Number(v) <= 1)) next.delete(k);
        else next.set(k, String(v));
      }
      if (!('page' in patch)) next.delete('page');
      const qs = next.toString();
      if (qs === serialized) return;
      router.replace(qs ? `${pathname}?${qs}` : pathname, { scroll: false });
    },
    [router, pathname, serialized],
  );

  return { values, page, update };
}

/**
 * A search box's text, committed to the URL after a pause; follows the URL when it changes elsewhere
 * (e.g. the top bar's search).
 */
export function useSearchDraft(committed: string, commit: (value: string) => void, delayMs = 400): [string, (value: string) => void] {
  const [draft, setDraft] = React.useState(committed);
  const [seen, setSeen] = React.useState(committed);
  // The value this box committed itself: when the URL catches up with it, keep what the user typed since.
  const [own, setOwn] = React.useState<string | null>(null);
  if (committed !== seen) {
    setSeen(committed);
    if (committed !== own) setDraft(committed);
    setOwn(null);
  }
  const commitRef = React.useRef(commit);
  React.useEffect(() => {
    commitRef.current = commit;
  });
  React.useEffect(() => {
    if (draft.trim() === committed.trim()) return;
    const timer = setTimeout(() => {
      setOwn(draft.trim());
      commitRef.current(draft.trim());
    }, delayMs);
    return () => clearTimeout(timer);
  }, [draft, committed, delayMs]);
  return [draft, setDraft];
}
