// The menu form's request body (spec section 5): numbers already converted by the schema, blank fields omitted.
import type { z } from 'zod';
import type { Menu } from '@/components/dashboard/api-types';
import type { menuFormSchema } from '@/lib/validations/menu';

export type MenuFormOutput = z.output<typeof menuFormSchema>;
export type MenuPayload = Partial<MenuFormOutput>;

const CLEARABLE = ['description', 'preparationTime', 'ingredients', 'allergens', 'calories', 'image'] as const;

/**
 * Create: empty or undefined fields are left out. Edit: a field that had a value and is now blank is sent as null,
 * so clearing it in the form clears it on the server (PATCH keeps absent fields unchanged).
 */
export function toMenuPayload(values: MenuFormOutput, original?: Menu | null): MenuPayload {
  const payload: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === null || value === undefined || value === '') {
      const had = original && (CLEARABLE as readonly string[]).includes(key) && original[key as keyof Menu] != null;
      if (had) payload[key] = null;
      continue;
    }
    payload[key] = value;
  }
  return payload as MenuPayload;
}
