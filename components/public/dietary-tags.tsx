// A menu's dietary tags as small labels (see dietaryLabels for which show, DietaryTagLabels for how).
import { DietaryTagLabels } from './dietary-tag-labels';
import { dietaryLabels } from './menu-display';

export function DietaryTags({ tags, className }: { tags: readonly string[]; className?: string }) {
  return <DietaryTagLabels labels={dietaryLabels(tags)} className={className} />;
}
