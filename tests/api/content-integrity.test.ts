// Issue 35, "what is live is what was approved": invisible characters never reach a name or a slug, two active tenants
// never share a name (case, accents and spaces folded), and a reviewer never approves what they created.
import { describe, expect, it } from 'vitest';
import { api, createManager, loginAs, menuBody, tenantBody, uniqueSuffix } from '../helpers/http';

const NAME_TAKEN = 'Nama tenant sudah digunakan oleh tenant lain';
const REVIEW_OWN_MENU = 'Anda tidak dapat meninjau menu yang Anda buat sendiri';
const REVIEW_OWN_TENANT = 'Anda tidak dapat meninjau tenant yang Anda buat sendiri';

async function token(who: 'admin' | 'superAdmin') {
  return (await loginAs(who)).accessToken;
}

/** A manager's tenant (pending unless approved), named as given. */
async function ownedTenant(name: string, { approved = false } = {}) {
  const manager = await createManager();
  const created = await api('/tenants/my-tenant', { token: manager.accessToken, body: tenantBody({ name }) });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  if (approved) {
    const res = await api(`/tenants/${created.body.id}/approve`, { method: 'PATCH', token: await token('admin') });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  return { manager, tenant: created.body as { id: number; name: string; slug: string } };
}

describe('names and slugs', () => {
  it('control, bidi-override and zero-width characters are stripped from a tenant name and slug', async () => {
    const suffix = uniqueSuffix();
    const manager = await createManager();
    const res = await api('/tenants/my-tenant', {
      token: manager.accessToken,
      body: tenantBody({ name: `\u202EWarung\u200B Bersih\u2066 ${suffix}\u0007\uFEFF`, slug: `warung-\u200Dbersih\u202C-${suffix}` }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.name).toBe(`Warung Bersih ${suffix}`);
    expect(res.body.slug).toBe(`warung-bersih-${suffix}`);
  });

  it('and from a menu name', async () => {
    const { manager } = await ownedTenant(`Warung Menu Bersih ${uniqueSuffix()}`);
    const res = await api('/menus', { token: manager.accessToken, body: menuBody({ name: 'Nasi\u202E Timbel\u2060\u0001' }) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.name).toBe('Nasi Timbel');
  });
});

describe('two active tenants never share a name', () => {
  it("a tenant renamed to another active tenant's name with a right-to-left override is refused (409), and in another case, accents and spacing", async () => {
    const suffix = uniqueSuffix();
    const { tenant: original } = await ownedTenant(`Warung Sate Asli ${suffix}`, { approved: true });
    const { manager, tenant } = await ownedTenant(`Warung Peniru ${suffix}`, { approved: true });
    for (const name of [
      `Warung Sate\u202E Asli ${suffix}`,
      `WARUNG  SATÉ ASLI ${suffix.toUpperCase()}`,
      `WarungSate Asli ${suffix}`,
      // Lookalikes an attacker's review got live: other spaces, invisible characters, fullwidth and mathematical letters.
      `Warung\u00A0Sate\u2009Asli ${suffix}`,
      `War\u00ADung Sa\u2062te\uFE0F Asli\u2800 ${suffix}`,
      `\uFF37arung Sate Asli ${suffix}`,
      `\u{1D416}arung Sate Asli ${suffix}`,
    ]) {
      const res = await api(`/tenants/${tenant.id}`, { method: 'PATCH', token: manager.accessToken, body: { name } });
      expect(res.status, name).toBe(409);
      expect(res.body).toMatchObject({ message: NAME_TAKEN, errors: { name: NAME_TAKEN } });
    }
    const after = await api(`/tenants/${tenant.id}`, { token: manager.accessToken });
    expect(after.body.name).toBe(`Warung Peniru ${suffix}`);
    expect(original.name).toBe(`Warung Sate Asli ${suffix}`);
  });

  it('a new tenant cannot take an active tenant’s name', async () => {
    const suffix = uniqueSuffix();
    await ownedTenant(`Kedai Kopi Pagi ${suffix}`, { approved: true });
    const manager = await createManager();
    const res = await api('/tenants/my-tenant', { token: manager.accessToken, body: tenantBody({ name: `kedai kopi pagi ${suffix}` }) });
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual({ name: NAME_TAKEN });
  });

  it('approving a tenant whose name an active tenant took in the meantime is refused (409), and it stays pending', async () => {
    const name = `Bakso Kembar ${uniqueSuffix()}`;
    const first = await ownedTenant(name);
    const second = await ownedTenant(name);
    const admin = await token('admin');
    expect((await api(`/tenants/${second.tenant.id}/approve`, { method: 'PATCH', token: admin })).status).toBe(200);
    const refused = await api(`/tenants/${first.tenant.id}/approve`, { method: 'PATCH', token: admin });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(NAME_TAKEN);
    expect((await api(`/tenants/${first.tenant.id}`, { token: admin })).body.status).toBe('pending_approval');
  });

  it('reactivating a tenant whose name another tenant took while it was inactive is refused (409)', async () => {
    const name = `Martabak Manis ${uniqueSuffix()}`;
    const { manager, tenant } = await ownedTenant(name, { approved: true });
    const paused = await api(`/tenants/${tenant.id}`, { method: 'PATCH', token: manager.accessToken, body: { status: 'inactive' } });
    expect(paused.status, JSON.stringify(paused.body)).toBe(200);
    await ownedTenant(name, { approved: true });
    const back = await api(`/tenants/${tenant.id}`, { method: 'PATCH', token: manager.accessToken, body: { status: 'active' } });
    expect(back.status).toBe(409);
    expect(back.body.message).toBe(NAME_TAKEN);
  });
});

describe('a reviewer never approves content they created', () => {
  it("an ADMIN who creates a menu in a manager's tenant cannot approve or reject it; another reviewer can", async () => {
    const { tenant } = await ownedTenant(`Warung Titipan ${uniqueSuffix()}`, { approved: true });
    const admin = await token('admin');
    const created = await api('/menus', { token: admin, body: menuBody({ tenantId: tenant.id }) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.status).toBe('pending_approval');
    for (const action of ['approve', 'reject'] as const) {
      const res = await api(`/menus/${created.body.id}/${action}`, {
        method: 'PATCH',
        token: admin,
        body: action === 'reject' ? { reason: 'Uji' } : undefined,
      });
      expect(res.status, action).toBe(403);
      expect(res.body.message).toBe(REVIEW_OWN_MENU);
    }
    expect((await api(`/menus/${created.body.id}`, { token: admin })).body.status).toBe('pending_approval');
    const other = await api(`/menus/${created.body.id}/approve`, { method: 'PATCH', token: await token('superAdmin') });
    expect(other.status, JSON.stringify(other.body)).toBe(200);
  });

  it('a menu its owner created is approved by an ADMIN as before', async () => {
    const { manager } = await ownedTenant(`Warung Biasa ${uniqueSuffix()}`, { approved: true });
    const created = await api('/menus', { token: manager.accessToken, body: menuBody() });
    const res = await api(`/menus/${created.body.id}/approve`, { method: 'PATCH', token: await token('admin') });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });

  it('an ADMIN who creates a tenant cannot approve it; another reviewer can', async () => {
    const admin = await token('admin');
    const created = await api('/tenants', { token: admin, body: tenantBody() });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.status).toBe('pending_approval');
    const res = await api(`/tenants/${created.body.id}/approve`, { method: 'PATCH', token: admin });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(REVIEW_OWN_TENANT);
    const other = await api(`/tenants/${created.body.id}/approve`, { method: 'PATCH', token: await token('superAdmin') });
    expect(other.status, JSON.stringify(other.body)).toBe(200);
  });
});
