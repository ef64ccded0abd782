// A menu's dietary tags as small labels, on the menu cards (server) and in the menu dialog (client).
import { cn } from '@/lib/utils';
import { dietaryLabels } from './menu-display';

/** Dietary tags as small labels: green for vegetarian/vegan, amber for what some visitors avoid (pork, alcohol). */
export function DietaryTags({ tags, className }: { tags: readonly string[]; className?: string }) {
  const labels = dietaryLabels(tags);
  if (labels.length === 0) return null;
  return labels.map(({ tag, label }) => (
    <span
      key={tag}
      data-testid="dietary-tag"
      className={cn(
        'rounded-md px-2 py-0.5 text-xs font-medium',
        tag === 'vegetarian' || tag === 'vegan' ? 'bg-green-100 text-green-800' : 'bg-amber-100 text-amber-900',
        className,
      )}
    >
      {label}
    </span>
  ));
}
