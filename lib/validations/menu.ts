// Menu form and API schemas and the public/admin list queries.
import { z } from 'zod';
import { DIETARY_TAGS, DIET_FILTERS, LIMITS, MENU_CATEGORIES, TENANT_TYPES } from '../constants';
import { MENU_STATUS_SPELLINGS, normalizeMenuStatus } from '../status';
import { PG_INT_MAX, idParam, numberInput, openNowQuery, optionalText, optionalUploadedImage, paginationQuery, requiredName, strictInt } from './common';
import { menuMessages } from './messages';
import { menuPriceMax } from '../public-env';
import { checkNearForDistance, districtFilterQuery, halalFilterQuery, minRatingQuery, nearQuery, revisionFilterQuery } from './tenant';

export { menuMessages };

const price = z.preprocess(
  numberInput,
  z
    .number({ error: (iss) => (iss.input === undefined ? menuMessages.priceRequired : menuMessages.pricePositive) })
    .finite(menuMessages.pricePositive)
    .min(0, menuMessages.pricePositive)
    // A ceiling a city's menu never reaches (configurable, lib/public-env.ts): a typo or a prank of Rp 99.000.000 is refused.
    .max(menuPriceMax(), menuMessages.priceMax)
    // Whole rupiah in steps of 100 (the form's step): no fraction the page would round away.
    .multipleOf(LIMITS.priceStep, menuMessages.priceStep),
);

const preparationTime = z.preprocess(
  numberInput,
  z
    .number({ error: menuMessages.preparationTime })
    .int(menuMessages.preparationTime)
    .min(0, menuMessages.preparationTime)
    .max(LIMITS.preparationTimeMax, menuMessages.preparationTime)
    .optional(),
);

const calories = z.preprocess(
  numberInput,
  z.number({ error: menuMessages.calories }).int(menuMessages.calories).min(0, menuMessages.calories).max(100_000, 'Kalori terlalu besar').optional(),
);

const spiceLevel = z.preprocess(
  numberInput,
  z.number({ error: menuMessages.spiceLevel }).int(menuMessages.spiceLevel).min(1, menuMessages.spiceLevel).max(5, menuMessages.spiceLevel),
);

/**
 * Dietary tags: unique, from DIETARY_TAGS, stored in the list's order; vegan implies vegetarian (added when missing);
 * a vegetarian menu cannot contain pork.
 */
const dietaryTags = z
  .array(z.enum(DIETARY_TAGS, { error: menuMessages.dietaryTag }), { error: menuMessages.dietaryTag })
  .max(DIETARY_TAGS.length, menuMessages.dietaryTagDuplicate)
  .refine((list) => new Set(list).size === list.length, menuMessages.dietaryTagDuplicate)
  .transform((list) => DIETARY_TAGS.filter((t) => list.includes(t) || (t === 'vegetarian' && list.includes('vegan'))))
  .refine((list) => !(list.includes('vegetarian') && list.includes('contains_pork')), menuMessages.dietaryConflict)
  .meta({ description: 'Unique tags; vegan implies vegetarian; vegetarian/vegan excludes contains_pork.' });

export const menuFields = {
  name: requiredName(menuMessages.nameRequired).min(LIMITS.menuNameMin, menuMessages.nameMin).max(LIMITS.menuNameMax, menuMessages.nameMax),
  description: optionalText(LIMITS.menuDescriptionMax, menuMessages.descriptionMax),
  price,
  category: z.enum(MENU_CATEGORIES, { error: 'Kategori tidak valid' }).default('main_course'),
  spiceLevel: spiceLevel.default(1),
  preparationTime,
  ingredients: optionalText(LIMITS.menuIngredientsMax, menuMessages.ingredientsMax),
  allergens: optionalText(LIMITS.menuAllergensMax, menuMessages.allergensMax),
  calories,
  image: optionalUploadedImage(),
  isAvailable: z.boolean({ error: 'isAvailable harus boolean' }).default(true),
  dietaryTags: dietaryTags.default([]),
};

/** The dashboard's menu form: it cannot set status. */
export const menuFormSchema = z.object(menuFields);
export type MenuFormValues = z.input<typeof menuFormSchema>;

/** `imageUrl` is accepted as a spelling of `image`. */
function withImageAlias(body: unknown): unknown {
  if (body && typeof body === 'object' && !Array.isArray(body) && 'imageUrl' in body && !('image' in body)) {
    const { imageUrl, ...rest } = body as Record<string, unknown>;
    return { ...rest, image: imageUrl };
  }
  return body;
}

/** POST /menus. `tenantId` is only honoured for callers who manage every tenant. */
export const createMenuSchema = z.preprocess(
  withImageAlias,
  z.strictObject({ ...menuFields, tenantId: z.number().int().positive().max(PG_INT_MAX, 'ID tidak valid').optional() }),
);
export type CreateMenuInput = z.infer<typeof createMenuSchema>;

