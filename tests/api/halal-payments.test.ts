// Issue 12, halal with provenance and accepted payments: the round trip through create and update (owner and admin),
// the 400 messages, the public `halal` filter of tenants and menus, the OpenAPI document, and the server-rendered
// badges (certified 'Halal' with its number, the seller's claim as text, payment badges).
import { describe, expect, it } from 'vitest';
import { PAYMENT_METHODS } from '@/lib/constants';
import { tenantMessages } from '@/lib/validations/messages';
import { seedTenants } from '@/db/seed-data';
import { BASE_URL, api, createManager, loginAs, tenantBody } from '../helpers/http';
import { listedSeedTenants } from '../helpers/seed-public';

const NUMBER = 'ID32110000123450123';

async function ownTenant(overrides: Record<string, unknown> = {}) {
  const manager = await createManager();
  const res = await api('/tenants/my-tenant', { token: manager.accessToken, body: tenantBody(overrides) });
  return { token: manager.accessToken, res };
}

async function patch(id: number, token: string, body: unknown) {
  return api(`/tenants/${id}`, { method: 'PATCH', token, body });
}

describe('create and update round trip', () => {
  it('a manager creates a certified tenant: number normalised, payments in the list order', async () => {
    const { res } = await ownTenant({
      halalStatus: 'certified',
      halalCertificateNumber: 'id 3211 0000 1234 5012 3',
      paymentMethods: ['qris', 'cash', 'gopay'],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ halalStatus: 'certified', halalCertificateNumber: NUMBER, paymentMethods: ['cash', 'qris', 'gopay'] });
  });

  it('defaults to unknown without payments', async () => {
    const { res } = await ownTenant();
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ halalStatus: 'unknown', halalCertificateNumber: null, paymentMethods: [] });
  });

  it('a manager updates their own tenant: the pair stays consistent', async () => {
    const { token, res } = await ownTenant({ halalStatus: 'self_declared', paymentMethods: ['cash'] });
    expect(res.status).toBe(201);
    const id = res.body.id as number;

    // A number without certified is refused, alone or with another status.
    let r = await patch(id, token, { halalCertificateNumber: NUMBER });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual({ halalCertificateNumber: tenantMessages.halalCertificateNotCertified });
    // Certified needs a number: none is stored yet.
    r = await patch(id, token, { halalStatus: 'certified' });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual({ halalCertificateNumber: tenantMessages.halalCertificateRequired });

    r = await patch(id, token, { halalStatus: 'certified', halalCertificateNumber: NUMBER, paymentMethods: PAYMENT_METHODS });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ halalStatus: 'certified', halalCertificateNumber: NUMBER, paymentMethods: [...PAYMENT_METHODS] });

    // The number alone changes while certified; the status alone keeps the stored number.
    r = await patch(id, token, { halalCertificateNumber: 'ID1234567890' });
    expect(r.body).toMatchObject({ halalStatus: 'certified', halalCertificateNumber: 'ID1234567890' });
    r = await patch(id, token, { description: 'Menu baru' });
    expect(r.body).toMatchObject({ halalStatus: 'certified', halalCertificateNumber: 'ID1234567890' });

    // Leaving certified drops the number.
    r = await patch(id, token, { halalStatus: 'not_halal', paymentMethods: [] });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ halalStatus: 'not_halal', halalCertificateNumber: null, paymentMethods: [] });
    const read = await api(`/tenants/${id}`, { token });
    expect(read.body).toMatchObject({ halalStatus: 'not_halal', halalCertificateNumber: null, paymentMethods: [] });
  });

  it('an admin creates and edits the facts of any tenant', async () => {
    const { accessToken } = await loginAs('admin');
    const created = await api('/tenants', {
      token: accessToken,
      body: tenantBody({ halalStatus: 'certified', halalCertificateNumber: NUMBER, paymentMethods: ['ovo'] }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ halalStatus: 'certified', halalCertificateNumber: NUMBER, paymentMethods: ['ovo'] });
    const edited = await patch(created.body.id, accessToken, { halalStatus: 'self_declared', paymentMethods: ['dana', 'bank_transfer'] });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ halalStatus: 'self_declared', halalCertificateNumber: null, paymentMethods: ['dana', 'bank_transfer'] });
  });
});

