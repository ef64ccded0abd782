'use client';
// A GET form over the URL's search params. Without JavaScript it submits normally; with it, the URL is replaced in
// place (router.replace, no scroll jump): selects and checkboxes apply at once, typed fields after a short pause, Enter at once.
import { useEffect, useRef, useTransition } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { clsx } from 'clsx';

const TYPING_DELAY_MS = 450;

function isCheckbox(el: EventTarget | null): el is HTMLInputElement {
  return el instanceof HTMLInputElement && el.type === 'checkbox';
}

function isTypedField(el: EventTarget | null): el is HTMLInputElement {
  return el instanceof HTMLInputElement && ['search', 'text', 'number'].includes(el.type);
}

export function FilterForm({
  action,
  values,
  children,
  className,
  label,
  hash,
}: {
  /** The page the form filters (its own pathname). */
  action: string;
  /** The values the server rendered with; fields the user is not editing follow them (e.g. after a reset link). */
  values: Record<string, string | number | undefined>;
  children: React.ReactNode;
  className?: string;
  label: string;
  /** Optional fragment to keep after navigating (e.g. '#menu'). */
  hash?: string;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const form = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [pending, startTransition] = useTransition();
  const serialized = JSON.stringify(values);

  const synced = useRef<string | null>(null);

  useEffect(() => {
    const el = form.current;
    // Runs once per distinct set of URL values (React's development double-run of effects included).
    if (!el || synced.current === serialized) return;
    const firstRun = synced.current === null;
    synced.current = serialized;
    const current = JSON.parse(serialized) as Record<string, string | number | undefined>;
    const fields = Array.from(el.elements).filter(
      (field): field is HTMLInputElement | HTMLSelectElement =>
        (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) && !!field.name && field.type !== 'hidden',
    );
    const expected = (field: HTMLInputElement | HTMLSelectElement) => (current[field.name] == null ? '' : String(current[field.name]));
    // A checkbox keeps its value ('1'); whether it is checked is what follows the URL.
    const expectedChecked = (field: HTMLInputElement) => expected(field) === field.value;
    const differs = (field: HTMLInputElement | HTMLSelectElement) =>
      isCheckbox(field) ? field.checked !== expectedChecked(field) : field.value.trim() !== expected(field);
    if (firstRun) {
      // A choice made before the page finished loading (no handler was attached yet) is applied, not reverted. Deferred
      // so the router has finished its own start-up history update first.
      if (fields.some(differs)) setTimeout(apply, 0);
      return;
    }
    for (const field of fields) {
      if (isCheckbox(field)) {
        field.checked = expectedChecked(field);
        continue;
      }
      if (field === document.activeElement && isTypedField(field)) continue;
      const next = expected(field);
      if (field.value !== next) field.value = next;
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- apply() reads only refs and props; re-running only when the URL's values change is intended
  }, [serialized]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  function apply() {
    const el = form.current;
    if (!el) return;
    if (timer.current) clearTimeout(timer.current);
    const query = new URLSearchParams();
    new FormData(el).forEach((value, key) => {
      if (typeof value === 'string' && value.trim() !== '') query.set(key, value.trim());
    });
    const qs = query.toString();
    const target = `${action}${qs ? `?${qs}` : ''}${hash ?? ''}`;
    const here = `${pathname}${window.location.search}${window.location.hash}`;
    if (target === here) return;
    startTransition(() => router.replace(target, { scroll: false }));
  }

  return (
    <form
      ref={form}
      method="get"
      action={action}
      role="search"
      aria-label={label}
      aria-busy={pending}
      data-pending={pending ? '' : undefined}
      className={clsx('group/filter', className)}
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
      onChange={(event) => {
        if (event.target instanceof HTMLSelectElement || isCheckbox(event.target)) apply();
      }}
      onInput={(event) => {
        if (!isTypedField(event.target)) return;
        if (timer.current) clearTimeout(timer.current);
        timer.current = setTimeout(apply, TYPING_DELAY_MS);
      }}
    >
      {children}
      <span aria-live="polite" className="sr-only">
        {pending ? 'Memuat hasil...' : ''}
      </span>
    </form>
  );
}
