// Issue 12, pictures: a tenant's uploaded logo shows on its card and on its page even when it also has a banner (it
// used to show only when there was no other picture), with Indonesian alt text and fixed width and height.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { BASE_URL, api, eventually, loginAs, menuBody, tenantBody, reviewerToken } from '../helpers/http';

async function uploadPng(token: string, color: string): Promise<string> {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: color } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([png as BlobPart], { type: 'image/png' }), 'gambar.png');
  const res = await api<{ url: string }>('/files', { method: 'POST', token, rawBody: form });
  expect(res.status).toBe(201);
  return res.body.url;
}

async function html(path: string): Promise<string> {
  const res = await fetch(`${BASE_URL}${path}`);
  expect(res.status, path).toBe(200);
  return res.text();
}

/** The <img> tags whose alt text is `alt`. */
function imagesWithAlt(page: string, alt: string): string[] {
  return [...page.matchAll(/<img\s[^>]*>/g)].map((m) => m[0]).filter((tag) => tag.includes(`alt="${alt}"`));
}

describe('tenant logos on public pages', () => {
  it('a tenant with a banner and a logo shows both on its card and its page', async () => {
    const token = (await loginAs('superAdmin')).accessToken;
    const [logo, banner] = await Promise.all([uploadPng(token, '#aa3300'), uploadPng(token, '#0033aa')]);
    const created = await api<{ id: number; slug: string; name: string }>('/tenants', { token, body: tenantBody({ status: 'active', logo, banner }) });
    expect(created.status).toBe(201);
    const menu = await api<{ id: number }>('/menus', { token, body: menuBody({ tenantId: created.body.id }) });
    expect((await api(`/menus/${menu.body.id}/approve`, { method: 'PATCH', token: await reviewerToken() })).status).toBe(200);
    const { name, slug } = created.body;
    await eventually(async () => (await fetch(`${BASE_URL}/tenant/${slug}`)).status === 200);

    const tenantPage = await html(`/tenant/${slug}`);
    const pageLogos = imagesWithAlt(tenantPage, `Logo ${name}`);
    expect(pageLogos).toHaveLength(1);
    expect(pageLogos[0]).toMatch(/width="72"/);
    expect(pageLogos[0]).toMatch(/height="72"/);
    expect(imagesWithAlt(tenantPage, `Foto ${name}`)).toHaveLength(1);

    const list = await html(`/tenant?search=${encodeURIComponent(name)}`);
    const cardLogos = imagesWithAlt(list, `Logo ${name}`);
    expect(cardLogos).toHaveLength(1);
    expect(cardLogos[0]).toMatch(/width="48"/);
    // The only card is the first one, in view on arrival: its pictures load at once (the cards below the fold load
    // lazily: tests/e2e/public.spec.ts).
    expect(cardLogos[0]).toMatch(/loading="eager"/);
  });
});
