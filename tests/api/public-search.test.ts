// Issue 12 over HTTP: search understands Tasikmalaya spellings, accents, case and tenant names; a tenant without an
// active menu is not public; public pages show 'Baru' instead of a made-up rating and hide a zero order count.
import { describe, expect, it } from 'vitest';
import { seedMenus, seedTenants } from '@/db/seed-data';
import { BASE_URL, api } from '../helpers/http';
import { listedSeedTenants, seedTenantsMatching } from '../helpers/seed-public';

interface Menu {
  id: number;
  name: string;
  description: string | null;
  ingredients: string | null;
  tenant: { id: number; slug: string; name: string };
}
interface Tenant {
  slug: string;
  rating: number | null;
  totalOrders: number;
}
interface List<T> {
  data: T[];
  meta: { total: number };
}

const text = (m: Menu) => `${m.name} ${m.description ?? ''} ${m.ingredients ?? ''}`.toLowerCase();
const seedSlugs = new Set(seedTenants.map((t) => t.slug));
/** The seed tenant with active menus but no active one left (a just-approved tenant whose menus wait for review). */
const menulessSeed = seedTenants.find((t) => t.status === 'active' && !listedSeedTenants.includes(t))!;
/** Listed and never rated: one without orders, one with. */
const unratedNoOrders = listedSeedTenants.find((t) => t.rating == null && t.totalOrders === 0)!;
const unratedWithOrders = listedSeedTenants.find((t) => t.rating == null && t.totalOrders > 0)!;

/** A server-rendered page's HTML without React's text separators. */
async function page(path: string): Promise<{ status: number; html: string }> {
  const res = await fetch(`${BASE_URL}${path}`, { redirect: 'manual' });
  return { status: res.status, html: (await res.text()).replace(/<!-- -->/g, '') };
}

/** The HTML of the tenant card showing a given name. */
function cardOf(html: string, name: string): string {
  const cards = html.split('data-testid="tenant-card"').slice(1);
  const card = cards.find((c) => c.includes(`>${name.replace(/&/g, '&amp;')}<`));
  expect(card, name).toBeDefined();
  return card!.split('</article>')[0]!;
}

describe('public menu search', () => {
  it('finds baso for "bakso" and the tenant of "Mie Baso" for a tenant search', async () => {
    const menus = await api<List<Menu>>('/menus/public?search=bakso&limit=50');
    expect(menus.status).toBe(200);
    expect(menus.body.data.some((m) => /\bbaso\b/.test(text(m)) && !text(m).includes('bakso'))).toBe(true);
    for (const m of menus.body.data) expect(`${text(m)} ${m.tenant.name.toLowerCase()}`).toMatch(/bakso|baso/);

    const tenants = await api<List<Tenant>>('/tenants/public?search=bakso&limit=100');
    const found = tenants.body.data.map((t) => t.slug).filter((s) => seedSlugs.has(s));
    expect(found.sort()).toEqual(
      seedTenantsMatching('bakso')
        .map((t) => t.slug)
        .sort(),
    );
    expect(found).toContain(seedTenants.find((t) => t.name === 'Baso Aci Akang')!.slug);
  });

  it('finds kopi for "coffee" and ignores case and accents', async () => {
    const coffee = await api<List<Menu>>('/menus/public?search=coffee&limit=50');
    expect(coffee.body.data.some((m) => text(m).includes('kopi'))).toBe(true);
    for (const m of coffee.body.data) expect(`${text(m)} ${m.tenant.name.toLowerCase()}`).toMatch(/kopi|coffee/);
    const plain = await api<List<Menu>>('/menus/public?search=kopi%20susu&limit=50');
    expect(plain.body.meta.total).toBeGreaterThan(0);
    const accented = await api<List<Menu>>(`/menus/public?search=${encodeURIComponent('KÓPI  Súsu')}&limit=50`);
    expect(accented.body.data.map((m) => m.id)).toEqual(plain.body.data.map((m) => m.id));
  });

  it("finds a tenant's menus by the tenant's name, also together with a menu word (every word must match)", async () => {
    const laksana = seedTenants.find((t) => t.name === 'Mie Bakso Laksana')!;
    const active = seedMenus.filter((m) => m.tenantKey === laksana.key && m.status === 'active');
    const res = await api<List<Menu>>('/menus/public?search=laksana&limit=50');
    expect(
      res.body.data
        .filter((m) => m.tenant.slug === laksana.slug)
        .map((m) => m.name)
        .sort(),
    ).toEqual(active.map((m) => m.name).sort());
    const both = await api<List<Menu>>('/menus/public?search=laksana%20es&limit=50');
    expect(both.body.data.length).toBeGreaterThan(0);
    expect(both.body.data.length).toBeLessThan(res.body.data.length);
    for (const m of both.body.data) expect(text(m)).toMatch(/\bes\b|\bice/);
    // On the tenant's own menu its name would match every menu: there only the menus' own texts are searched.
    const own = await api<List<Menu>>(`/menus/public/tenant/${laksana.slug}?search=laksana`);
    expect(own.status).toBe(200);
    expect(own.body.data.map((m) => m.name).sort()).toEqual(
      active
        .filter((m) => /laksana/i.test(`${m.name} ${m.description} ${m.ingredients}`))
        .map((m) => m.name)
        .sort(),
    );
  });
});

