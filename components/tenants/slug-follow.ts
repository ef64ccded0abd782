// The tenant form's slug rule: the slug follows the name until the user types a slug of their own; clearing the slug
// hands it back to the name.
import { slugify } from '@/lib/validations/common';

/** Whether the slug field, after the user changed it to `slug`, is the user's own (and so no longer follows the name). */
export function slugIsOwn(slug: string): boolean {
  return slug.trim() !== '';
}

/** The slug after the name changed to `name`: derived from it unless the user owns the slug. */
export function slugForName(name: string, currentSlug: string, own: boolean): string {
  return own ? currentSlug : slugify(name);
}
