'use client';
// A menu photo that disappears when it fails to load (spec section 2).
import * as React from 'react';
import { cn } from '@/lib/utils';

export function MenuImage({ src, alt, className }: { src: string | null | undefined; alt: string; className?: string }) {
  const [failed, setFailed] = React.useState<string | null>(null);
  if (!src || failed === src) return null;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- uploaded image served by the API with its own cache headers
    <img src={src} alt={alt} loading="lazy" className={cn('object-cover', className)} onError={() => setFailed(src)} data-testid="menu-image" />
  );
}