describe('400 with the Indonesian messages', () => {
  it.each([
    [{ halalStatus: 'certified' }, { halalCertificateNumber: tenantMessages.halalCertificateRequired }],
    [{ halalStatus: 'certified', halalCertificateNumber: '' }, { halalCertificateNumber: tenantMessages.halalCertificateRequired }],
    [{ halalStatus: 'certified', halalCertificateNumber: 'ID123' }, { halalCertificateNumber: tenantMessages.halalCertificatePattern }],
    [{ halalStatus: 'self_declared', halalCertificateNumber: NUMBER }, { halalCertificateNumber: tenantMessages.halalCertificateNotCertified }],
    [{ halalStatus: 'halal' }, { halalStatus: tenantMessages.halalStatus }],
    [{ paymentMethods: ['qris', 'qris'] }, { paymentMethods: tenantMessages.paymentMethodDuplicate }],
    [{ paymentMethods: ['bitcoin'] }, { 'paymentMethods.0': tenantMessages.paymentMethod }],
    [{ isHalal: true }, { isHalal: 'Field tidak dikenal' }],
  ])('POST /tenants/my-tenant %j', async (overrides, errors) => {
    const { res } = await ownTenant(overrides);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(errors);
    expect(res.body.message).toBe(Object.values(errors)[0]);
  });
});

describe('public halal filter', () => {
  const certifiedSlugs = listedSeedTenants.filter((t) => t.halalStatus === 'certified').map((t) => t.slug);
  const claimedSlugs = listedSeedTenants.filter((t) => t.halalStatus === 'self_declared').map((t) => t.slug);
  const otherSlugs = listedSeedTenants.filter((t) => t.halalStatus !== 'certified' && t.halalStatus !== 'self_declared').map((t) => t.slug);

  it('the demo seed has every kind', () => {
    expect(certifiedSlugs.length).toBeGreaterThanOrEqual(3);
    expect(claimedSlugs.length).toBeGreaterThanOrEqual(3);
    expect(otherSlugs.length).toBeGreaterThanOrEqual(1);
    expect(seedTenants.some((t) => t.halalStatus === 'not_halal')).toBe(true);
    expect(seedTenants.every((t) => (t.halalStatus === 'certified') === (t.halalCertificateNumber !== null))).toBe(true);
  });

  it('tenants: certified only, or certified and self-declared', async () => {
    const certified = await api('/tenants/public?halal=certified&limit=100');
    expect(certified.status).toBe(200);
    expect(certified.body.data.every((t: any) => t.halalStatus === 'certified' && /^ID\d{10,20}$/.test(t.halalCertificateNumber))).toBe(true);
    const slugs = certified.body.data.map((t: any) => t.slug);
    expect(slugs).toEqual(expect.arrayContaining(certifiedSlugs));
    expect(slugs).not.toEqual(expect.arrayContaining([claimedSlugs[0]]));

    const halal = await api('/tenants/public?halal=halal&limit=100');
    expect(halal.body.data.every((t: any) => t.halalStatus === 'certified' || t.halalStatus === 'self_declared')).toBe(true);
    const halalSlugs = halal.body.data.map((t: any) => t.slug);
    expect(halalSlugs).toEqual(expect.arrayContaining([...certifiedSlugs, ...claimedSlugs]));
    for (const slug of otherSlugs) expect(halalSlugs).not.toContain(slug);
  });

  it('menus: only those of certified (or halal) tenants', async () => {
    const all = await api('/tenants/public?limit=100');
    const statusOf = new Map<number, string>(all.body.data.map((t: any) => [t.id, t.halalStatus]));
    const certified = await api('/menus/public?halal=certified&limit=50');
    expect(certified.status).toBe(200);
    expect(certified.body.data.length).toBeGreaterThan(0);
    expect(new Set(certified.body.data.map((m: any) => statusOf.get(m.tenantId)))).toEqual(new Set(['certified']));
    const halal = await api('/menus/public?halal=halal&limit=50');
    for (const m of halal.body.data) expect(['certified', 'self_declared']).toContain(statusOf.get(m.tenantId));
    const total = (await api('/menus/public?limit=1')).body;
    const halalTotal = (await api('/menus/public?halal=halal&limit=1')).body;
    const certifiedTotal = (await api('/menus/public?halal=certified&limit=1')).body;
    const totalOf = (b: any) => b.meta.total as number;
    expect(totalOf(certifiedTotal)).toBeLessThan(totalOf(halalTotal));
    expect(totalOf(halalTotal)).toBeLessThan(totalOf(total));
  });

  it('refuses any other value with 400', async () => {
    for (const path of ['/tenants/public?halal=yes', '/menus/public?halal=self_declared']) {
      const res = await api(path);
      expect(res.status, path).toBe(400);
      expect(res.body.errors).toEqual({ halal: tenantMessages.halalFilter });
    }
  });
});

