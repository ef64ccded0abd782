// Dietary labels as drawn on the menu cards and in the dialog: green for vegetarian/vegan, amber for what some visitors
// avoid (pork, alcohol). Class names are joined with clsx (no tailwind-merge) and nothing is imported but types: the
// cards are client code of every menu page.
import { clsx } from 'clsx';
import type { DietaryTag } from '@/lib/constants';

export function DietaryTagLabels({ labels, className }: { labels: readonly { tag: DietaryTag; label: string }[]; className?: string }) {
  if (labels.length === 0) return null;
  return labels.map(({ tag, label }) => (
    <span
      key={tag}
      data-testid="dietary-tag"
      className={clsx(
        'rounded-md px-2 py-0.5 text-xs font-medium',
        tag === 'vegetarian' || tag === 'vegan' ? 'bg-green-100 text-green-800' : 'bg-amber-100 text-amber-900',
        className,
      )}
    >
      {label}
    </span>
  ));
}
