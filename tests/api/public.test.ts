// Public read endpoints over HTTP: only listed tenants (active, with an active menu) and active menus of active
// tenants, filters, limits, 404s.
import { beforeAll, describe, expect, it } from 'vitest';
import { seedMenus, seedTenants } from '@/db/seed-data';
import { api, eventually, loginAs, menuBody, tenantBody, reviewerToken } from '../helpers/http';
import { listedSeedTenants, seedTenantsMatching, unlistedSeedTenants } from '../helpers/seed-public';

interface Tenant {
  id: number;
  slug: string;
  name: string;
  type: string;
  status: string;
  rating: number | null;
  description: string | null;
  district: string | null;
  menuCount: number;
  createdAt: string;
}

interface Menu {
  id: number;
  tenantId: number;
  name: string;
  description: string | null;
  ingredients: string | null;
  price: number;
  category: string;
  spiceLevel: number;
  status: string;
  isAvailable: boolean;
  imageUrl: string | null;
  tenant: { id: number; slug: string; status: string; name: string };
}

interface List<T> {
  data: T[];
  meta: { total: number; page: number; limit: number; totalPages: number };
}

const activeSeedSlugs = listedSeedTenants.map((t) => t.slug);
const hiddenSeedTenants = unlistedSeedTenants;
const suspendedSeed = seedTenants.find((t) => t.status === 'suspended')!;
const pendingSeed = seedTenants.find((t) => t.status === 'pending_approval')!;

/** Every row of a paged public list. */
async function readAll<T>(path: string, limit: number): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; page < 50; page++) {
    const sep = path.includes('?') ? '&' : '?';
    const res = await api<List<T>>(`${path}${sep}limit=${limit}&page=${page}`);
    expect(res.status).toBe(200);
    rows.push(...res.body.data);
    if (page >= res.body.meta.totalPages) break;
  }
  return rows;
}

