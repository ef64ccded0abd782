// Issue 35, owners' privacy: a tenant's public contact (phone, WhatsApp, email) is its owner's choice, none by default;
// the owner's login email and profile phone never reach the public tenant JSON or page, and a role without users.read
// does not see owners' emails in the dashboard's tenant list and detail.
import { describe, expect, it } from 'vitest';
import { sessionWith } from './admin-fixtures';
import { seedManagers, seedTenants } from '@/db/seed-data';
import { BASE_URL, api, createManager, eventually, loginAs, menuBody, tenantBody } from '../helpers/http';

/** Every spelling of a phone number a page could print: as stored, its digits, the local 08… form. */
function phoneSpellings(phone: string): string[] {
  const digits = phone.replace(/\D/g, '');
  return [phone, digits, `0${digits.slice(2)}`];
}

/** A manager (registered with a phone) whose tenant and one menu an admin approved: listed publicly. */
async function listedOwnedTenant(contact: Record<string, unknown> = {}) {
  const manager = await createManager({ phone: '0813 2468 1357' });
  const created = await api('/tenants/my-tenant', { token: manager.accessToken, body: tenantBody(contact) });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const menu = await api('/menus', { token: manager.accessToken, body: menuBody() });
  expect(menu.status, JSON.stringify(menu.body)).toBe(201);
  const { accessToken: admin } = await loginAs('admin');
  expect((await api(`/tenants/${created.body.id}/approve`, { method: 'PATCH', token: admin })).status).toBe(200);
  expect((await api(`/menus/${menu.body.id}/approve`, { method: 'PATCH', token: admin })).status).toBe(200);
  return { manager, tenant: created.body as { id: number; slug: string } };
}

async function publicJson(slug: string): Promise<Record<string, unknown>> {
  let body: Record<string, unknown> = {};
  await eventually(async () => {
    const res = await api(`/tenants/public/${slug}`);
    body = res.body;
    return res.status === 200;
  });
  return body;
}

async function publicPage(slug: string): Promise<string> {
  let page = '';
  await eventually(async () => {
    const res = await fetch(`${BASE_URL}/tenant/${slug}`);
    page = await res.text();
    return res.status === 200;
  });
  return page;
}

describe("an owner's account contact is never public", () => {
  it('a new tenant publishes no contact: neither the public JSON nor the page holds the login email or profile phone', async () => {
    const { manager, tenant } = await listedOwnedTenant();
    const json = await publicJson(tenant.slug);
    expect(json).toMatchObject({ email: null, phone: null, whatsapp: null });
    const text = JSON.stringify(json);
    const page = await publicPage(tenant.slug);
    const me = await api('/auth/me', { token: manager.accessToken });
    expect(me.body.user.phone).toBe('+6281324681357');
    for (const leak of [manager.user.email, ...phoneSpellings(me.body.user.phone)]) {
      expect(text, leak).not.toContain(leak);
      expect(page, leak).not.toContain(leak);
    }
    // Without a number there is no order button to build.
    expect(page).not.toContain('https://wa.me/');
  });

  it('the business contact the owner chose is what the public sees', async () => {
    const { manager, tenant } = await listedOwnedTenant({ phone: '+6281200000977', email: 'pesan@usaha-uji.example.id' });
    const json = await publicJson(tenant.slug);
    expect(json).toMatchObject({ phone: '+6281200000977', email: 'pesan@usaha-uji.example.id' });
    const page = await publicPage(tenant.slug);
    expect(page).toContain('pesan@usaha-uji.example.id');
    expect(page).not.toContain(manager.user.email);
  });

  it("no demo tenant publishes its owner's profile phone or login email", async () => {
    const owned = seedTenants.filter((t) => t.ownerKey && t.status === 'active');
    expect(owned.length).toBeGreaterThan(0);
    for (const seeded of owned) {
      const owner = seedManagers.find((m) => m.key === seeded.ownerKey)!;
      const res = await api(`/tenants/public/${seeded.slug}`);
      if (res.status !== 200) continue; // not listed (no active menu)
      const text = JSON.stringify(res.body);
      for (const leak of [owner.email, ...phoneSpellings(owner.phone)]) expect(text, `${seeded.slug}: ${leak}`).not.toContain(leak);
    }
  });
});

describe("owners' emails in the dashboard need users.read", () => {
  it('a role with tenants.read but not users.read sees owners by name only, in the list and the detail', async () => {
    const { manager, tenant } = await listedOwnedTenant();
    const reader = await sessionWith(['tenants.read']);
    const list = await api(`/tenants?search=${encodeURIComponent(tenant.slug)}`, { token: reader.accessToken });
    expect(list.status).toBe(200);
    const row = list.body.data.find((t: { id: number }) => t.id === tenant.id);
    expect(row.owner).toMatchObject({ id: manager.user.id, email: null });
    expect(row.owner.name).toBeTruthy();
    expect(JSON.stringify(list.body)).not.toContain(manager.user.email);
    const one = await api(`/tenants/${tenant.id}`, { token: reader.accessToken });
    expect(one.status).toBe(200);
    expect(one.body.owner).toMatchObject({ id: manager.user.id, email: null });
  });

  it('a role with users.read too, and the owner themself, see the email', async () => {
    const { manager, tenant } = await listedOwnedTenant();
    const reader = await sessionWith(['tenants.read', 'users.read']);
    const one = await api(`/tenants/${tenant.id}`, { token: reader.accessToken });
    expect(one.body.owner.email).toBe(manager.user.email);
    const mine = await api('/tenants/my-tenant', { token: manager.accessToken });
    expect(mine.body.owner.email).toBe(manager.user.email);
  });
});