const statusField = z
  .string({ error: 'Status tidak valid' })
  .transform((v, ctx) => {
    const s = normalizeMenuStatus(v);
    if (!s) {
      ctx.addIssue({ code: 'custom', message: 'Status tidak valid' });
      return z.NEVER;
    }
    return s;
  })
  .meta({ type: 'string', enum: MENU_STATUS_SPELLINGS, description: 'Case-insensitive; approved means active, pending means pending_approval.' });

/** PATCH /menus/{id}: any subset; status is checked against the transitions. */
export const updateMenuSchema = z.preprocess(
  withImageAlias,
  z.strictObject({
    name: menuFields.name.optional(),
    description: menuFields.description,
    price: price.optional(),
    category: z.enum(MENU_CATEGORIES, { error: 'Kategori tidak valid' }).optional(),
    spiceLevel: spiceLevel.optional(),
    preparationTime,
    ingredients: menuFields.ingredients,
    allergens: menuFields.allergens,
    calories,
    image: menuFields.image,
    isAvailable: z.boolean({ error: 'isAvailable harus boolean' }).optional(),
    dietaryTags: dietaryTags.optional(),
    status: statusField.optional(),
  }),
);
export type UpdateMenuInput = z.infer<typeof updateMenuSchema>;

const intFilter = (message: string) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return undefined;
      const n = Number.parseInt(v, 10);
      if (!/^-?[0-9]{1,10}$/.test(v.trim())) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n;
    });

/** GET /menus/public: price filters and spice level are integers; empty filters are omitted (the per-tenant list picks some). */
export const publicMenusQueryFields = {
  search: paginationQuery.search,
  category: z.preprocess((v) => (v === '' ? undefined : v), z.enum(MENU_CATEGORIES, { error: 'Kategori tidak valid' }).optional()),
  minPrice: intFilter('Harga minimum harus berupa angka')
    .pipe(z.number().min(0, 'Harga minimum tidak valid').max(PG_INT_MAX, 'Harga minimum tidak valid').optional())
    .meta({ type: 'integer', minimum: 0, maximum: PG_INT_MAX }),
  maxPrice: intFilter('Harga maksimum harus berupa angka')
    .pipe(z.number().min(0, 'Harga maksimum tidak valid').max(PG_INT_MAX, 'Harga maksimum tidak valid').optional())
    .meta({ type: 'integer', minimum: 0, maximum: PG_INT_MAX }),
  spiceLevel: intFilter('Level pedas harus 1-5')
    .pipe(z.number().min(1, 'Level pedas harus 1-5').max(5, 'Level pedas harus 1-5').optional())
    .meta({ type: 'integer', minimum: 1, maximum: 5 }),
  limit: strictInt('Limit tidak valid', 1, LIMITS.publicMenuLimit, 'Limit maksimal 50').default(LIMITS.publicMenuLimit),
  page: paginationQuery.page,
  tenantId: idParam.optional(),
  halal: halalFilterQuery,
  openNow: openNowQuery,
  district: districtFilterQuery,
  type: z.preprocess((v) => (v === '' ? undefined : v), z.enum(TENANT_TYPES, { error: 'Tipe tenant tidak valid' }).optional()),
  minRating: minRatingQuery,
  diet: z
    .preprocess((v) => (v === '' ? undefined : v), z.enum(DIET_FILTERS, { error: menuMessages.dietFilter }).optional())
    .meta({
      type: 'string',
      enum: [...DIET_FILTERS],
      description: 'vegetarian (tagged vegetarian or vegan), vegan, no_pork, no_alcohol (not tagged as containing it).',
    }),
  excludeAllergen: z
    .preprocess(
      (v) => (typeof v === 'string' ? v.trim() || undefined : v),
      z.string({ error: menuMessages.excludeAllergen }).max(40, menuMessages.excludeAllergen).optional(),
    )
    .meta({ type: 'string', maxLength: 40, description: 'Leaves out menus whose allergens mention this word (case and accents ignored), e.g. `kacang`.' }),
  sortBy: z
    .enum(['rating', 'createdAt', 'name', 'price', 'distance'], { error: 'sortBy harus rating, createdAt, name, price, atau distance' })
    .optional()
    .meta({ description: "Default: the tenant's rating, then newest. price: cheapest first. distance: the tenant nearest to `near` first." }),
  near: nearQuery,
};

export const publicMenusQuerySchema = z.object(publicMenusQueryFields).superRefine(checkNearForDistance);
export type PublicMenusQuery = z.infer<typeof publicMenusQuerySchema>;

export const listMenusQuerySchema = z.object({
  ...paginationQuery,
  status: statusField.optional(),
  category: z.enum(MENU_CATEGORIES, { error: 'Kategori tidak valid' }).optional(),
  tenantId: idParam.optional(),
  revision: revisionFilterQuery,
});

export const myMenusQuerySchema = z.object({
  search: paginationQuery.search,
  category: z.enum(MENU_CATEGORIES, { error: 'Kategori tidak valid' }).optional(),
  status: statusField.optional(),
});
