// /api/v1/tenants over HTTP as every role: shapes, errors, transitions, approval, ownership and the one-tenant rule.
import { describe, expect, it } from 'vitest';
import { api, createManager, login, loginAs, menuBody, tenantBody, uniqueSuffix, type Session } from '../helpers/http';

const ALREADY = 'already has a tenant';

async function managerWithTenant(overrides: Record<string, unknown> = {}) {
  const manager = await createManager();
  const res = await api('/tenants/my-tenant', { token: manager.accessToken, body: tenantBody(overrides) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { manager, tenant: res.body };
}

async function approve(id: number) {
  const { accessToken } = await loginAs('admin');
  const res = await api(`/tenants/${id}/approve`, { method: 'PATCH', token: accessToken });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

async function patch(id: number, token: string, body: unknown) {
  return api(`/tenants/${id}`, { method: 'PATCH', token, body });
}

function expectTenantShape(t: any) {
  for (const key of [
    'id',
    'ownerId',
    'name',
    'slug',
    'description',
    'type',
    'address',
    'district',
    'city',
    'province',
    'postalCode',
    'country',
    'phone',
    'email',
    'website',
    'instagram',
    'tiktok',
    'facebook',
    'whatsapp',
    'logo',
    'banner',
    'image',
    'rating',
    'totalOrders',
    'operatingHours',
    'halalStatus',
    'halalCertificateNumber',
    'paymentMethods',
    'temporarilyClosed',
    'reopensOn',
    'latitude',
    'longitude',
    'goFoodUrl',
    'grabFoodUrl',
    'shopeeFoodUrl',
    'todaySpot',
    'todaySpotOn',
    'minOrder',
    'leadTimeDays',
    'maxPortions',
    'cuisine',
    'isFeatured',
    'status',
    'rejectionReason',
    'createdAt',
    'updatedAt',
  ]) {
    expect(t, `missing ${key}`).toHaveProperty(key);
  }
  expect(typeof t.id).toBe('number');
  expect(new Date(t.createdAt).toISOString()).toBe(t.createdAt);
  expect(t.rating === null || typeof t.rating === 'number').toBe(true);
}

describe('authentication and permissions', () => {
  it('answers 401 without a token on every tenant endpoint', async () => {
    const calls: [string, string][] = [
      ['GET', '/tenants'],
      ['POST', '/tenants'],
      ['GET', '/tenants/my-tenant'],
      ['POST', '/tenants/my-tenant'],
      ['GET', '/tenants/1'],
      ['PATCH', '/tenants/1'],
      ['DELETE', '/tenants/1'],
      ['PATCH', '/tenants/1/approve'],
      ['PATCH', '/tenants/1/reject'],
    ];
    for (const [method, path] of calls) {
      const res = await api(path, { method, body: method === 'GET' || method === 'DELETE' ? undefined : {} });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(typeof res.body.message).toBe('string');
    }
  });

  it('answers 401 with a forged token', async () => {
    const res = await api('/tenants', { token: 'not-a-token' });
    expect(res.status).toBe(401);
  });

  it('refuses admin-only endpoints to a manager with 403', async () => {
    const { manager, tenant } = await managerWithTenant();
    const token = manager.accessToken;
    expect((await api('/tenants', { token })).status).toBe(403);
    expect((await api('/tenants', { token, body: tenantBody() })).status).toBe(403);
    expect((await api(`/tenants/${tenant.id}`, { method: 'DELETE', token })).status).toBe(403);
    expect((await api(`/tenants/${tenant.id}/approve`, { method: 'PATCH', token })).status).toBe(403);
    expect((await api(`/tenants/${tenant.id}/reject`, { method: 'PATCH', token, body: { reason: 'x' } })).status).toBe(403);
    const after = await api(`/tenants/${tenant.id}`, { token });
    expect(after.body.status).toBe('pending_approval');
  });
});

describe('GET and POST /tenants/my-tenant', () => {
  it('404 with the Indonesian message when the caller has no tenant', async () => {
    const manager = await createManager();
    const res = await api('/tenants/my-tenant', { token: manager.accessToken });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Tenant tidak ditemukan');
  });

  it('creates a pending tenant whose public contact is what the owner typed, never the profile', async () => {
    const manager = await createManager({ phone: '0812 3456 7890' });
    const body = tenantBody({ email: 'lain@example.id', phone: '+6289999999999', website: '', instagram: '@uji' });
    const res = await api('/tenants/my-tenant', { token: manager.accessToken, body });
    expect(res.status).toBe(201);
    expectTenantShape(res.body);
    expect(res.body).toMatchObject({
      name: body.name,
      slug: body.slug,
      status: 'pending_approval',
      ownerId: manager.user.id,
      email: 'lain@example.id',
      phone: '+6289999999999',
      whatsapp: null,
      website: null,
      instagram: '@uji',
      country: 'Indonesia',
      rejectionReason: null,
      totalOrders: 0,
    });
    const mine = await api('/tenants/my-tenant', { token: manager.accessToken });
    expect(mine.status).toBe(200);
    expect(mine.body.id).toBe(res.body.id);
  });

  it('answers 409 "already has a tenant" for a second tenant', async () => {
    const { manager } = await managerWithTenant();
    const res = await api('/tenants/my-tenant', { token: manager.accessToken, body: tenantBody() });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain(ALREADY);
  });

  it('gives exactly one 201 under 20 concurrent requests of one manager, the rest 409', async () => {
    const manager = await createManager();
    const prefix = `Paralel ${uniqueSuffix()}`;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api('/tenants/my-tenant', {
          token: manager.accessToken,
          body: tenantBody({ name: `${prefix} ${i}`, slug: `${prefix.toLowerCase().replace(/\s+/g, '-')}-${i}` }),
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.message).toContain(ALREADY);
    const { accessToken } = await loginAs('admin');
    const list = await api(`/tenants?search=${encodeURIComponent(prefix)}&limit=50`, { token: accessToken });
    expect(list.body.meta.total).toBe(1);
    expect(list.body.data[0].ownerId).toBe(manager.user.id);
  });

  it('answers 400 with the spec messages for a blank form', async () => {
    const manager = await createManager();
    const res = await api('/tenants/my-tenant', {
      token: manager.accessToken,
      body: { name: ' ', slug: '', address: '', city: '', province: '', postalCode: '' },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(res.body.errors).toMatchObject({
      name: 'Nama tenant wajib diisi',
      slug: 'Slug wajib diisi',
      address: 'Alamat wajib diisi',
      city: 'Kota wajib diisi',
      province: 'Provinsi wajib diisi',
      postalCode: 'Kode pos wajib diisi',
    });
    const missing = await api('/tenants/my-tenant', { token: manager.accessToken, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.name).toBe('Nama tenant wajib diisi');
  });

  it('answers 400 for a bad slug, postal code, website and facebook', async () => {
    const manager = await createManager();
    const res = await api('/tenants/my-tenant', {
      token: manager.accessToken,
      body: tenantBody({ slug: 'Warung Saya!', postalCode: '12a', website: 'www.warung.id', facebook: 'facebook.com/warung' }),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      slug: 'Slug hanya boleh mengandung huruf kecil, angka, dan tanda hubung',
      postalCode: 'Kode pos harus 5-10 digit',
      website: 'Website harus dimulai dengan http:// atau https://',
      facebook: 'Facebook URL harus dimulai dengan http:// atau https://',
    });
    const short = await api('/tenants/my-tenant', { token: manager.accessToken, body: tenantBody({ postalCode: '1234' }) });
    expect(short.body.errors.postalCode).toBe('Kode pos harus 5-10 digit');
    expect((await api('/tenants/my-tenant', { token: manager.accessToken })).status).toBe(404);
  });

  it('refuses protected fields (status, ownerId, rating, totalOrders) in a manager body with 400', async () => {
    const manager = await createManager();
    for (const extra of [{ status: 'active' }, { ownerId: 1 }, { rating: 5 }, { totalOrders: 1000 }]) {
      const res = await api('/tenants/my-tenant', { token: manager.accessToken, body: tenantBody(extra) });
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(res.body.errors[Object.keys(extra)[0]!]).toBe('Field tidak dikenal');
    }
    expect((await api('/tenants/my-tenant', { token: manager.accessToken })).status).toBe(404);
  });

  it('GET my-tenant?optional=true answers "no tenant" as 200 null, the tenant when there is one; plain GET keeps its 404', async () => {
    const manager = await createManager();
    expect((await api('/tenants/my-tenant', { token: manager.accessToken })).status).toBe(404);
    const none = await api('/tenants/my-tenant?optional=true', { token: manager.accessToken });
    expect(none.status).toBe(200);
    expect(none.body).toBeNull();
    expect((await api('/tenants/my-tenant?optional=ya', { token: manager.accessToken })).status).toBe(400);
    const { manager: owner, tenant } = await managerWithTenant();
    const own = await api('/tenants/my-tenant?optional=true', { token: owner.accessToken });
    expect(own.status).toBe(200);
    expect(own.body.id).toBe(tenant.id);
  });

  it('answers 400 for malformed JSON and a non-object body', async () => {
    const manager = await createManager();
    const res = await api('/tenants/my-tenant', {
      method: 'POST',
      token: manager.accessToken,
      rawBody: '{"name": "Warung",',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Format JSON tidak valid');
    const arr = await api('/tenants/my-tenant', { token: manager.accessToken, body: [1, 2] });
    expect(arr.status).toBe(400);
  });

  it('answers 409 with a field error when the slug is taken', async () => {
    const { tenant } = await managerWithTenant();
    const other = await createManager();
    const res = await api('/tenants/my-tenant', { token: other.accessToken, body: tenantBody({ slug: tenant.slug }) });
    expect(res.status).toBe(409);
    expect(res.body.errors.slug).toBe('Slug sudah digunakan oleh tenant lain');
    expect((await api('/tenants/my-tenant', { token: other.accessToken })).status).toBe(404);
  });
});

describe('POST /tenants (admin)', () => {
  it('creates a tenant with status and owner', async () => {
    const { accessToken } = await loginAs('admin');
    const manager = await createManager();
    const body = tenantBody({ status: 'active', ownerId: manager.user.id, type: 'cafe' });
    const res = await api('/tenants', { token: accessToken, body });
    expect(res.status).toBe(201);
    expectTenantShape(res.body);
    expect(res.body).toMatchObject({ status: 'active', ownerId: manager.user.id, type: 'cafe', owner: { id: manager.user.id, email: manager.user.email } });
    expect(res.body.approvedAt).not.toBeNull();
    const mine = await api('/tenants/my-tenant', { token: manager.accessToken });
    expect(mine.body.id).toBe(res.body.id);
  });

  it('accepts the admin dashboard spelling of statuses and defaults to pending_approval', async () => {
    const { accessToken } = await loginAs('superAdmin');
    const suspended = await api('/tenants', { token: accessToken, body: tenantBody({ status: 'SUSPENDED' }) });
    expect(suspended.status).toBe(201);
    expect(suspended.body.status).toBe('suspended');
    const plain = await api('/tenants', { token: accessToken, body: tenantBody() });
    expect(plain.body).toMatchObject({ status: 'pending_approval', ownerId: null, owner: null, menuCount: 0 });
  });

  it('refuses a second tenant for an owner, an unknown owner, a rejected start and bad fields', async () => {
    const { accessToken } = await loginAs('admin');
    const { manager } = await managerWithTenant();
    const plainTenantId = (await api('/tenants', { token: accessToken, body: tenantBody() })).body.id as number;
    const dup = await api('/tenants', { token: accessToken, body: tenantBody({ ownerId: manager.user.id }) });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toContain(ALREADY);
    const unknown = await api('/tenants', { token: accessToken, body: tenantBody({ ownerId: 2_000_000_000 }) });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.ownerId).toBeDefined();
    // An owner stays a Manager: moving them to another role is refused while they own the tenant.
    const superAdmin = await loginAs('superAdmin');
    const adminRoleId = (await loginAs('admin')).user.roleId;
    const promoted = await api(`/users/${manager.user.id}`, { method: 'PATCH', token: superAdmin.accessToken, body: { roleId: adminRoleId } });
    expect(promoted.status).toBe(409);
    expect(promoted.body).toMatchObject({ code: 'TENANT_OWNER' });
    expect((await api(`/users/${manager.user.id}`, { token: superAdmin.accessToken })).body.role.code).toBe('MANAGER');
    // An owner is a Manager: a reviewing account (Admin, Super Admin) would approve or feature its own tenant.
    for (const who of ['admin', 'superAdmin'] as const) {
      const staff = await loginAs(who);
      const staffOwned = await api('/tenants', { token: accessToken, body: tenantBody({ ownerId: staff.user.id }) });
      expect(staffOwned.status, who).toBe(400);
      expect(staffOwned.body.errors.ownerId).toBe('Pemilik tenant harus pengguna dengan role Manager');
      const moved = await api(`/tenants/${plainTenantId}`, { method: 'PATCH', token: accessToken, body: { ownerId: staff.user.id } });
      expect(moved.status, who).toBe(400);
      expect(moved.body.errors.ownerId).toBe('Pemilik tenant harus pengguna dengan role Manager');
    }
    const rejected = await api('/tenants', { token: accessToken, body: tenantBody({ status: 'rejected' }) });
    expect(rejected.status).toBe(400);
    const bogus = await api('/tenants', { token: accessToken, body: tenantBody({ status: 'bogus', type: 'warung' }) });
    expect(bogus.status).toBe(400);
    expect(bogus.body.errors).toMatchObject({ status: 'Status tidak valid', type: 'Tipe tenant tidak valid' });
  });
});

describe('only a Manager owns a tenant, on every path that sets an owner', () => {
  const OWNER_NOT_MANAGER = 'Pemilik tenant harus pengguna dengan role Manager';

  it('POST /tenants/my-tenant as ADMIN, SUPER_ADMIN, a custom reviewer role or an owner-scoped role with tenants.create: 403, no tenant', async () => {
    const superAdmin = await loginAs('superAdmin');
    const roles = (await api('/roles', { token: superAdmin.accessToken })).body.data as { id: number; code: string }[];
    const roleId = (code: string) => roles.find((r) => r.code === code)!.id;
    const customRole = async (permissions: string[]) => {
      const code = `PEMILIK_${uniqueSuffix()
        .replace(/[0-9]/g, (d) => 'GHIJKLMNOP'[Number(d)]!)
        .toUpperCase()}`;
      const res = await api('/roles', { token: superAdmin.accessToken, body: { name: `Role ${code}`, code, description: 'Role uji pemilik', permissions } });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.id as number;
    };
    const roleIds = [
      roleId('ADMIN'),
      roleId('SUPER_ADMIN'),
      await customRole(['tenants.read', 'tenants.approve']),
      await customRole(['tenants.create', 'menus.read']),
    ];
    for (const id of roleIds) {
      const s = uniqueSuffix();
      const password = 'Rahasia123!';
      const created = await api('/users', {
        token: superAdmin.accessToken,
        body: { name: `Calon Pemilik ${s}`, email: `calon.${s}@example.id`, password, roleId: id },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const { accessToken: token } = await login(created.body.email, password);
      const res = await api('/tenants/my-tenant', { token, body: tenantBody() });
      expect(res.status, `role ${id}: ${JSON.stringify(res.body)}`).toBe(403);
      expect(res.body).toMatchObject({ code: 'FORBIDDEN', message: OWNER_NOT_MANAGER });
      if (id === roleIds[3]) {
        // An owner-scoped role's POST /tenants creates its own tenant: the same rule.
        const own = await api('/tenants', { token, body: tenantBody() });
        expect(own.status, JSON.stringify(own.body)).toBe(403);
        expect(own.body.message).toBe(OWNER_NOT_MANAGER);
      }
      expect((await api('/tenants/my-tenant', { token })).status).toBe(404);
      expect((await api(`/users/${created.body.id}`, { method: 'DELETE', token: superAdmin.accessToken })).status).toBe(200);
    }
  });

  it('a Manager still creates their tenant through POST /tenants/my-tenant (201)', async () => {
    const { tenant } = await managerWithTenant();
    expect(tenant.status).toBe('pending_approval');
  });
});

describe('GET /tenants (admin list)', () => {
  it('paginates with meta and includes owner and menuCount', async () => {
    const { accessToken } = await loginAs('admin');
    // Oldest first: tenants other test files create meanwhile land on the last page, not between page 1 and 2.
    const page1 = await api('/tenants?limit=3&page=1&sortBy=createdAt&sortOrder=asc', { token: accessToken });
    expect(page1.status).toBe(200);
    expect(page1.body.data).toHaveLength(3);
    const { total, page, limit, totalPages } = page1.body.meta;
    expect({ page, limit }).toEqual({ page: 1, limit: 3 });
    expect(total).toBeGreaterThanOrEqual(28);
    expect(totalPages).toBe(Math.ceil(total / 3));
    expectTenantShape(page1.body.data[0]);
    expect(page1.body.data[0]).toHaveProperty('owner');
    expect(typeof page1.body.data[0].menuCount).toBe('number');
    const page2 = await api('/tenants?limit=3&page=2&sortBy=createdAt&sortOrder=asc', { token: accessToken });
    expect(page2.body.data).toHaveLength(3);
    const ids1 = page1.body.data.map((t: any) => t.id);
    for (const t of page2.body.data) expect(ids1).not.toContain(t.id);
    const beyond = await api(`/tenants?limit=3&page=${totalPages + 5}`, { token: accessToken });
    expect(beyond.body.data).toEqual([]);
  });

  it('filters by status (either spelling), type and search over name, slug and city', async () => {
    const { accessToken } = await loginAs('admin');
    const suffix = uniqueSuffix();
    const a = await api('/tenants', {
      token: accessToken,
      body: tenantBody({ name: `Kopi Filter ${suffix}`, slug: `kopi-filter-${suffix}`, type: 'cafe', status: 'active' }),
    });
    const b = await api('/tenants', {
      token: accessToken,
      body: tenantBody({ name: `Roti Filter ${suffix}`, slug: `roti-${suffix}`, type: 'bakery', city: `Kota${suffix}` }),
    });
    expect([a.status, b.status]).toEqual([201, 201]);

    const active = await api('/tenants?status=ACTIVE&limit=100', { token: accessToken });
    expect(active.body.data.length).toBeGreaterThan(0);
    for (const t of active.body.data) expect(t.status).toBe('active');
    const cafes = await api('/tenants?type=cafe&limit=100', { token: accessToken });
    for (const t of cafes.body.data) expect(t.type).toBe('cafe');

    const byName = await api(`/tenants?search=${encodeURIComponent(`filter ${suffix}`)}`, { token: accessToken });
    expect(byName.body.data.map((t: any) => t.id).sort()).toEqual([a.body.id, b.body.id].sort());
    const bySlug = await api(`/tenants?search=${encodeURIComponent(`kopi-filter-${suffix}`)}`, { token: accessToken });
    expect(bySlug.body.data.map((t: any) => t.id)).toEqual([a.body.id]);
    const byCity = await api(`/tenants?search=${encodeURIComponent(`kota${suffix}`)}`, { token: accessToken });
    expect(byCity.body.data.map((t: any) => t.id)).toEqual([b.body.id]);
    const combined = await api(`/tenants?search=${suffix}&type=bakery&status=pending_approval`, { token: accessToken });
    expect(combined.body.meta.total).toBe(1);
    expect(combined.body.data[0].id).toBe(b.body.id);
    const wildcard = await api(`/tenants?search=${encodeURIComponent('%_%')}`, { token: accessToken });
    expect(wildcard.body.meta.total).toBe(0);
  });

  it('sorts by name, rating and createdAt in both orders', async () => {
    const { accessToken } = await loginAs('admin');
    // Name order on tenants this test owns: other files (the fuzz test) add names whose order depends on the
    // database's collation, which JavaScript's sort does not reproduce.
    const suffix = uniqueSuffix();
    const names = ['Bakso Urut', 'Cilok Urut', 'Angkringan Urut'].map((n) => `${n} ${suffix}`);
    for (const [i, name] of names.entries()) {
      const res = await api('/tenants', { token: accessToken, body: tenantBody({ name, slug: `urut-${i}-${suffix}` }) });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    const expected = [...names].sort();
    const byName = await api(`/tenants?search=${encodeURIComponent(`urut ${suffix}`)}&sortBy=name&sortOrder=asc&limit=20`, { token: accessToken });
    expect(byName.body.data.map((t: any) => t.name)).toEqual(expected);
    const desc = await api(`/tenants?search=${encodeURIComponent(`urut ${suffix}`)}&sortBy=name&sortOrder=desc&limit=20`, { token: accessToken });
    expect(desc.body.data.map((t: any) => t.name)).toEqual([...expected].reverse());
    const byRating = await api('/tenants?sortBy=rating&sortOrder=desc&status=active&limit=20', { token: accessToken });
    const ratings = byRating.body.data.map((t: any) => t.rating ?? -1);
    expect(ratings).toEqual([...ratings].sort((x, y) => y - x));
    const oldest = await api('/tenants?sortBy=createdAt&sortOrder=asc&limit=5', { token: accessToken });
    const dates = oldest.body.data.map((t: any) => Date.parse(t.createdAt));
    expect(dates).toEqual([...dates].sort((x, y) => x - y));
  });

  it('answers 400 for a bad query', async () => {
    const { accessToken } = await loginAs('admin');
    expect((await api('/tenants?sortBy=owner', { token: accessToken })).status).toBe(400);
    expect((await api('/tenants?page=0', { token: accessToken })).status).toBe(400);
    expect((await api('/tenants?limit=abc', { token: accessToken })).status).toBe(400);
    expect((await api('/tenants?status=unknown', { token: accessToken })).status).toBe(400);
  });
});

describe('GET /tenants/{id}', () => {
  it('reads any tenant as admin and the own tenant as manager; another manager gets 404', async () => {
    const { manager, tenant } = await managerWithTenant();
    const { accessToken } = await loginAs('admin');
    const asAdmin = await api(`/tenants/${tenant.id}`, { token: accessToken });
    expect(asAdmin.status).toBe(200);
    expectTenantShape(asAdmin.body);
    expect(asAdmin.body.owner).toEqual({ id: manager.user.id, name: manager.user.name, email: manager.user.email });
    const asOwner = await api(`/tenants/${tenant.id}`, { token: manager.accessToken });
    expect(asOwner.status).toBe(200);
    expect(asOwner.body.id).toBe(tenant.id);
    const stranger = await createManager();
    const asStranger = await api(`/tenants/${tenant.id}`, { token: stranger.accessToken });
    expect(asStranger.status).toBe(404);
    const demoManager = await loginAs('manager');
    expect((await api(`/tenants/${tenant.id}`, { token: demoManager.accessToken })).status).toBe(404);
  });

  it('400 for a non-numeric id, 404 for an unknown one', async () => {
    const { accessToken } = await loginAs('admin');
    const bad = await api('/tenants/abc', { token: accessToken });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.id).toBe('ID tidak valid');
    const unknown = await api('/tenants/999999', { token: accessToken });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Tenant tidak ditemukan');
  });
});

describe('PATCH /tenants/{id}', () => {
  it('lets a manager edit their own tenant, changing only the fields sent', async () => {
    const { manager, tenant } = await managerWithTenant({ description: 'Deskripsi awal', instagram: '@awal' });
    const res = await patch(tenant.id, manager.accessToken, { name: `${tenant.name} Baru`, operatingHours: { monday: { open: '08:00', close: '17:00' } } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: `${tenant.name} Baru`,
      description: 'Deskripsi awal',
      instagram: '@awal',
      slug: tenant.slug,
      status: 'pending_approval',
    });
    expect(res.body.operatingHours.monday).toEqual({ open: '08:00', close: '17:00' });
    const cleared = await patch(tenant.id, manager.accessToken, { instagram: '' });
    expect(cleared.body.instagram).toBeNull();
    expect(cleared.body.description).toBe('Deskripsi awal');
  });

  it('publishes no contact by default: the login email and profile phone are never copied into the tenant', async () => {
    const manager = await createManager({ phone: '0812 3456 7890' });
    const created = await api('/tenants/my-tenant', { token: manager.accessToken, body: tenantBody() });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ email: null, phone: null, whatsapp: null });
    // An edit of something else copies nothing either.
    const edited = await patch(created.body.id, manager.accessToken, { description: 'Deskripsi baru' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ email: null, phone: null, whatsapp: null });
  });

  it("lets an owner choose the tenant's business contact and clear it", async () => {
    const { manager, tenant } = await managerWithTenant();
    const res = await patch(tenant.id, manager.accessToken, { email: 'Usaha@Example.id', phone: '+6281200000001', whatsapp: '+6281200000002' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: 'usaha@example.id', phone: '+6281200000001', whatsapp: '+6281200000002' });
    const cleared = await patch(tenant.id, manager.accessToken, { email: '', phone: '', whatsapp: null });
    expect(cleared.body).toMatchObject({ email: null, phone: null, whatsapp: null });
    expect(manager.user.email).not.toBe(res.body.email);
  });

  it("answers 404 for another manager's tenant and changes nothing", async () => {
    const { tenant } = await managerWithTenant();
    const stranger = await createManager();
    const res = await patch(tenant.id, stranger.accessToken, { name: 'Diambil Alih' });
    expect(res.status).toBe(404);
    const { accessToken } = await loginAs('admin');
    expect((await api(`/tenants/${tenant.id}`, { token: accessToken })).body.name).toBe(tenant.name);
  });

  it('refuses ownerId, rating, totalOrders and unknown fields from a manager with 400', async () => {
    const { manager, tenant } = await managerWithTenant();
    const other = await createManager();
    for (const body of [{ ownerId: other.user.id }, { rating: 5 }, { totalOrders: 99 }, { verified: true }]) {
      const res = await patch(tenant.id, manager.accessToken, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors[Object.keys(body)[0]!]).toBeDefined();
    }
    const { accessToken } = await loginAs('admin');
    const after = await api(`/tenants/${tenant.id}`, { token: accessToken });
    expect(after.body).toMatchObject({ ownerId: manager.user.id, rating: null, totalOrders: 0 });
  });

  it('answers 400 for invalid fields and malformed JSON', async () => {
    const { manager, tenant } = await managerWithTenant();
    const res = await patch(tenant.id, manager.accessToken, { name: '', postalCode: 'abcde', website: 'ftp://x' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      name: 'Nama tenant wajib diisi',
      postalCode: 'Kode pos harus 5-10 digit',
      website: 'Website harus dimulai dengan http:// atau https://',
    });
    const raw = await api(`/tenants/${tenant.id}`, {
      method: 'PATCH',
      token: manager.accessToken,
      rawBody: '{oops',
      headers: { 'content-type': 'application/json' },
    });
    expect(raw.status).toBe(400);
    expect(raw.body.code).toBe('INVALID_JSON');
  });

  it('rating and totalOrders need system.admin: ADMIN gets 400, SUPER_ADMIN may', async () => {
    const { tenant } = await managerWithTenant();
    const admin = await loginAs('admin');
    const refused = await patch(tenant.id, admin.accessToken, { rating: 4.2 });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.rating).toBeDefined();
    const superAdmin = await loginAs('superAdmin');
    const ok = await patch(tenant.id, superAdmin.accessToken, { rating: 4.2, totalOrders: 12 });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ rating: 4.2, totalOrders: 12 });
  });

  it('lets an admin change the owner; the unique owner rule still holds', async () => {
    const { tenant } = await managerWithTenant();
    const { manager: busy } = await managerWithTenant();
    const free = await createManager();
    const { accessToken } = await loginAs('admin');
    const moved = await patch(tenant.id, accessToken, { ownerId: free.user.id });
    expect(moved.status).toBe(200);
    expect(moved.body.owner.id).toBe(free.user.id);
    const clash = await patch(tenant.id, accessToken, { ownerId: busy.user.id });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toContain(ALREADY);
  });
});

describe('tenant status transitions', () => {
  it('manager: active -> inactive -> active allowed; suspended, pending and rejected refused with 409', async () => {
    const { manager, tenant } = await managerWithTenant();
    const token = manager.accessToken;
    const early = await patch(tenant.id, token, { status: 'inactive' });
    expect(early.status).toBe(409);
    expect(early.body.message).toContain('(pending_approval)');
    expect(early.body.message).toContain('(inactive)');
    await approve(tenant.id);
    const off = await patch(tenant.id, token, { status: 'inactive' });
    expect(off.status).toBe(200);
    expect(off.body.status).toBe('inactive');
    const on = await patch(tenant.id, token, { status: 'active' });
    expect(on.body.status).toBe('active');
    for (const to of ['suspended', 'pending_approval', 'rejected']) {
      const res = await patch(tenant.id, token, { status: to });
      expect(res.status, to).toBe(409);
      expect(res.body.code).toBe('INVALID_STATUS_TRANSITION');
      expect(res.body.message).toContain('"Aktif" (active)');
      expect(res.body.message).toContain(`(${to})`);
    }
    const same = await patch(tenant.id, token, { status: 'active' });
    expect(same.status).toBe(200);
  });

  it('manager cannot lift a suspension', async () => {
    const { manager, tenant } = await managerWithTenant();
    await approve(tenant.id);
    const { accessToken } = await loginAs('admin');
    expect((await patch(tenant.id, accessToken, { status: 'suspended' })).body.status).toBe('suspended');
    const res = await patch(tenant.id, manager.accessToken, { status: 'active' });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('"Ditangguhkan" (suspended)');
  });

  it('admin: active <-> suspended and active <-> inactive allowed; other moves refused', async () => {
    const { tenant } = await managerWithTenant();
    const { accessToken } = await loginAs('admin');
    const viaPatch = await patch(tenant.id, accessToken, { status: 'active' });
    expect(viaPatch.status).toBe(409);
    expect(viaPatch.body.message).toContain('Setujui');
    expect((await patch(tenant.id, accessToken, { status: 'rejected' })).status).toBe(409);
    await approve(tenant.id);
    const steps: [string, number, string][] = [
      ['SUSPENDED', 200, 'suspended'],
      ['inactive', 409, 'suspended'],
      ['pending_approval', 409, 'suspended'],
      ['ACTIVE', 200, 'active'],
      ['inactive', 200, 'inactive'],
      ['suspended', 409, 'inactive'],
      ['active', 200, 'active'],
    ];
    for (const [to, status, expected] of steps) {
      const res = await patch(tenant.id, accessToken, { status: to });
      expect(res.status, `-> ${to}`).toBe(status);
      const now = await api(`/tenants/${tenant.id}`, { token: accessToken });
      expect(now.body.status).toBe(expected);
    }
  });

  it('rejects with a stored reason, refuses re-review, resubmits on edit and approves', async () => {
    const { manager, tenant } = await managerWithTenant();
    const { accessToken } = await loginAs('admin');

    const noReason = await api(`/tenants/${tenant.id}/reject`, { method: 'PATCH', token: accessToken, body: {} });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe('Alasan penolakan wajib diisi');
    expect(noReason.body.errors.reason).toBe('Alasan penolakan wajib diisi');
    const blank = await api(`/tenants/${tenant.id}/reject`, { method: 'PATCH', token: accessToken, body: { reason: '   ' } });
    expect(blank.status).toBe(400);
    const noBody = await api(`/tenants/${tenant.id}/reject`, { method: 'PATCH', token: accessToken });
    expect(noBody.status).toBe(400);

    const reason = 'Foto dan alamat tidak sesuai';
    const rejected = await api(`/tenants/${tenant.id}/reject`, { method: 'PATCH', token: accessToken, body: { reason } });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ status: 'rejected', rejectionReason: reason });
    const seen = await api('/tenants/my-tenant', { token: manager.accessToken });
    expect(seen.body).toMatchObject({ status: 'rejected', rejectionReason: reason });

    expect((await api(`/tenants/${tenant.id}/approve`, { method: 'PATCH', token: accessToken })).status).toBe(409);
    const again = await api(`/tenants/${tenant.id}/reject`, { method: 'PATCH', token: accessToken, body: { reason: 'lagi' } });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('(rejected)');

    const adminEdit = await patch(tenant.id, accessToken, { description: 'Dicek admin' });
    expect(adminEdit.body.status).toBe('rejected');
    const wrong = await patch(tenant.id, manager.accessToken, { address: 'Jl. Baru No. 1', status: 'active' });
    expect(wrong.status).toBe(409);

    const resubmitted = await patch(tenant.id, manager.accessToken, { address: 'Jl. Baru No. 1' });
    expect(resubmitted.status).toBe(200);
    expect(resubmitted.body).toMatchObject({ status: 'pending_approval', rejectionReason: null, address: 'Jl. Baru No. 1' });

    const approved = await api(`/tenants/${tenant.id}/approve`, { method: 'PATCH', token: accessToken });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'active', rejectionReason: null });
    expect(approved.body.approvedAt).not.toBeNull();
    const twice = await api(`/tenants/${tenant.id}/approve`, { method: 'PATCH', token: accessToken });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toContain('"Aktif" (active)');
  });

  it('a rejected tenant can also be resubmitted with status pending_approval', async () => {
    const { manager, tenant } = await managerWithTenant();
    const { accessToken } = await loginAs('admin');
    await api(`/tenants/${tenant.id}/reject`, { method: 'PATCH', token: accessToken, body: { reason: 'Kurang lengkap' } });
    const res = await patch(tenant.id, manager.accessToken, { status: 'pending_approval' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'pending_approval', rejectionReason: null });
  });

  it('approve and reject of unknown or non-numeric ids: 404 / 400', async () => {
    const { accessToken } = await loginAs('admin');
    expect((await api('/tenants/999999/approve', { method: 'PATCH', token: accessToken })).status).toBe(404);
    expect((await api('/tenants/999999/reject', { method: 'PATCH', token: accessToken, body: { reason: 'x' } })).status).toBe(404);
    expect((await api('/tenants/x1/approve', { method: 'PATCH', token: accessToken })).status).toBe(400);
  });
});

describe('DELETE /tenants/{id}', () => {
  it('deletes a tenant and its menus', async () => {
    const { manager, tenant } = await managerWithTenant();
    const menu = await api('/menus', { token: manager.accessToken, body: menuBody() });
    expect(menu.status).toBe(201);
    const admin: Session = await loginAs('admin');
    const res = await api(`/tenants/${tenant.id}`, { method: 'DELETE', token: admin.accessToken });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(typeof res.body.message).toBe('string');
    expect((await api(`/tenants/${tenant.id}`, { token: admin.accessToken })).status).toBe(404);
    expect((await api(`/menus/${menu.body.id}`, { token: admin.accessToken })).status).toBe(404);
    expect((await api('/tenants/my-tenant', { token: manager.accessToken })).status).toBe(404);
    expect((await api(`/tenants/${tenant.id}`, { method: 'DELETE', token: admin.accessToken })).status).toBe(404);
  });
});