/** Public reads are cached for a few seconds; writes invalidate at once, but allow the cache window anyway. */
describe('GET /tenants/public', () => {
  it('lists only active tenants, 10 by default, best rated first, with list meta and a short public cache', async () => {
    const res = await api<List<Tenant>>('/tenants/public');
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(10);
    expect(res.body.meta).toMatchObject({ page: 1, limit: 10 });
    expect(res.body.meta.total).toBeGreaterThanOrEqual(activeSeedSlugs.length);
    expect(res.body.meta.totalPages).toBe(Math.ceil(res.body.meta.total / 10));
    expect(res.body.data.every((t) => t.status === 'active')).toBe(true);
    const ratings = res.body.data.map((t) => t.rating ?? -1);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(res.headers.get('cache-control')).toBe('public, s-maxage=5, stale-while-revalidate=30');
    expect(res.body.data[0]).not.toHaveProperty('ownerId');
  });

  it('never returns a pending, suspended, inactive or rejected tenant', async () => {
    const all = await readAll<Tenant>('/tenants/public', 100);
    const slugs = new Set(all.map((t) => t.slug));
    for (const slug of activeSeedSlugs) expect(slugs.has(slug)).toBe(true);
    for (const hidden of hiddenSeedTenants) expect(slugs.has(hidden.slug)).toBe(false);
    expect(all.every((t) => t.status === 'active')).toBe(true);
  });

  it('filters by type and search and sorts by name', async () => {
    const cafes = await api<List<Tenant>>('/tenants/public?type=cafe&limit=100');
    expect(cafes.status).toBe(200);
    expect(cafes.body.data.length).toBeGreaterThan(0);
    expect(cafes.body.data.every((t) => t.type === 'cafe')).toBe(true);

    const search = await api<List<Tenant>>('/tenants/public?search=KOPI&limit=100');
    expect(search.body.data.length).toBeGreaterThan(0);
    // Name, description or address, or an active menu, with kopi or coffee.
    const seedSlugs = new Set(seedTenants.map((t) => t.slug));
    expect(
      search.body.data
        .map((t) => t.slug)
        .filter((slug) => seedSlugs.has(slug))
        .sort(),
    ).toEqual(
      seedTenantsMatching('kopi')
        .map((t) => t.slug)
        .sort(),
    );

    const byName = await api<List<Tenant>>('/tenants/public?sortBy=name&sortOrder=asc&limit=100');
    const names = byName.body.data.map((t) => t.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    const rated = await api<List<Tenant>>('/tenants/public?minRating=4.5&limit=100');
    expect(rated.body.data.length).toBeGreaterThan(0);
    expect(rated.body.data.every((t) => (t.rating ?? 0) >= 4.5)).toBe(true);
  });

  it('rejects bad query values with 400', async () => {
    for (const query of ['limit=abc', 'limit=0', 'limit=101', 'page=0', 'sortBy=price', 'sortOrder=up', 'type=warung']) {
      const res = await api(`/tenants/public?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR' });
      expect(typeof res.body.message).toBe('string');
    }
  });
});

describe('GET /tenants/public/{id}', () => {
  it('finds an active tenant by slug and by id', async () => {
    const bySlug = await api<Tenant>(`/tenants/public/${activeSeedSlugs[0]}`);
    expect(bySlug.status).toBe(200);
    expect(bySlug.body).toMatchObject({ slug: activeSeedSlugs[0], status: 'active' });
    const byId = await api<Tenant>(`/tenants/public/${bySlug.body.id}`);
    expect(byId.status).toBe(200);
    expect(byId.body.slug).toBe(activeSeedSlugs[0]);
  });

  it('answers 404 for suspended, pending and unknown tenants', async () => {
    for (const key of [suspendedSeed.slug, pendingSeed.slug, 'tidak-ada-tenant-ini', '2147483647', '99999999999']) {
      const res = await api(`/tenants/public/${key}`);
      expect(res.status, key).toBe(404);
      expect(res.body).toMatchObject({ message: 'Tenant Tidak Ditemukan', code: 'NOT_FOUND' });
    }
  });
});

describe('GET /menus/public', () => {
  it('lists only active menus of active tenants with the tenant public fields', async () => {
    const all = await readAll<Menu>('/menus/public', 50);
    expect(all.length).toBeGreaterThan(0);
    const hiddenSlugs = new Set(hiddenSeedTenants.map((t) => t.slug));
    for (const m of all) {
      expect(m.status).toBe('active');
      expect(m.tenant.status).toBe('active');
      expect(hiddenSlugs.has(m.tenant.slug)).toBe(false);
      expect(m.tenantId).toBe(m.tenant.id);
      expect(typeof m.price).toBe('number');
      expect(m).toHaveProperty('imageUrl');
    }
    // Seeded menus that are not active never show, even from an active tenant.
    const activeTenantKeys = new Set(seedTenants.filter((t) => t.status === 'active').map((t) => t.key));
    const notPublic = seedMenus.filter((m) => m.status !== 'active' && activeTenantKeys.has(m.tenantKey)).map((m) => m.name);
    expect(notPublic.length).toBeGreaterThan(0);
    const names = new Set(all.map((m) => m.name));
    for (const name of notPublic) expect(names.has(name), name).toBe(false);
  });

  it('defaults to 50 a page and allows at most 50', async () => {
    const res = await api<List<Menu>>('/menus/public');
    expect(res.status).toBe(200);
    expect(res.body.meta.limit).toBe(50);
    expect(res.body.data.length).toBeLessThanOrEqual(50);
    expect(res.headers.get('cache-control')).toBe('public, s-maxage=5, stale-while-revalidate=30');
    expect((await api('/menus/public?limit=50')).status).toBe(200);
    const over = await api('/menus/public?limit=51');
    expect(over.status).toBe(400);
    expect(over.body.errors).toHaveProperty('limit');
  });

  it('rejects non-integer filters and bad values with 400', async () => {
    for (const query of [
      'minPrice=abc',
      'maxPrice=1.5',
      'spiceLevel=x',
      'spiceLevel=6',
      'spiceLevel=0',
      'limit=abc',
      'page=abc',
      'category=pizza',
      'minPrice=-5',
    ]) {
      const res = await api(`/menus/public?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
    }
  });

  it('ignores empty filters', async () => {
    const res = await api<List<Menu>>('/menus/public?search=&category=&minPrice=&maxPrice=&spiceLevel=');
    expect(res.status).toBe(200);
    // Other test files write menus on the same server meanwhile: the two answers agree once a pair is read between writes.
    await eventually(async () => {
      const [empty, plain] = await Promise.all([
        api<List<Menu>>('/menus/public?search=&category=&minPrice=&maxPrice=&spiceLevel='),
        api<List<Menu>>('/menus/public'),
      ]);
      return empty.body.meta.total === plain.body.meta.total && empty.body.data.map((m) => m.id).join() === plain.body.data.map((m) => m.id).join();
    }, 10_000);
  });

  it('searches name, description and ingredients case-insensitively', async () => {
    // 'kencur' appears in ingredients of several seeded menus.
    const res = await api<List<Menu>>('/menus/public?search=KENCUR');
    expect(res.body.data.length).toBeGreaterThan(0);
    for (const m of res.body.data) expect(`${m.name} ${m.description ?? ''} ${m.ingredients ?? ''}`.toLowerCase()).toContain('kencur');
    const literal = await api<List<Menu>>('/menus/public?search=%25%25%25');
    expect(literal.status).toBe(200);
    expect(literal.body.data).toHaveLength(0);
  });

  it('combines search, category, price range and spice level', async () => {
    const single = {
      category: await api<List<Menu>>('/menus/public?category=beverage'),
      price: await api<List<Menu>>('/menus/public?minPrice=5000&maxPrice=15000'),
      spice: await api<List<Menu>>('/menus/public?spiceLevel=1'),
    };
    const combined = await api<List<Menu>>('/menus/public?search=es&category=beverage&minPrice=5000&maxPrice=15000&spiceLevel=1');
    expect(combined.status).toBe(200);
    expect(combined.body.data.length).toBeGreaterThan(0);
    for (const m of combined.body.data) {
      expect(m.category).toBe('beverage');
      expect(m.price).toBeGreaterThanOrEqual(5000);
      expect(m.price).toBeLessThanOrEqual(15000);
      expect(m.spiceLevel).toBe(1);
      expect(`${m.name} ${m.description ?? ''} ${m.ingredients ?? ''}`.toLowerCase()).toContain('es');
    }
    for (const one of Object.values(single)) expect(combined.body.meta.total).toBeLessThan(one.body.meta.total);
  });

  it('pages without overlap', async () => {
    const first = await api<List<Menu>>('/menus/public?limit=5&page=1');
    const second = await api<List<Menu>>('/menus/public?limit=5&page=2');
    expect(second.body.meta.page).toBe(2);
    const ids = new Set(first.body.data.map((m) => m.id));
    expect(second.body.data.some((m) => ids.has(m.id))).toBe(false);
  });
});

describe('GET /menus/public/{id} and /menus/public/tenant/{tenantId}', () => {
  it('returns one public menu and 400/404 otherwise', async () => {
    const list = await api<List<Menu>>('/menus/public?limit=1');
    const one = await api<Menu>(`/menus/public/${list.body.data[0]!.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: list.body.data[0]!.id, status: 'active', tenant: { status: 'active' } });
    expect((await api('/menus/public/abc')).status).toBe(400);
    expect((await api('/menus/public/0')).status).toBe(400);
    const missing = await api('/menus/public/2147483646');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('NOT_FOUND');
  });

  it("lists one active tenant's menus by id or slug, with search, category and limit", async () => {
    const tenant = (await api<Tenant>(`/tenants/public/${activeSeedSlugs[0]}`)).body;
    const byId = await api<List<Menu>>(`/menus/public/tenant/${tenant.id}`);
    expect(byId.status).toBe(200);
    expect(byId.body.data.length).toBeGreaterThan(0);
    expect(byId.body.data.every((m) => m.tenantId === tenant.id && m.status === 'active')).toBe(true);
    expect(byId.body.meta.total).toBe(tenant.menuCount);
    const bySlug = await api<List<Menu>>(`/menus/public/tenant/${tenant.slug}`);
    expect(bySlug.body.data.map((m) => m.id)).toEqual(byId.body.data.map((m) => m.id));

    const category = byId.body.data[0]!.category;
    const filtered = await api<List<Menu>>(`/menus/public/tenant/${tenant.id}?category=${category}&limit=2`);
    expect(filtered.body.meta.limit).toBe(2);
    expect(filtered.body.data.length).toBeLessThanOrEqual(2);
    expect(filtered.body.data.every((m) => m.category === category)).toBe(true);
    const word = byId.body.data[0]!.name.split(' ')[0]!;
    const searched = await api<List<Menu>>(`/menus/public/tenant/${tenant.id}?search=${encodeURIComponent(word)}`);
    expect(searched.body.data.length).toBeGreaterThan(0);
    expect((await api(`/menus/public/tenant/${tenant.id}?limit=51`)).status).toBe(400);
  });

  it('answers 404 for the menus of a suspended or unknown tenant', async () => {
    expect((await api(`/menus/public/tenant/${suspendedSeed.slug}`)).status).toBe(404);
    expect((await api('/menus/public/tenant/2147483647')).status).toBe(404);
  });
});

describe('a tenant going active and then suspended', () => {
  let token: string;
  beforeAll(async () => {
    token = (await loginAs('superAdmin')).accessToken;
  });

  it('shows only approved menus while active and disappears from every public read once suspended', async () => {
    const body = tenantBody({ status: 'active', description: 'Tenant uji untuk API publik.' });
    const created = await api<Tenant>('/tenants', { token, body });
    expect(created.status).toBe(201);
    const tenant = created.body;

    const approved = await api<Menu>('/menus', { token, body: menuBody({ tenantId: tenant.id, category: 'dessert', spiceLevel: 2, price: 12300 }) });
    expect(approved.status).toBe(201);
    expect((await api(`/menus/${approved.body.id}/approve`, { method: 'PATCH', token: await reviewerToken() })).status).toBe(200);
    const pending = await api<Menu>('/menus', { token, body: menuBody({ tenantId: tenant.id }) });
    expect(pending.status).toBe(201);

    await eventually(async () => (await api(`/tenants/public/${tenant.slug}`)).status === 200);
    const menus = await api<List<Menu>>(`/menus/public/tenant/${tenant.slug}`);
    expect(menus.body.data.map((m) => m.id)).toEqual([approved.body.id]);
    expect((await api(`/menus/public/${pending.body.id}`)).status).toBe(404);
    const found = await api<List<Menu>>(
      `/menus/public?search=${encodeURIComponent(approved.body.name)}&category=dessert&spiceLevel=2&minPrice=12300&maxPrice=12300`,
    );
    expect(found.body.data.map((m) => m.id)).toEqual([approved.body.id]);
    expect(found.body.data[0]!.tenant).toMatchObject({ id: tenant.id, slug: tenant.slug, status: 'active' });

    expect((await api(`/tenants/${tenant.id}`, { method: 'PATCH', token, body: { status: 'suspended' } })).status).toBe(200);
    await eventually(async () => (await api(`/tenants/public/${tenant.slug}`)).status === 404);
    expect((await api(`/tenants/public/${tenant.id}`)).status).toBe(404);
    expect((await api(`/menus/public/${approved.body.id}`)).status).toBe(404);
    expect((await api(`/menus/public/tenant/${tenant.id}`)).status).toBe(404);
    const after = await api<List<Menu>>(`/menus/public?search=${encodeURIComponent(approved.body.name)}`);
    expect(after.body.data).toHaveLength(0);
    const listed = await readAll<Tenant>('/tenants/public', 100);
    expect(listed.some((t) => t.id === tenant.id)).toBe(false);
  });
});