describe('OpenAPI document', () => {
  it('lists the fields on Tenant and PublicTenant and the halal query parameter', async () => {
    const doc = (await api('/openapi.json')).body;
    for (const name of ['Tenant', 'PublicTenant']) {
      const props = doc.components.schemas[name].properties;
      expect(props.halalStatus.enum).toEqual(['certified', 'self_declared', 'not_halal', 'unknown']);
      expect(props).toHaveProperty('halalCertificateNumber');
      expect(props.paymentMethods.items.enum).toEqual([...PAYMENT_METHODS]);
      expect(doc.components.schemas[name].required).toEqual(expect.arrayContaining(['halalStatus', 'halalCertificateNumber', 'paymentMethods']));
    }
    for (const path of ['/tenants/public', '/menus/public']) {
      const halal = doc.paths[path].get.parameters.find((p: any) => p.name === 'halal');
      expect(halal, path).toMatchObject({ in: 'query', schema: { enum: ['certified', 'halal'] } });
    }
    const body = doc.paths['/tenants/my-tenant'].post.requestBody.content['application/json'].schema;
    const props = body.properties ?? doc.components.schemas[body.$ref?.split('/').pop()]?.properties;
    expect(props).toHaveProperty('halalStatus');
    expect(props).toHaveProperty('halalCertificateNumber');
    expect(props).toHaveProperty('paymentMethods');
  });
});

describe('server-rendered badges', () => {
  async function html(path: string): Promise<string> {
    const res = await fetch(`${BASE_URL}${path}`);
    expect(res.status, path).toBe(200);
    return res.text();
  }
  const certified = listedSeedTenants.find((t) => t.halalStatus === 'certified')!;
  const claimed = listedSeedTenants.find((t) => t.halalStatus === 'self_declared')!;

  it('a certified tenant: Halal badge, certificate number, payments and HalalDiet', async () => {
    const page = await html(`/tenant/${certified.slug}`);
    expect(page).toContain('data-testid="halal-badge"');
    expect(page).toContain(certified.halalCertificateNumber!);
    expect(page).toContain('https://schema.org/HalalDiet');
    expect(page).toMatch(/<ul aria-label="Metode pembayaran"[^>]*>.*QRIS/s);
  });

  it("a self-declared tenant: the seller's claim as text, no badge, no HalalDiet", async () => {
    const page = await html(`/tenant/${claimed.slug}`);
    expect(page).toContain('Halal (klaim penjual)');
    expect(page).not.toContain('data-testid="halal-badge"');
    expect(page).not.toContain('HalalDiet');
  });

  it('/tenant?halal=certified lists certified tenants only, with the select kept', async () => {
    const page = await html('/tenant?halal=certified');
    const cards = page.split('data-testid="tenant-card"').slice(1);
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(card.slice(0, card.indexOf('</article>'))).toContain('data-testid="halal-badge"');
    expect(page).toMatch(/<select[^>]*name="halal"/);
    expect(page).toMatch(/<option value="certified" selected="">/);
  });

  it('/rekomendasi-menu has the halal select in its GET form', async () => {
    const page = await html('/rekomendasi-menu?halal=halal');
    expect(page).toMatch(/<select[^>]*name="halal"/);
    expect(page).toMatch(/<option value="halal" selected="">/);
  });
});
