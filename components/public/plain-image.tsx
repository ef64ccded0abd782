// A picture served as stored (uploads and demo pictures are already WebP of at most 1600 px, the article
// illustrations SVG), rendered on the server as the same <img> next/image gives with `unoptimized`: next/image is a
// client component, so each use shipped its code to visitors and its props in the page's RSC payload, for no
// resizing. Lazy unless `priority`, which loads it eagerly and preloads it.
import { preload } from 'react-dom';

type PlainImageProps = {
  src: string;
  alt: string;
  className?: string;
  priority?: boolean;
} & ({ fill: true; width?: never; height?: never } | { fill?: false; width: number; height: number });

/** Positions a `fill` picture over its (relative) box, as next/image does. */
const FILL_STYLE = { position: 'absolute', height: '100%', width: '100%', inset: 0 } as const;

export function PlainImage({ src, alt, className, priority = false, fill, width, height }: PlainImageProps) {
  if (priority) preload(src, { as: 'image', fetchPriority: 'high' });
  return (
    // eslint-disable-next-line @next/next/no-img-element -- deliberately not next/image (see above)
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
      style={fill ? FILL_STYLE : undefined}
    />
  );
}
