// Issue 12, the dashboard's local facts over HTTP: kecamatan, coordinates, delivery app links, a food truck's spot for
// today, catering facts, cuisine and featured through POST /tenants/my-tenant, POST /tenants and PATCH /tenants/{id}
// (each value read back with GET, each Indonesian message for a bad value), and menu dietary tags.
import { describe, expect, it } from 'vitest';
import { jakartaDate } from '@/lib/opening-hours';
import { menuMessages, tenantMessages } from '@/lib/validations/messages';
import { api, createManager, loginAs, menuBody, tenantBody } from '../helpers/http';

const FACTS = {
  district: 'cihideung',
  latitude: -7.3274,
  longitude: 108.2207,
  goFoodUrl: 'https://gofood.co.id/tasikmalaya/restaurant/warung-uji',
  grabFoodUrl: 'https://food.grab.com/id/id/restaurant/warung-uji',
  shopeeFoodUrl: 'https://shopee.co.id/universal-link/now-food/shop/123',
  minOrder: 20,
  leadTimeDays: 3,
  maxPortions: 500,
  cuisine: 'Sunda, Indonesia',
};

async function ownTenant(overrides: Record<string, unknown> = {}) {
  const manager = await createManager();
  const res = await api('/tenants/my-tenant', { token: manager.accessToken, body: tenantBody(overrides) });
  return { token: manager.accessToken, res };
}

async function patch(id: number, token: string, body: unknown) {
  return api(`/tenants/${id}`, { method: 'PATCH', token, body });
}

