// /api/v1/menus (admin and owner endpoints) over HTTP: shapes, validation, ownership, transitions, approval.
import { describe, expect, it } from 'vitest';
import { api, createManager, loginAs, menuBody, tenantBody, uniqueSuffix } from '../helpers/http';

async function managerWithTenant() {
  const manager = await createManager();
  const res = await api('/tenants/my-tenant', { token: manager.accessToken, body: tenantBody() });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { manager, tenant: res.body };
}

async function managerWithMenu(overrides: Record<string, unknown> = {}) {
  const { manager, tenant } = await managerWithTenant();
  const res = await api('/menus', { token: manager.accessToken, body: menuBody(overrides) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { manager, tenant, menu: res.body };
}

async function adminToken() {
  return (await loginAs('admin')).accessToken;
}

async function patch(id: number, token: string, body: unknown) {
  return api(`/menus/${id}`, { method: 'PATCH', token, body });
}

async function review(id: number, action: 'approve' | 'reject', reason?: string) {
  return api(`/menus/${id}/${action}`, { method: 'PATCH', token: await adminToken(), body: action === 'reject' ? { reason } : undefined });
}

const TENANT_KEYS = [
  'id',
  'name',
  'slug',
  'city',
  'rating',
  'description',
  'address',
  'phone',
  'email',
  'website',
  'instagram',
  'tiktok',
  'facebook',
  'whatsapp',
  'logo',
  'operatingHours',
  'temporarilyClosed',
  'reopensOn',
  'type',
  'district',
  'halalStatus',
  'latitude',
  'longitude',
  'status',
];

function expectMenuShape(m: any) {
  for (const key of [
    'id',
    'tenantId',
    'name',
    'description',
    'price',
    'category',
    'spiceLevel',
    'preparationTime',
    'ingredients',
    'allergens',
    'calories',
    'image',
    'imageUrl',
    'isAvailable',
    'dietaryTags',
    'status',
    'rejectionReason',
    'createdAt',
    'updatedAt',
    'tenant',
  ]) {
    expect(m, `missing ${key}`).toHaveProperty(key);
  }
  expect(typeof m.price).toBe('number');
  expect(m.imageUrl).toBe(m.image);
  expect(Object.keys(m.tenant).sort()).toEqual([...TENANT_KEYS].sort());
  expect(m.tenant.id).toBe(m.tenantId);
}

describe('authentication and permissions', () => {
  it('answers 401 without a token', async () => {
    const calls: [string, string][] = [
      ['GET', '/menus'],
      ['POST', '/menus'],
      ['GET', '/menus/my-menus'],
      ['GET', '/menus/1'],
      ['PATCH', '/menus/1'],
      ['DELETE', '/menus/1'],
      ['PATCH', '/menus/1/approve'],
      ['PATCH', '/menus/1/reject'],
    ];
    for (const [method, path] of calls) {
      const res = await api(path, { method, body: method === 'GET' || method === 'DELETE' ? undefined : {} });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });

  it('refuses approve and reject to a manager with 403, even on their own menu', async () => {
    const { manager, menu } = await managerWithMenu();
    expect((await api(`/menus/${menu.id}/approve`, { method: 'PATCH', token: manager.accessToken })).status).toBe(403);
    expect((await api(`/menus/${menu.id}/reject`, { method: 'PATCH', token: manager.accessToken, body: { reason: 'x' } })).status).toBe(403);
    const after = await api(`/menus/${menu.id}`, { token: manager.accessToken });
    expect(after.body.status).toBe('pending_approval');
  });
});

describe('POST /menus', () => {
  it('a manager without a tenant gets a clear 409', async () => {
    const manager = await createManager();
    const res = await api('/menus', { token: manager.accessToken, body: menuBody() });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('Anda belum memiliki tenant');
    expect(res.body.code).toBe('NO_TENANT');
  });

  it('creates a pending menu in the manager’s own tenant with the contract shape', async () => {
    const { manager, tenant } = await managerWithTenant();
    const body = menuBody({ price: '27500', imageUrl: `/api/v1/files/${'a'.repeat(32)}.webp`, allergens: 'Kedelai', calories: 450 });
    const res = await api('/menus', { token: manager.accessToken, body });
    expect(res.status).toBe(201);
    expectMenuShape(res.body);
    expect(res.body).toMatchObject({
      tenantId: tenant.id,
      name: body.name,
      price: 27500,
      category: 'main_course',
      spiceLevel: 2,
      preparationTime: 15,
      calories: 450,
      allergens: 'Kedelai',
      image: `/api/v1/files/${'a'.repeat(32)}.webp`,
      imageUrl: `/api/v1/files/${'a'.repeat(32)}.webp`,
      isAvailable: true,
      status: 'pending_approval',
      rejectionReason: null,
    });
    expect(res.body.tenant).toMatchObject({ id: tenant.id, name: tenant.name, slug: tenant.slug, status: 'pending_approval' });
  });

  it('applies the form defaults', async () => {
    const { manager } = await managerWithTenant();
    const res = await api('/menus', { token: manager.accessToken, body: { name: 'Es Cendol', price: 8000 } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ category: 'main_course', spiceLevel: 1, isAvailable: true, description: null, preparationTime: null });
  });

  it('answers 400 with the spec messages', async () => {
    const { manager } = await managerWithTenant();
    const token = manager.accessToken;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ price: 1000 }, 'name', 'Nama menu harus diisi'],
      [{ name: 'A', price: 1000 }, 'name', 'Nama menu minimal 2 karakter'],
      [{ name: 'N'.repeat(101), price: 1000 }, 'name', 'Nama menu maksimal 100 karakter'],
      [{ name: 'Nasi' }, 'price', 'Harga harus diisi'],
      [{ name: 'Nasi', price: -1 }, 'price', 'Harga harus berupa angka positif'],
      [{ name: 'Nasi', price: 'mahal' }, 'price', 'Harga harus berupa angka positif'],
      // Whole rupiah in steps of 100: a fraction the page would round away, or a price off the form's step.
      [{ name: 'Nasi', price: 9999.5 }, 'price', 'Harga harus kelipatan 100'],
      [{ name: 'Nasi', price: '1000.12' }, 'price', 'Harga harus kelipatan 100'],
      [{ name: 'Nasi', price: 150 }, 'price', 'Harga harus kelipatan 100'],
      // Above the ceiling a city's menu reaches (NEXT_PUBLIC_MENU_PRICE_MAX, default Rp 10.000.000).
      [{ name: 'Nasi', price: 99_000_000 }, 'price', 'Harga maksimal Rp 10.000.000'],
      [{ name: 'Nasi', price: '10000100' }, 'price', 'Harga maksimal Rp 10.000.000'],
      [{ name: 'Nasi', price: 1000, description: 'd'.repeat(501) }, 'description', 'Deskripsi maksimal 500 karakter'],
      [{ name: 'Nasi', price: 1000, preparationTime: 301 }, 'preparationTime', 'Waktu persiapan harus 0-300 menit'],
      [{ name: 'Nasi', price: 1000, preparationTime: -1 }, 'preparationTime', 'Waktu persiapan harus 0-300 menit'],
      [{ name: 'Nasi', price: 1000, calories: -1 }, 'calories', 'Kalori harus berupa angka positif'],
      [{ name: 'Nasi', price: 1000, allergens: 'a'.repeat(201) }, 'allergens', 'Informasi alergen maksimal 200 karakter'],
      [{ name: 'Nasi', price: 1000, ingredients: 'i'.repeat(1001) }, 'ingredients', 'Daftar bahan maksimal 1000 karakter'],
      [{ name: 'Nasi', price: 1000, spiceLevel: 6 }, 'spiceLevel', 'Level pedas harus 1-5'],
      [{ name: 'Nasi', price: 1000, category: 'snack' }, 'category', 'Kategori tidak valid'],
    ];
    for (const [body, field, message] of cases) {
      const res = await api('/menus', { token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors[field], field).toBe(message);
    }
    const mine = await api('/menus/my-menus', { token });
    expect(mine.body.data).toEqual([]);
  });

  it('the body cannot set status or other unknown fields (400), nor malformed JSON', async () => {
    const { manager } = await managerWithTenant();
    for (const extra of [{ status: 'active' }, { rejectionReason: 'x' }, { tenant: { id: 1 } }]) {
      const res = await api('/menus', { token: manager.accessToken, body: menuBody(extra) });
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(res.body.errors[Object.keys(extra)[0]!]).toBe('Field tidak dikenal');
    }
    const raw = await api('/menus', { method: 'POST', token: manager.accessToken, rawBody: '{"name":', headers: { 'content-type': 'application/json' } });
    expect(raw.status).toBe(400);
    expect(raw.body.message).toBe('Format JSON tidak valid');
    expect((await api('/menus/my-menus', { token: manager.accessToken })).body.data).toEqual([]);
  });

  it('a manager cannot create into another tenant (404)', async () => {
    const { tenant: other } = await managerWithTenant();
    const { manager } = await managerWithTenant();
    const res = await api('/menus', { token: manager.accessToken, body: menuBody({ tenantId: other.id }) });
    expect(res.status).toBe(404);
    const admin = await adminToken();
    const list = await api(`/menus?tenantId=${other.id}`, { token: admin });
    expect(list.body.meta.total).toBe(0);
  });

  it('an admin names the tenant; missing or unknown tenant is refused', async () => {
    const { tenant } = await managerWithTenant();
    const admin = await adminToken();
    const ok = await api('/menus', { token: admin, body: menuBody({ tenantId: tenant.id }) });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ tenantId: tenant.id, status: 'pending_approval' });
    const missing = await api('/menus', { token: admin, body: menuBody() });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.tenantId).toBe('Tenant wajib dipilih');
    const unknown = await api('/menus', { token: admin, body: menuBody({ tenantId: 999999 }) });
    expect(unknown.status).toBe(404);
  });
});

