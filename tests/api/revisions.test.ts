// Pending revisions (issue 35 section 2): what is live is what was approved. A seller's change to a reviewed field of
// an approved tenant or menu waits for a reviewer; operational facts (price, availability...) apply at once.
import { describe, expect, it } from 'vitest';
import { api, BASE_URL, createManager, eventually, loginAs, menuBody, tenantBody, uniqueSuffix } from '../helpers/http';

async function adminToken() {
  return (await loginAs('admin')).accessToken;
}

/** A new manager with an approved tenant and an approved menu (so the tenant is public). */
async function approvedSeller() {
  const manager = await createManager();
  const tenant = await api('/tenants/my-tenant', { token: manager.accessToken, body: tenantBody() });
  expect(tenant.status, JSON.stringify(tenant.body)).toBe(201);
  const menu = await api('/menus', { token: manager.accessToken, body: menuBody({ price: 25000 }) });
  expect(menu.status, JSON.stringify(menu.body)).toBe(201);
  const admin = await adminToken();
  for (const path of [`/tenants/${tenant.body.id}/approve`, `/menus/${menu.body.id}/approve`]) {
    const res = await api(path, { method: 'PATCH', token: admin });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  return { token: manager.accessToken, tenant: tenant.body, menu: menu.body };
}

async function publicMenu(id: number) {
  return api(`/menus/public/${id}`);
}

async function publicPageHtml(slug: string): Promise<string> {
  const res = await fetch(`${BASE_URL}/tenant/${slug}`);
  return res.status === 200 ? res.text() : `status ${res.status}`;
}

describe('pending revisions of menus', () => {
  it('a manager renaming an approved menu leaves the approved name public until a reviewer approves the revision', async () => {
    const { token, tenant, menu } = await approvedSeller();
    const newName = `Nasi Ganti ${uniqueSuffix()}`;
    const res = await api(`/menus/${menu.id}`, { method: 'PATCH', token, body: { name: newName } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.status).toBe('active');
    expect(res.body.name).toBe(menu.name);
    expect(res.body.revision).toMatchObject({ state: 'pending', values: { name: newName }, rejectionReason: null });

    // The manager sees what is waiting; the public keeps the approved name (API and page).
    const mine = await api('/menus/my-menus', { token });
    const mineList: { id: number; revision: { values: { name: string } } }[] = mine.body.data ?? mine.body;
    expect(mineList.find((m) => m.id === menu.id)!.revision.values.name).toBe(newName);
    const pub = await publicMenu(menu.id);
    expect(pub.status).toBe(200);
    expect(pub.body.name).toBe(menu.name);
    expect(pub.body).not.toHaveProperty('revision');
    const html = await publicPageHtml(tenant.slug);
    expect(html).toContain(menu.name);
    expect(html).not.toContain(newName);

    // The reviewers' queue lists it.
    const admin = await adminToken();
    const queue = await api(`/menus?revision=pending&tenantId=${tenant.id}`, { token: admin });
    expect(queue.status).toBe(200);
    expect(queue.body.data.map((m: { id: number }) => m.id)).toEqual([menu.id]);

    const approved = await api(`/menus/${menu.id}/revision/approve`, { method: 'PATCH', token: admin });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({ name: newName, status: 'active', revision: null });
    await eventually(async () => (await publicMenu(menu.id)).body.name === newName);
    await eventually(async () => (await publicPageHtml(tenant.slug)).includes(newName));

    const log = await api(`/activity-logs?entity=menu&entityId=${menu.id}&action=approve_revision`, { token: (await loginAs('superAdmin')).accessToken });
    expect(log.status).toBe(200);
    expect(log.body.data.length).toBe(1);

    // Nothing left to approve.
    const again = await api(`/menus/${menu.id}/revision/approve`, { method: 'PATCH', token: admin });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('NO_PENDING_REVISION');
  });

  it('a rejected revision keeps the approved name, and the manager sees the reason and may withdraw it', async () => {
    const { token, menu } = await approvedSeller();
    const newName = `Nasi Tolak ${uniqueSuffix()}`;
    await api(`/menus/${menu.id}`, { method: 'PATCH', token, body: { name: newName, description: 'Deskripsi baru' } });
    const admin = await adminToken();
    const rejected = await api(`/menus/${menu.id}/revision/reject`, { method: 'PATCH', token: admin, body: { reason: 'Nama menu menyesatkan' } });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(rejected.body.name).toBe(menu.name);
    expect(rejected.body.revision).toMatchObject({ state: 'rejected', rejectionReason: 'Nama menu menyesatkan', values: { name: newName } });
    expect((await publicMenu(menu.id)).body.name).toBe(menu.name);

    const seen = await api(`/menus/${menu.id}`, { token });
    expect(seen.body.revision.rejectionReason).toBe('Nama menu menyesatkan');
    // A rejected revision is not in the queue and cannot be approved.
    expect((await api(`/menus/${menu.id}/revision/approve`, { method: 'PATCH', token: admin })).status).toBe(409);

    // A new submission replaces the rejected one (the reason goes).
    const resubmitted = await api(`/menus/${menu.id}`, { method: 'PATCH', token, body: { description: 'Deskripsi kedua' } });
    expect(resubmitted.body.revision).toMatchObject({ state: 'pending', values: { description: 'Deskripsi kedua' }, rejectionReason: null });

    const withdrawn = await api(`/menus/${menu.id}/revision`, { method: 'DELETE', token });
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
    expect(withdrawn.body.revision).toBeNull();
    expect(withdrawn.body.description).toBe(menu.description);
  });

  it('price and availability of an approved menu apply at once; an admin edit of a reviewed field applies directly', async () => {
    const { token, menu } = await approvedSeller();
    const res = await api(`/menus/${menu.id}`, { method: 'PATCH', token, body: { price: 27000, isAvailable: false } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ price: 27000, isAvailable: false, revision: null });
    await eventually(async () => (await publicMenu(menu.id)).body.price === 27000);

    const adminName = `Nasi Admin ${uniqueSuffix()}`;
    const byAdmin = await api(`/menus/${menu.id}`, { method: 'PATCH', token: await adminToken(), body: { name: adminName } });
    expect(byAdmin.body).toMatchObject({ name: adminName, revision: null });
  });

  it('a pending (not yet approved) menu is still edited directly', async () => {
    const manager = await createManager();
    await api('/tenants/my-tenant', { token: manager.accessToken, body: tenantBody() });
    const menu = await api('/menus', { token: manager.accessToken, body: menuBody() });
    const renamed = `Nasi Baru ${uniqueSuffix()}`;
    const res = await api(`/menus/${menu.body.id}`, { method: 'PATCH', token: manager.accessToken, body: { name: renamed } });
    expect(res.body).toMatchObject({ name: renamed, status: 'pending_approval', revision: null });
  });

  it('a manager cannot approve the revision of their own menu', async () => {
    const { token, menu } = await approvedSeller();
    await api(`/menus/${menu.id}`, { method: 'PATCH', token, body: { name: `Nasi Sendiri ${uniqueSuffix()}` } });
    const res = await api(`/menus/${menu.id}/revision/approve`, { method: 'PATCH', token });
    expect(res.status).toBe(403);
  });
});

describe('pending revisions of tenants', () => {
  it('a manager renaming an approved tenant keeps the approved name and slug public until approval', async () => {
    const { token, tenant } = await approvedSeller();
    const newName = `Warung Ganti ${uniqueSuffix()}`;
    const res = await api(`/tenants/${tenant.id}`, {
      method: 'PATCH',
      token,
      body: { name: newName, halalStatus: 'certified', halalCertificateNumber: 'ID32110000123450123', paymentMethods: ['cash', 'qris'] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ name: tenant.name, status: 'active', halalStatus: 'unknown', paymentMethods: ['cash', 'qris'] });
    expect(res.body.revision).toMatchObject({
      state: 'pending',
      values: { name: newName, halalStatus: 'certified', halalCertificateNumber: 'ID32110000123450123' },
    });

    const pub = await api(`/tenants/public/${tenant.slug}`);
    expect(pub.status).toBe(200);
    expect(pub.body).toMatchObject({ name: tenant.name, halalStatus: 'unknown' });
    expect(pub.body).not.toHaveProperty('revision');
    const mine = await api('/tenants/my-tenant', { token });
    expect(mine.body.revision.values.name).toBe(newName);

    const admin = await adminToken();
    const queue = await api(`/tenants?revision=pending&search=${encodeURIComponent(tenant.slug)}`, { token: admin });
    expect(queue.body.data.map((t: { id: number }) => t.id)).toEqual([tenant.id]);

    const rejected = await api(`/tenants/${tenant.id}/revision/reject`, {
      method: 'PATCH',
      token: admin,
      body: { reason: 'Sertifikat tidak ditemukan di BPJPH' },
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ name: tenant.name, halalStatus: 'unknown' });
    expect(rejected.body.revision).toMatchObject({ state: 'rejected', rejectionReason: 'Sertifikat tidak ditemukan di BPJPH' });

    // A new submission, then approval: the new name and halal status go public.
    const again = await api(`/tenants/${tenant.id}`, { method: 'PATCH', token, body: { name: newName } });
    expect(again.body.revision).toMatchObject({ state: 'pending', values: { name: newName }, rejectionReason: null });
    const approved = await api(`/tenants/${tenant.id}/revision/approve`, { method: 'PATCH', token: admin });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({ name: newName, revision: null, halalStatus: 'unknown' });
    await eventually(async () => (await api(`/tenants/public/${tenant.slug}`)).body.name === newName);
  });

  it("an admin's direct edit never makes the owner's pending values live", async () => {
    const { token, tenant } = await approvedSeller();
    await api(`/tenants/${tenant.id}`, {
      method: 'PATCH',
      token,
      body: { halalStatus: 'certified', halalCertificateNumber: 'ID32110000123450123' },
    });
    // The live tenant is not certified: a certificate number alone is refused, not completed from the pending revision.
    const admin = await adminToken();
    const byAdmin = await api(`/tenants/${tenant.id}`, { method: 'PATCH', token: admin, body: { halalCertificateNumber: 'ID32110000999990001' } });
    expect(byAdmin.status, JSON.stringify(byAdmin.body)).toBe(400);
    const seen = await api(`/tenants/${tenant.id}`, { token: admin });
    expect(seen.body).toMatchObject({ halalStatus: 'unknown', halalCertificateNumber: null });
    expect(seen.body.revision.values).toEqual({ halalStatus: 'certified', halalCertificateNumber: 'ID32110000123450123' });
  });

  it('a proposed slug another tenant has is refused at once', async () => {
    const { token, tenant } = await approvedSeller();
    const other = await approvedSeller();
    const res = await api(`/tenants/${tenant.id}`, { method: 'PATCH', token, body: { slug: other.tenant.slug } });
    expect(res.status).toBe(409);
    expect(res.body.errors?.slug).toBe('Slug sudah digunakan oleh tenant lain');
  });

  it('operational facts of an approved tenant apply at once', async () => {
    const { token, tenant } = await approvedSeller();
    const res = await api(`/tenants/${tenant.id}`, { method: 'PATCH', token, body: { temporarilyClosed: true, address: 'Jl. Baru No. 1' } });
    expect(res.body).toMatchObject({ temporarilyClosed: true, address: 'Jl. Baru No. 1', revision: null });
  });
});

describe('the reviewer sees what they approve', () => {
  it('a resubmitted tenant and menu carry the reason of their last rejection for the reviewer', async () => {
    const manager = await createManager();
    const tenant = await api('/tenants/my-tenant', { token: manager.accessToken, body: tenantBody() });
    const menu = await api('/menus', { token: manager.accessToken, body: menuBody() });
    const admin = await adminToken();
    await api(`/tenants/${tenant.body.id}/reject`, { method: 'PATCH', token: admin, body: { reason: 'Nomor sertifikat tidak terdaftar' } });
    await api(`/menus/${menu.body.id}/reject`, { method: 'PATCH', token: admin, body: { reason: 'Foto bukan milik tenant' } });

    const resubmitted = await api(`/tenants/${tenant.body.id}`, { method: 'PATCH', token: manager.accessToken, body: { description: 'Sudah diperbaiki' } });
    expect(resubmitted.body).toMatchObject({ status: 'pending_approval', rejectionReason: null, previousRejectionReason: 'Nomor sertifikat tidak terdaftar' });
    const seen = await api(`/tenants/${tenant.body.id}`, { token: admin });
    expect(seen.body.previousRejectionReason).toBe('Nomor sertifikat tidak terdaftar');
    const menuAgain = await api(`/menus/${menu.body.id}`, { method: 'PATCH', token: manager.accessToken, body: { description: 'Foto baru' } });
    expect(menuAgain.body).toMatchObject({ status: 'pending_approval', previousRejectionReason: 'Foto bukan milik tenant' });

    // The decision clears it; the public never sees it.
    const approved = await api(`/tenants/${tenant.body.id}/approve`, { method: 'PATCH', token: admin });
    expect(approved.body).toMatchObject({ status: 'active', previousRejectionReason: null });
    await api(`/menus/${menu.body.id}/approve`, { method: 'PATCH', token: admin });
    const pub = await publicMenu(menu.body.id);
    expect(pub.status).toBe(200);
    expect(pub.body).not.toHaveProperty('previousRejectionReason');
  });
});

describe('the owner sees what the public sees', () => {
  it('an approved tenant without an active menu is not public, and its owner is told why', async () => {
    const manager = await createManager();
    const created = await api('/tenants/my-tenant', { token: manager.accessToken, body: tenantBody() });
    expect(created.body.publicVisibility).toEqual({ listed: false, reason: 'not_active' });
    const admin = await adminToken();
    await api(`/tenants/${created.body.id}/approve`, { method: 'PATCH', token: admin });

    const mine = await api('/tenants/my-tenant', { token: manager.accessToken });
    expect(mine.body).toMatchObject({ status: 'active', activeMenuCount: 0, publicVisibility: { listed: false, reason: 'no_active_menu' } });
    expect((await api(`/tenants/public/${created.body.slug}`)).status).toBe(404);

    const menu = await api('/menus', { token: manager.accessToken, body: menuBody() });
    await api(`/menus/${menu.body.id}/approve`, { method: 'PATCH', token: admin });
    const listed = await api('/tenants/my-tenant', { token: manager.accessToken });
    expect(listed.body).toMatchObject({ activeMenuCount: 1, publicVisibility: { listed: true, reason: null } });
    await eventually(async () => (await api(`/tenants/public/${created.body.slug}`)).status === 200);
  });

  it('the report counts active tenants the way the public lists them, and the revisions waiting', async () => {
    const report = await api('/reports/summary', { token: (await loginAs('superAdmin')).accessToken });
    expect(report.status).toBe(200);
    expect(report.body.listedTenants).toBeLessThanOrEqual(report.body.tenantsByStatus.active);
    expect(report.body.pendingRevisions).toEqual({ tenants: expect.any(Number), menus: expect.any(Number) });
  });
});