describe('only tenants with an active menu are public', () => {
  it('leaves an active tenant without an active menu out of the list, the sitemap and its page (404)', async () => {
    expect(menulessSeed).toBeDefined();
    const all = await api<List<Tenant>>('/tenants/public?limit=100');
    expect(all.body.data.map((t) => t.slug)).not.toContain(menulessSeed.slug);
    expect((await api(`/tenants/public/${menulessSeed.slug}`)).status).toBe(404);
    expect((await api<List<Tenant>>(`/tenants/public?search=${encodeURIComponent(menulessSeed.name)}`)).body.meta.total).toBe(0);
    const sitemap = await page('/sitemap.xml');
    expect(sitemap.html).toContain(`/tenant/${listedSeedTenants[0]!.slug}<`);
    expect(sitemap.html).not.toContain(`/tenant/${menulessSeed.slug}<`);
    expect((await page(`/tenant/${menulessSeed.slug}`)).status).toBe(404);
  });
});

describe('honest numbers on public pages', () => {
  it("shows 'Baru' for a never-rated tenant and its order count only when there are orders", async () => {
    expect(unratedNoOrders && unratedWithOrders).toBeTruthy();
    const card = async (name: string) => cardOf((await page(`/tenant?search=${encodeURIComponent(name)}`)).html, name);
    const noOrders = await card(unratedNoOrders.name);
    expect(noOrders).toContain('Baru');
    expect(noOrders).not.toMatch(/\d pesanan/);
    expect(noOrders).not.toContain('4,5');
    const withOrders = await card(unratedWithOrders.name);
    expect(withOrders).toContain('Baru');
    expect(withOrders).toContain(`${unratedWithOrders.totalOrders.toLocaleString('id-ID')} pesanan`);
    const rated = listedSeedTenants.find((t) => t.rating != null && t.totalOrders > 0)!;
    expect(await card(rated.name)).not.toContain('Baru');

    const detail = await page(`/tenant/${unratedNoOrders.slug}`);
    expect(detail.status).toBe(200);
    const header = detail.html.split('<h1')[1]!.split('</header>')[0]!;
    expect(header).toContain('Baru');
    expect(header).not.toMatch(/\d pesanan/);
  });

  it('sorts never-rated tenants last', async () => {
    const all = (await api<List<Tenant>>('/tenants/public?limit=100')).body.data;
    const firstUnrated = all.findIndex((t) => t.rating == null);
    expect(firstUnrated).toBeGreaterThan(0);
    expect(all.slice(firstUnrated).every((t) => t.rating == null)).toBe(true);
  });
});
