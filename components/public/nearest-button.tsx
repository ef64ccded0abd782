'use client';
// "Terdekat dari saya": asks the browser for the visitor's location (navigator.geolocation), rounds it to 3 decimals
// (about 110 m: private enough, and the URLs repeat so the cache serves them) and navigates with
// sort=terdekat&near=lat,lng, keeping the other filters. Without JavaScript it is a plain link to sort=terdekat, whose
// page falls back to the rating order and asks for the location. Choosing 'Terdekat' in the sort select (selectId)
// asks too. A refusal or a failure is said in Indonesian beside the button.
import { useCallback, useEffect, useState, useTransition } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { clsx } from 'clsx';
import { nearParam } from '@/lib/geo';

export const LOCATION_MESSAGES = {
  unsupported: 'Browser ini tidak dapat membagikan lokasi.',
  denied: 'Izin lokasi ditolak. Izinkan lokasi di pengaturan browser untuk mengurutkan dari yang terdekat.',
  unavailable: 'Lokasi Anda tidak dapat ditentukan saat ini. Coba lagi.',
} as const;

export function NearestButton({
  href,
  selectId,
  label = 'Terdekat dari saya',
  className,
  icon,
}: {
  /** The locate icon, rendered on the server (size-4); it pulses while locating. */
  icon: React.ReactNode;
  /** The no-JavaScript target: the current filters with sort=terdekat. */
  href: string;
  /** The id of the sort select whose 'terdekat' option asks for the location too. */
  selectId?: string;
  label?: string;
  className?: string;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const [locating, setLocating] = useState(false);
  const [message, setMessage] = useState('');
  const [pending, startTransition] = useTransition();

  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setMessage(LOCATION_MESSAGES.unsupported);
      return;
    }
    setMessage('');
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        const query = new URLSearchParams(window.location.search);
        query.delete('page');
        query.set('sort', 'terdekat');
        query.set('near', nearParam(position.coords));
        startTransition(() => router.replace(`${pathname}?${query.toString()}`, { scroll: false }));
      },
      (error) => {
        setLocating(false);
        setMessage(error.code === error.PERMISSION_DENIED ? LOCATION_MESSAGES.denied : LOCATION_MESSAGES.unavailable);
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 5 * 60_000 },
    );
  }, [pathname, router]);

  useEffect(() => {
    const select = selectId ? document.getElementById(selectId) : null;
    if (!(select instanceof HTMLSelectElement)) return;
    const onChange = () => {
      if (select.value === 'terdekat') locate();
    };
    select.addEventListener('change', onChange);
    return () => select.removeEventListener('change', onChange);
  }, [selectId, locate]);

  const busy = locating || pending;
  return (
    <div className={clsx('flex flex-col gap-1', className)}>
      <a
        href={href}
        onClick={(event) => {
          event.preventDefault();
          locate();
        }}
        aria-disabled={busy || undefined}
        data-testid="nearest-button"
        className="inline-flex h-10 items-center justify-center gap-2 whitespace-nowrap rounded-md border border-input bg-background px-3 text-sm font-medium shadow-xs outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-disabled:opacity-70"
      >
        <span className={clsx('inline-flex', busy && 'animate-pulse')}>{icon}</span>
        {busy ? 'Mencari lokasi...' : label}
      </a>
      <p role="status" aria-live="polite" className="text-xs text-destructive empty:hidden" data-testid="nearest-message">
        {message}
      </p>
    </div>
  );
}
