// The demo catalogue's pictures (issue 12, "Pictures"): every seeded menu and tenant shows a stored WebP drawn for its
// category or type, and a second seed neither renders nor stores anything again.
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '@/db/seed';
import { seedMenus, seedTenants } from '@/db/seed-data';
import { demoPictureKey } from '@/db/seed-images';
import { files, menus, tenants } from '@/db/schema';
import { DEMO_PICTURE_SIZES, menuPictureSvg, tenantBannerSvg, tenantLogoSvg } from '@/lib/demo-pictures';
import { FILE_NAME_PATTERN, fileUrl } from '@/lib/uploads-config';
import { createTestDatabase, type TestDatabase } from '../helpers/db';

let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase({ seed: true });
});
afterAll(async () => {
  await t?.close();
});

/** The stored file behind an image URL, decoded: its real format and size, not what the row claims. */
async function stored(url: string | null) {
  expect(url).toMatch(/^\/api\/v1\/files\//);
  const key = FILE_NAME_PATTERN.exec(url!.slice('/api/v1/files/'.length))![1]!;
  const [row] = await t.db.select().from(files).where(eq(files.key, key));
  expect(row, url!).toBeDefined();
  expect(row!.url).toBe(url);
  const meta = await sharp(row!.data!).metadata();
  expect(row!.data!.subarray(8, 12).toString('ascii')).toBe('WEBP');
  expect(row!.size).toBe(row!.data!.length);
  return { row: row!, format: meta.format, width: meta.width, height: meta.height };
}

describe('demo pictures', () => {
  it('give every demo menu its category picture, a WebP of 800x600 in the files table', async () => {
    const rows = await t.db.select({ name: menus.name, category: menus.category, image: menus.image }).from(menus);
    expect(rows).toHaveLength(seedMenus.length);
    const checked = new Map<string, Awaited<ReturnType<typeof stored>>>();
    for (const m of rows) {
      // The picture drawn for this menu's category and name, not just any file.
      expect(m.image).toBe(fileUrl(demoPictureKey(menuPictureSvg(m))));
      const file = checked.get(m.image!) ?? (await stored(m.image));
      checked.set(m.image!, file);
      expect(file).toMatchObject({ format: 'webp', ...DEMO_PICTURE_SIZES.menu });
      expect(file.row).toMatchObject({ mimeType: 'image/webp', ...DEMO_PICTURE_SIZES.menu });
    }
    // Identical pictures are stored once, and cards still differ: several pictures per category.
    const perCategory = new Map<string, Set<string>>();
    for (const m of rows) perCategory.set(m.category, (perCategory.get(m.category) ?? new Set()).add(m.image!));
    for (const [category, images] of perCategory) expect(images.size, category).toBeGreaterThan(1);
  });

  it('give every demo tenant a banner of its type (1200x400) and an initials logo (256x256)', async () => {
    const rows = await t.db.select({ name: tenants.name, type: tenants.type, banner: tenants.banner, logo: tenants.logo }).from(tenants);
    expect(rows).toHaveLength(seedTenants.length);
    for (const tenant of rows) {
      expect(tenant.banner).toBe(fileUrl(demoPictureKey(tenantBannerSvg(tenant))));
      expect(tenant.logo).toBe(fileUrl(demoPictureKey(tenantLogoSvg(tenant))));
      expect(await stored(tenant.banner)).toMatchObject({ format: 'webp', ...DEMO_PICTURE_SIZES.banner });
      expect(await stored(tenant.logo)).toMatchObject({ format: 'webp', ...DEMO_PICTURE_SIZES.logo });
    }
    expect(new Set(rows.map((r) => r.banner)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.logo)).size).toBe(rows.length);
  });

  it('is idempotent: a second seed adds no file and keeps an image a manager changed', async () => {
    const count = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(files))[0]!.n;
    const before = await count();
    const [first] = await t.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, seedTenants[0]!.slug));
    await t.db.update(tenants).set({ banner: null }).where(eq(tenants.id, first!.id));
    await seedDatabase(t.db, { demo: true, demoPasswords: 'published' });
    expect(await count()).toBe(before);
    const [after] = await t.db.select({ banner: tenants.banner }).from(tenants).where(eq(tenants.id, first!.id));
    expect(after!.banner).toBeNull();
  });
});