describe('GET /menus (admin list)', () => {
  it('paginates with meta and carries the tenant object', async () => {
    const admin = await adminToken();
    const res = await api('/menus?limit=5&page=2', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(5);
    expect(res.body.meta).toMatchObject({ page: 2, limit: 5 });
    expect(res.body.meta.total).toBeGreaterThanOrEqual(170);
    expect(res.body.meta.totalPages).toBe(Math.ceil(res.body.meta.total / 5));
    for (const m of res.body.data) expectMenuShape(m);
  });

  it('filters by status, category, tenantId and search over name, description and ingredients', async () => {
    const { manager, tenant } = await managerWithTenant();
    const token = manager.accessToken;
    const word = `kw${uniqueSuffix()}`;
    const a = await api('/menus', { token, body: menuBody({ name: `Soto ${word}`, category: 'soup' }) });
    const b = await api('/menus', { token, body: menuBody({ description: `Segar dengan ${word}`, category: 'beverage' }) });
    const c = await api('/menus', { token, body: menuBody({ ingredients: `gula, ${word}`, category: 'beverage' }) });
    expect([a.status, b.status, c.status]).toEqual([201, 201, 201]);
    expect((await review(c.body.id, 'approve')).status).toBe(200);
    const admin = await adminToken();

    const search = await api(`/menus?search=${word.toUpperCase()}`, { token: admin });
    expect(search.body.data.map((m: any) => m.id).sort()).toEqual([a.body.id, b.body.id, c.body.id].sort());
    const byTenant = await api(`/menus?tenantId=${tenant.id}`, { token: admin });
    expect(byTenant.body.meta.total).toBe(3);
    const bev = await api(`/menus?tenantId=${tenant.id}&category=beverage`, { token: admin });
    expect(bev.body.data.map((m: any) => m.id).sort()).toEqual([b.body.id, c.body.id].sort());
    const activeBev = await api(`/menus?search=${word}&category=beverage&status=ACTIVE`, { token: admin });
    expect(activeBev.body.data.map((m: any) => m.id)).toEqual([c.body.id]);
    const pending = await api('/menus?status=pending_approval&limit=100', { token: admin });
    for (const m of pending.body.data) expect(m.status).toBe('pending_approval');
    const soups = await api('/menus?category=soup&limit=100', { token: admin });
    for (const m of soups.body.data) expect(m.category).toBe('soup');
  });

  it('an owner-scoped caller only sees their own tenant’s menus', async () => {
    const { manager, tenant } = await managerWithMenu();
    const res = await api('/menus?limit=100', { token: manager.accessToken });
    expect(res.status).toBe(200);
    expect(res.body.meta.total).toBe(1);
    for (const m of res.body.data) expect(m.tenantId).toBe(tenant.id);
    const demo = await loginAs('manager');
    const demoList = await api('/menus?limit=100', { token: demo.accessToken });
    const tenantIds = new Set(demoList.body.data.map((m: any) => m.tenantId));
    expect(tenantIds.size).toBe(1);
    expect(tenantIds.has(tenant.id)).toBe(false);
  });

  it('answers 400 for a bad query', async () => {
    const admin = await adminToken();
    expect((await api('/menus?category=snack', { token: admin })).status).toBe(400);
    expect((await api('/menus?tenantId=abc', { token: admin })).status).toBe(400);
    expect((await api('/menus?limit=1000', { token: admin })).status).toBe(400);
  });
});

describe('GET /menus/my-menus', () => {
  it('returns only the caller’s menus, filtered by search, category and status', async () => {
    const { manager } = await managerWithTenant();
    const token = manager.accessToken;
    const a = await api('/menus', { token, body: menuBody({ name: 'Bakso Urat Spesial', category: 'soup' }) });
    const b = await api('/menus', { token, body: menuBody({ name: 'Es Teh Manis', category: 'beverage', ingredients: 'teh melati, gula' }) });
    await review(b.body.id, 'approve');
    const all = await api('/menus/my-menus', { token });
    expect(all.status).toBe(200);
    expect(all.body.data.map((m: any) => m.id).sort()).toEqual([a.body.id, b.body.id].sort());
    expect(all.body).not.toHaveProperty('meta');
    expect((await api('/menus/my-menus?search=melati', { token })).body.data.map((m: any) => m.id)).toEqual([b.body.id]);
    expect((await api('/menus/my-menus?category=soup', { token })).body.data.map((m: any) => m.id)).toEqual([a.body.id]);
    expect((await api('/menus/my-menus?status=active', { token })).body.data.map((m: any) => m.id)).toEqual([b.body.id]);
    expect((await api('/menus/my-menus?status=PENDING', { token })).body.data.map((m: any) => m.id)).toEqual([a.body.id]);
    expect((await api('/menus/my-menus?status=nope', { token })).status).toBe(400);
  });

  it('is empty for a caller without a tenant', async () => {
    const manager = await createManager();
    const res = await api('/menus/my-menus', { token: manager.accessToken });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
  });
});

describe('GET /menus/{id}', () => {
  it('owner and admin read it; another manager gets 404', async () => {
    const { manager, menu } = await managerWithMenu();
    const own = await api(`/menus/${menu.id}`, { token: manager.accessToken });
    expect(own.status).toBe(200);
    expectMenuShape(own.body);
    expect((await api(`/menus/${menu.id}`, { token: await adminToken() })).status).toBe(200);
    const stranger = await createManager();
    const res = await api(`/menus/${menu.id}`, { token: stranger.accessToken });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Menu tidak ditemukan');
  });

  it('400 for a non-numeric id, 404 for an unknown one', async () => {
    const admin = await adminToken();
    expect((await api('/menus/abc', { token: admin })).status).toBe(400);
    expect((await api('/menus/0', { token: admin })).status).toBe(400);
    expect((await api('/menus/999999', { token: admin })).status).toBe(404);
  });
});

describe('PATCH /menus/{id}', () => {
  it('updates only the fields sent; price stays a number', async () => {
    const { manager, menu } = await managerWithMenu({ description: 'Deskripsi awal', allergens: 'Kacang' });
    const res = await patch(menu.id, manager.accessToken, { price: '30000', imageUrl: `/api/v1/files/${'b'.repeat(32)}.webp` });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      price: 30000,
      image: `/api/v1/files/${'b'.repeat(32)}.webp`,
      imageUrl: `/api/v1/files/${'b'.repeat(32)}.webp`,
      description: 'Deskripsi awal',
      allergens: 'Kacang',
      name: menu.name,
    });
    expect(res.body.status).toBe('pending_approval');
  });

  it("another manager's menu: 404 and unchanged", async () => {
    const { menu } = await managerWithMenu();
    const stranger = await managerWithTenant();
    const res = await patch(menu.id, stranger.manager.accessToken, { price: 100 });
    expect(res.status).toBe(404);
    expect((await api(`/menus/${menu.id}`, { token: await adminToken() })).body.price).toBe(menu.price);
  });

  it('answers 400 for invalid values, unknown fields and unknown statuses', async () => {
    const { manager, menu } = await managerWithMenu();
    const token = manager.accessToken;
    const bad = await patch(menu.id, token, { name: 'A', preparationTime: 301, calories: -5 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      name: 'Nama menu minimal 2 karakter',
      preparationTime: 'Waktu persiapan harus 0-300 menit',
      calories: 'Kalori harus berupa angka positif',
    });
    expect((await patch(menu.id, token, { tenantId: 1 })).status).toBe(400);
    expect((await patch(menu.id, token, { rejectionReason: null })).status).toBe(400);
    const status = await patch(menu.id, token, { status: 'suspended' });
    expect(status.status).toBe(400);
    expect(status.body.errors.status).toBe('Status tidak valid');
  });
});

