// Issue 11: what the public pages show follows every write. A tenant made active with an approved menu appears on
// the landing page's best tenants, the tenant list, its own page and the sitemap; a newly approved menu appears in the
// menu recommendations; once the tenant is suspended it is gone from all of them (its page answers 404). Reads are
// cached for a few seconds at most, so each check waits for the page to follow.
import { describe, expect, it } from 'vitest';
import { BASE_URL, api, eventually, loginAs, menuBody, tenantBody, uniqueSuffix, reviewerToken } from '../helpers/http';

async function page(path: string): Promise<{ status: number; text: string }> {
  const res = await fetch(`${BASE_URL}${path}`);
  return { status: res.status, text: await res.text() };
}

describe('public pages follow writes', () => {
  it('a tenant appears on /, /tenant, its page and the sitemap, a new menu on /rekomendasi-menu; suspended, it leaves them all', async () => {
    const token = (await loginAs('superAdmin')).accessToken;
    const suffix = uniqueSuffix();
    // Featured ('Pilihan Kuliner Tasik') and rated above every demo tenant, so it is among the landing page's best tenants.
    const created = await api<{ id: number; slug: string; name: string }>('/tenants', {
      token,
      body: tenantBody({ name: `Kedai Segar ${suffix}`, slug: `kedai-segar-${suffix}`.toLowerCase(), status: 'active' }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { id, slug, name } = created.body;
    expect((await api(`/tenants/${id}`, { method: 'PATCH', token, body: { rating: 5, isFeatured: true } })).status).toBe(200);
    const first = await api<{ id: number; name: string }>('/menus', { token, body: menuBody({ tenantId: id, name: `Nasi Segar ${suffix}` }) });
    expect((await api(`/menus/${first.body.id}/approve`, { method: 'PATCH', token: await reviewerToken() })).status).toBe(200);

    // A tenant card links to its page (the search box also echoes the name, so the name alone proves nothing).
    const card = `href="/tenant/${slug}"`;
    await eventually(async () => (await page('/')).text.includes(card));
    await eventually(async () => (await page(`/tenant?search=${encodeURIComponent(name)}`)).text.includes(card));
    await eventually(async () => (await page(`/tenant/${slug}`)).status === 200);
    await eventually(async () => (await page('/sitemap.xml')).text.includes(`/tenant/${slug}<`));
    await eventually(async () => (await page(`/rekomendasi-menu?search=${encodeURIComponent(suffix)}`)).text.includes(first.body.name));

    // A second menu, approved: it appears next to the first.
    const second = await api<{ id: number; name: string }>('/menus', { token, body: menuBody({ tenantId: id, name: `Es Segar ${suffix}` }) });
    expect((await api(`/menus/${second.body.id}/approve`, { method: 'PATCH', token: await reviewerToken() })).status).toBe(200);
    await eventually(async () => (await page(`/rekomendasi-menu?search=${encodeURIComponent(suffix)}`)).text.includes(second.body.name));
    await eventually(async () => (await page(`/tenant/${slug}`)).text.includes(second.body.name));

    // Suspended: gone from every page, its own page answers 404.
    expect((await api(`/tenants/${id}`, { method: 'PATCH', token, body: { status: 'suspended' } })).status).toBe(200);
    await eventually(async () => (await page(`/tenant/${slug}`)).status === 404);
    await eventually(async () => !(await page('/')).text.includes(card));
    await eventually(async () => !(await page(`/tenant?search=${encodeURIComponent(name)}`)).text.includes(card));
    await eventually(async () => !(await page('/sitemap.xml')).text.includes(`/tenant/${slug}<`));
    await eventually(async () => !(await page(`/rekomendasi-menu?search=${encodeURIComponent(suffix)}`)).text.includes(first.body.name));
  });
});
