// /settings (system.settings) and /settings/public: read with defaults, partial updates, validation, cache invalidation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, loginAs, uniqueSuffix } from '../helpers/http';
import { superAdminToken } from './admin-fixtures';

const PUBLIC_KEYS = ['siteName', 'tagline', 'city', 'contactPhone', 'contactEmail', 'address', 'socialLinks'];
let original: Record<string, any>;

beforeAll(async () => {
  original = (await api('/settings', { token: await superAdminToken() })).body;
});

afterAll(async () => {
  // Put back what the other suites and pages expect.
  const { siteName, tagline, city, contactPhone, contactEmail, address, socialLinks } = original;
  const links = { instagram: null, facebook: null, tiktok: null, youtube: null, whatsapp: null, ...socialLinks };
  await api('/settings', {
    method: 'PATCH',
    token: await superAdminToken(),
    body: { siteName, tagline, city, contactPhone, contactEmail, address, socialLinks: links },
  });
});

/** Public reads may be cached for a few seconds on other instances; here the write invalidates at once, so poll briefly. */
async function publicSettingsUntil(predicate: (body: any) => boolean): Promise<any> {
  let body: any;
  for (let i = 0; i < 20; i++) {
    body = (await api('/settings/public')).body;
    if (predicate(body)) return body;
    await new Promise((r) => setTimeout(r, 500));
  }
  return body;
}

describe('GET /settings', () => {
  it('needs a token (401) and system.settings (403: ADMIN and MANAGER lack it)', async () => {
    expect((await api('/settings')).status).toBe(401);
    expect((await api('/settings', { token: (await loginAs('admin')).accessToken })).status).toBe(403);
    expect((await api('/settings', { token: (await loginAs('manager')).accessToken })).status).toBe(403);
  });

  it('answers every setting for a Super Admin', async () => {
    const res = await api('/settings', { token: await superAdminToken() });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ siteName: expect.any(String), city: expect.any(String), socialLinks: expect.any(Object) });
    expect(Object.keys(res.body)).toEqual(expect.arrayContaining([...PUBLIC_KEYS, 'updatedBy', 'updatedAt']));
  });
});

describe('GET /settings/public', () => {
  it('answers the non-secret part without a token', async () => {
    const res = await api('/settings/public');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual([...PUBLIC_KEYS].sort());
    expect(res.body.siteName).toBeTruthy();
    expect(res.body.city).toBeTruthy();
  });
});

describe('PATCH /settings', () => {
  it('changes only the fields sent, merges social links, and the public read follows', async () => {
    const token = await superAdminToken();
    const tagline = `Tagline uji ${uniqueSuffix()}`;
    const res = await api('/settings', { method: 'PATCH', token, body: { tagline, socialLinks: { youtube: 'https://youtube.com/@kulinertasik' } } });
    expect(res.status).toBe(200);
    expect(res.body.tagline).toBe(tagline);
    expect(res.body.siteName).toBe(original.siteName);
    expect(res.body.contactPhone).toBe(original.contactPhone);
    expect(res.body.socialLinks).toMatchObject({ ...original.socialLinks, youtube: 'https://youtube.com/@kulinertasik' });
    const me = await loginAs('superAdmin');
    expect(res.body.updatedBy).toBe(me.user.id);

    const pub = await publicSettingsUntil((b) => b.tagline === tagline);
    expect(pub.tagline).toBe(tagline);
    expect(pub.socialLinks.youtube).toBe('https://youtube.com/@kulinertasik');

    // null removes a link; a blank city falls back to Tasikmalaya.
    const cleared = await api('/settings', { method: 'PATCH', token, body: { city: '', socialLinks: { youtube: null } } });
    expect(cleared.status).toBe(200);
    expect(cleared.body.city).toBe('Tasikmalaya');
    expect(cleared.body.socialLinks).not.toHaveProperty('youtube');
  });

  it('records the change in the activity log with before and after', async () => {
    const token = await superAdminToken();
    const address = `Jl. Uji ${uniqueSuffix()}`;
    await api('/settings', { method: 'PATCH', token, body: { address } });
    const logs = await api('/activity-logs?entity=settings&limit=20', { token });
    const entry = logs.body.data.find((l: any) => l.changes?.after?.address === address);
    expect(entry).toMatchObject({ action: 'update', entity: 'settings', entityId: '1' });
    expect(entry.changes.before).toHaveProperty('address');
  });

  it('validates with Indonesian messages (400) and refuses unknown fields', async () => {
    const token = await superAdminToken();
    const res = await api('/settings', {
      method: 'PATCH',
      token,
      body: { siteName: '', contactEmail: 'bukan email', contactPhone: 'telepon', socialLinks: { instagram: 'instagram.com/x', whatsapp: 'abc' } },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      siteName: 'Nama situs harus diisi',
      contactEmail: 'Format email tidak valid',
      contactPhone: 'Format nomor telepon tidak valid',
      'socialLinks.instagram': 'URL harus dimulai dengan http:// atau https://',
    });
    expect(res.body.errors['socialLinks.whatsapp']).toBeTruthy();
    expect((await api('/settings', { method: 'PATCH', token, body: { updatedBy: 1 } })).status).toBe(400);
    expect((await api('/settings', { method: 'PATCH', token, body: { socialLinks: { myspace: 'https://x.y' } } })).status).toBe(400);
    const unchanged = await api('/settings', { token });
    expect(unchanged.body.siteName).toBe(original.siteName);
  });

  it('needs system.settings (403)', async () => {
    const admin = await loginAs('admin');
    expect((await api('/settings', { method: 'PATCH', token: admin.accessToken, body: { tagline: 'x' } })).status).toBe(403);
  });
});