async function read(id: number, token: string) {
  const res = await api(`/tenants/${id}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

async function adminToken() {
  return (await loginAs('admin')).accessToken;
}

describe('tenant local facts: create and read back', () => {
  it('a manager creates a catering tenant with every fact; GET returns them', async () => {
    const { token, res } = await ownTenant({ type: 'catering', ...FACTS });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ ...FACTS, todaySpot: null, todaySpotOn: null, isFeatured: false });
    expect(await read(res.body.id, token)).toMatchObject(FACTS);
  });

  it('the kecamatan is a key in any case; blank clears it', async () => {
    const { token, res } = await ownTenant({ district: ' Tawang ' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.district).toBe('tawang');
    const r = await patch(res.body.id, token, { district: '' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect((await read(res.body.id, token)).district).toBeNull();
  });

  it('an admin creates a tenant through POST /tenants with the facts and featured', async () => {
    const token = await adminToken();
    const res = await api('/tenants', { token, body: tenantBody({ type: 'bakery', ...FACTS, isFeatured: true }) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ ...FACTS, isFeatured: true });
    expect(await read(res.body.id, token)).toMatchObject({ ...FACTS, isFeatured: true });
  });

  it('coordinates keep 6 decimals', async () => {
    // The form's text inputs: at most 6 decimals as text; JSON numbers are rounded.
    const { res } = await ownTenant({ latitude: '-7.32740049', longitude: '108.2207' });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.errors).toEqual({ latitude: tenantMessages.latitude });
    const text = await ownTenant({ latitude: '-7.327401', longitude: '108.2207' });
    expect(text.res.status, JSON.stringify(text.res.body)).toBe(201);
    expect(text.res.body).toMatchObject({ latitude: -7.327401, longitude: 108.2207 });
    const ok = await ownTenant({ latitude: -7.32740049, longitude: 108.22070051 });
    expect(ok.res.status, JSON.stringify(ok.res.body)).toBe(201);
    expect(ok.res.body).toMatchObject({ latitude: -7.3274, longitude: 108.220701 });
  });
});

describe('tenant local facts: Indonesian messages for bad values', () => {
  const cases: [string, Record<string, unknown>, Record<string, string>][] = [
    ['an unknown kecamatan', { district: 'Singaparna' }, { district: tenantMessages.district }],
    ['a latitude without a longitude', { latitude: -7.3 }, { longitude: tenantMessages.coordinatesPair }],
    ['a longitude without a latitude', { longitude: 108.2 }, { latitude: tenantMessages.coordinatesPair }],
    ['a latitude outside Indonesia', { latitude: 48.85, longitude: 108.2 }, { latitude: tenantMessages.latitude }],
    ['a longitude outside Indonesia', { latitude: -7.3, longitude: 2.29 }, { longitude: tenantMessages.longitude }],
    ['an http:// GoFood link', { goFoodUrl: 'http://gofood.co.id/warung' }, { goFoodUrl: tenantMessages.goFoodUrl }],
    ['a GrabFood link on another host', { grabFoodUrl: 'https://grab.com.evil.example/warung' }, { grabFoodUrl: tenantMessages.grabFoodUrl }],
    ['a ShopeeFood link on another host', { shopeeFoodUrl: 'https://example.com/shopee.co.id' }, { shopeeFoodUrl: tenantMessages.shopeeFoodUrl }],
    ['a spot on a restaurant', { todaySpot: 'Depan Masjid Agung' }, { todaySpot: tenantMessages.todaySpotFoodTruckOnly }],
    ['a capacity below the minimum order', { minOrder: 50, maxPortions: 10 }, { maxPortions: tenantMessages.maxPortionsBelowMinOrder }],
    ['a fractional minimum order', { minOrder: 2.5 }, { minOrder: tenantMessages.minOrder }],
    ['a lead time beyond 90 days', { leadTimeDays: 91 }, { leadTimeDays: tenantMessages.leadTimeDays }],
    ['a cuisine over 100 characters', { cuisine: 'x'.repeat(101) }, { cuisine: tenantMessages.cuisineMax }],
  ];

  for (const [name, body, errors] of cases) {
    it(`POST /tenants/my-tenant refuses ${name}`, async () => {
      const { res } = await ownTenant(body);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.errors).toEqual(errors);
    });
  }

  it('PATCH gives the same messages', async () => {
    const { token, res } = await ownTenant();
    expect(res.status).toBe(201);
    const id = res.body.id as number;
    for (const [, body, errors] of cases) {
      const r = await patch(id, token, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.errors, JSON.stringify(body)).toEqual(errors);
    }
  });
});

describe('tenant local facts: PATCH completes pairs from the stored row', () => {
  it('one coordinate changes alone; clearing one alone is refused; both clear together', async () => {
    const { token, res } = await ownTenant({ latitude: -7.3274, longitude: 108.2207 });
    const id = res.body.id as number;
    let r = await patch(id, token, { latitude: -7.35 });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await read(id, token)).toMatchObject({ latitude: -7.35, longitude: 108.2207 });
    r = await patch(id, token, { longitude: null });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual({ longitude: tenantMessages.coordinatesPair });
    r = await patch(id, token, { latitude: null, longitude: null });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await read(id, token)).toMatchObject({ latitude: null, longitude: null });
    // Without stored coordinates, one alone is refused: the message names the missing one.
    r = await patch(id, token, { latitude: -7.3 });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual({ longitude: tenantMessages.coordinatesPair });
  });

  it('the capacity is checked against the stored minimum order and the other way round', async () => {
    const { token, res } = await ownTenant({ type: 'catering', minOrder: 20, maxPortions: 100 });
    const id = res.body.id as number;
    let r = await patch(id, token, { maxPortions: 10 });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual({ maxPortions: tenantMessages.maxPortionsBelowMinOrder });
    r = await patch(id, token, { minOrder: 150 });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual({ maxPortions: tenantMessages.maxPortionsBelowMinOrder });
    r = await patch(id, token, { minOrder: 100, leadTimeDays: 0 });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await read(id, token)).toMatchObject({ minOrder: 100, leadTimeDays: 0, maxPortions: 100 });
  });

  it('delivery links and the cuisine change and clear one by one', async () => {
    const { token, res } = await ownTenant(FACTS);
    const id = res.body.id as number;
    let r = await patch(id, token, { goFoodUrl: 'https://gofood.link/a/xyz', grabFoodUrl: '', cuisine: 'Sunda' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await read(id, token)).toMatchObject({
      goFoodUrl: 'https://gofood.link/a/xyz',
      grabFoodUrl: null,
      shopeeFoodUrl: FACTS.shopeeFoodUrl,
      cuisine: 'Sunda',
    });
    r = await patch(id, token, { shopeeFoodUrl: null, cuisine: null });
    expect(r.status).toBe(200);
    expect(await read(id, token)).toMatchObject({ shopeeFoodUrl: null, cuisine: null });
  });
});

describe("a food truck's spot today", () => {
  it('is stamped with the Jakarta date, cleared by null, and refused on another type', async () => {
    const { token, res } = await ownTenant({ type: 'food_truck', todaySpot: 'Depan Masjid Agung' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id = res.body.id as number;
    const before = jakartaDate(new Date());
    expect(res.body.todaySpot).toBe('Depan Masjid Agung');
    // The request ran between the two readings of the date (a run across midnight sees either).
    expect([before, jakartaDate(new Date())]).toContain(res.body.todaySpotOn);

    let r = await patch(id, token, { todaySpot: '  Taman Kota  ' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await read(id, token)).toMatchObject({ todaySpot: 'Taman Kota' });
    r = await patch(id, token, { todaySpot: null });
    expect(r.status).toBe(200);
    expect(await read(id, token)).toMatchObject({ todaySpot: null, todaySpotOn: null });
  });

  it('goes when the type changes away from food truck', async () => {
    const { token, res } = await ownTenant({ type: 'food_truck', todaySpot: 'Alun-alun' });
    const id = res.body.id as number;
    let r = await patch(id, token, { type: 'restaurant' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await read(id, token)).toMatchObject({ type: 'restaurant', todaySpot: null, todaySpotOn: null });
    // Changing type and giving a spot in one PATCH is refused too.
    r = await patch(id, token, { type: 'cafe', todaySpot: 'Alun-alun' });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual({ todaySpot: tenantMessages.todaySpotFoodTruckOnly });
  });

  it('a longer spot than 150 characters is refused', async () => {
    const { res } = await ownTenant({ type: 'food_truck', todaySpot: 'x'.repeat(151) });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ todaySpot: tenantMessages.todaySpotMax });
  });
});

describe('featured: admins only', () => {
  it('a manager cannot set it on their tenant (400 featuredAdminOnly)', async () => {
    const { token, res } = await ownTenant();
    const id = res.body.id as number;
    const r = await patch(id, token, { isFeatured: true });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual({ isFeatured: tenantMessages.featuredAdminOnly });
    expect((await read(id, token)).isFeatured).toBe(false);
    // POST /tenants/my-tenant does not know the field at all.
    const created = await ownTenant({ isFeatured: true });
    expect(created.res.status).toBe(400);
  });

  it('an admin-created tenant is not featured unless asked', async () => {
    const token = await adminToken();
    const res = await api('/tenants', { token, body: tenantBody() });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.isFeatured).toBe(false);
  });

  it('an admin sets and unsets it; the owner keeps editing other fields', async () => {
    const { token, res } = await ownTenant();
    const id = res.body.id as number;
    const admin = await adminToken();
    let r = await patch(id, admin, { isFeatured: true });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.isFeatured).toBe(true);
    r = await patch(id, token, { cuisine: 'Sunda' });
    expect(r.status).toBe(200);
    expect(await read(id, token)).toMatchObject({ isFeatured: true, cuisine: 'Sunda' });
    r = await patch(id, admin, { isFeatured: false });
    expect(r.status).toBe(200);
    expect((await read(id, admin)).isFeatured).toBe(false);
  });
});

describe('menu dietary tags', () => {
  async function managerMenu(body: Record<string, unknown>) {
    const { token, res } = await ownTenant();
    expect(res.status).toBe(201);
    return { token, res: await api('/menus', { token, body: menuBody(body) }) };
  }

  it('round trip: stored in the list order; vegan brings vegetarian', async () => {
    const { token, res } = await managerMenu({ dietaryTags: ['contains_alcohol', 'vegan'] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.dietaryTags).toEqual(['vegetarian', 'vegan', 'contains_alcohol']);
    const id = res.body.id as number;
    expect((await api(`/menus/${id}`, { token })).body.dietaryTags).toEqual(['vegetarian', 'vegan', 'contains_alcohol']);

    let r = await api(`/menus/${id}`, { method: 'PATCH', token, body: { dietaryTags: ['contains_pork'] } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect((await api(`/menus/${id}`, { token })).body.dietaryTags).toEqual(['contains_pork']);
    r = await api(`/menus/${id}`, { method: 'PATCH', token, body: { dietaryTags: [] } });
    expect(r.status).toBe(200);
    expect((await api(`/menus/${id}`, { token })).body.dietaryTags).toEqual([]);
  });

  it('defaults to no tags', async () => {
    const { res } = await managerMenu({});
    expect(res.status).toBe(201);
    expect(res.body.dietaryTags).toEqual([]);
  });

  it('refuses vegetarian or vegan with pork, an unknown tag and duplicates', async () => {
    for (const [tags, message] of [
      [['vegetarian', 'contains_pork'], menuMessages.dietaryConflict],
      [['vegan', 'contains_pork'], menuMessages.dietaryConflict],
      [['halal'], menuMessages.dietaryTag],
      ['vegan', menuMessages.dietaryTag],
      [['vegan', 'vegan'], menuMessages.dietaryTagDuplicate],
    ] as const) {
      const { res } = await managerMenu({ dietaryTags: tags });
      expect(res.status, JSON.stringify(tags)).toBe(400);
      expect(Object.values(res.body.errors ?? {}), JSON.stringify(res.body)).toContain(message);
    }
  });

  it('PATCH refuses the conflict too', async () => {
    const { token, res } = await managerMenu({ dietaryTags: ['vegetarian'] });
    const r = await api(`/menus/${res.body.id}`, { method: 'PATCH', token, body: { dietaryTags: ['vegetarian', 'contains_pork'] } });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual({ dietaryTags: menuMessages.dietaryConflict });
  });
});