describe('price ceiling', () => {
  it('an approved menu cannot be priced at Rp 99.000.000 (400, unchanged); the ceiling itself is accepted', async () => {
    const { manager, menu } = await managerWithMenu();
    expect((await review(menu.id, 'approve')).status).toBe(200);
    const res = await patch(menu.id, manager.accessToken, { price: 99_000_000 });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'Harga maksimal Rp 10.000.000', errors: { price: 'Harga maksimal Rp 10.000.000' } });
    const after = await api(`/menus/${menu.id}`, { token: manager.accessToken });
    expect(after.body).toMatchObject({ price: menu.price, status: 'active' });
    const top = await patch(menu.id, manager.accessToken, { price: 10_000_000 });
    expect(top.status, JSON.stringify(top.body)).toBe(200);
    expect(top.body.price).toBe(10_000_000);
  });
});

describe('menu status transitions', () => {
  it('pending: approve allowed; status via PATCH, inactive and re-review refused', async () => {
    const { manager, menu } = await managerWithMenu();
    const admin = await adminToken();
    for (const token of [manager.accessToken, admin]) {
      const res = await patch(menu.id, token, { status: 'active' });
      expect(res.status).toBe(409);
      expect(res.body.message).toContain('"Menunggu Persetujuan" (pending_approval)');
      expect(res.body.message).toContain('(active)');
      expect((await patch(menu.id, token, { status: 'inactive' })).status).toBe(409);
    }
    const approved = await review(menu.id, 'approve');
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'active', rejectionReason: null });
    expect((await review(menu.id, 'approve')).status).toBe(409);
    const late = await review(menu.id, 'reject', 'terlambat');
    expect(late.status).toBe(409);
    expect(late.body.message).toContain('"Aktif" (active)');
  });

  it('active <-> inactive by the owner and by an admin; rejected and pending refused', async () => {
    const { manager, menu } = await managerWithMenu();
    await review(menu.id, 'approve');
    const admin = await adminToken();
    const steps: [string, string, number, string][] = [
      [manager.accessToken, 'inactive', 200, 'inactive'],
      [manager.accessToken, 'active', 200, 'active'],
      [admin, 'INACTIVE', 200, 'inactive'],
      [admin, 'rejected', 409, 'inactive'],
      [admin, 'active', 200, 'active'],
      [manager.accessToken, 'pending_approval', 409, 'active'],
      [manager.accessToken, 'rejected', 409, 'active'],
    ];
    for (const [token, to, status, expected] of steps) {
      const res = await patch(menu.id, token, { status: to });
      expect(res.status, `-> ${to}`).toBe(status);
      expect((await api(`/menus/${menu.id}`, { token: admin })).body.status).toBe(expected);
    }
  });

  it('reject needs a reason; it is stored, shown to the owner, and an edit resubmits', async () => {
    const { manager, menu } = await managerWithMenu();
    const admin = await adminToken();
    const none = await api(`/menus/${menu.id}/reject`, { method: 'PATCH', token: admin, body: {} });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Alasan penolakan wajib diisi');
    const reason = 'Foto menu buram';
    const rejected = await review(menu.id, 'reject', reason);
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ status: 'rejected', rejectionReason: reason });
    const mine = await api('/menus/my-menus', { token: manager.accessToken });
    expect(mine.body.data[0]).toMatchObject({ id: menu.id, status: 'rejected', rejectionReason: reason });

    expect((await review(menu.id, 'approve')).status).toBe(409);
    const availability = await patch(menu.id, manager.accessToken, { isAvailable: false });
    expect(availability.status).toBe(200);
    expect(availability.body).toMatchObject({ isAvailable: false, status: 'rejected', rejectionReason: reason });
    const adminEdit = await patch(menu.id, admin, { description: 'Diperiksa admin' });
    expect(adminEdit.body.status).toBe('rejected');
    expect((await patch(menu.id, manager.accessToken, { name: 'Nasi Baru', status: 'active' })).status).toBe(409);

    const resubmitted = await patch(menu.id, manager.accessToken, { name: 'Nasi Foto Baru' });
    expect(resubmitted.status).toBe(200);
    expect(resubmitted.body).toMatchObject({ name: 'Nasi Foto Baru', status: 'pending_approval', rejectionReason: null, isAvailable: false });
    const approved = await review(menu.id, 'approve');
    expect(approved.body.status).toBe('active');
  });

  it('isAvailable stays editable by the owner in every status', async () => {
    const { manager, menu } = await managerWithMenu();
    const off = await patch(menu.id, manager.accessToken, { isAvailable: false });
    expect(off.body).toMatchObject({ isAvailable: false, status: 'pending_approval' });
    await review(menu.id, 'approve');
    await patch(menu.id, manager.accessToken, { status: 'inactive' });
    const on = await patch(menu.id, manager.accessToken, { isAvailable: true });
    expect(on.body).toMatchObject({ isAvailable: true, status: 'inactive' });
    expect((await patch(menu.id, manager.accessToken, { isAvailable: 'ya' })).status).toBe(400);
  });

  it('approve/reject of unknown ids: 404', async () => {
    expect((await review(999999, 'approve')).status).toBe(404);
    expect((await review(999999, 'reject', 'x')).status).toBe(404);
  });
});

describe('DELETE /menus/{id}', () => {
  it('the owner deletes their menu; another manager gets 404', async () => {
    const { manager, menu } = await managerWithMenu();
    const stranger = await managerWithTenant();
    expect((await api(`/menus/${menu.id}`, { method: 'DELETE', token: stranger.manager.accessToken })).status).toBe(404);
    const res = await api(`/menus/${menu.id}`, { method: 'DELETE', token: manager.accessToken });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Menu berhasil dihapus!' });
    expect((await api(`/menus/${menu.id}`, { token: manager.accessToken })).status).toBe(404);
    expect((await api(`/menus/${menu.id}`, { method: 'DELETE', token: manager.accessToken })).status).toBe(404);
  });

  it('an admin deletes any menu', async () => {
    const { menu } = await managerWithMenu();
    const admin = await adminToken();
    expect((await api(`/menus/${menu.id}`, { method: 'DELETE', token: admin })).status).toBe(200);
    expect((await api(`/menus/${menu.id}`, { token: admin })).status).toBe(404);
  });
});
