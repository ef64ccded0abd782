// Browser journeys of issue 5: every public page is server-rendered (works with JavaScript off), filters live in the
// URL and survive a reload, the menu dialog links to its tenant, hidden tenants are a 404, sitemap and JSON-LD are
// right, and axe finds no serious or critical accessibility violation.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { seedMenus, seedTenants } from '@/db/seed-data';
import { seriousViolations } from './axe';
import { ARTICLES } from '@/lib/articles';
import { isOpenNow } from '@/lib/opening-hours';
import type { OperatingHours } from '@/lib/validations/tenant';
import { DEMO, api } from '../helpers/http';
import { listedSeedTenants, seedTenantsMatching, unlistedSeedTenants } from '../helpers/seed-public';

// Independent tests (each logs in or reads on its own): spread over the workers, each on its own app and database.
test.describe.configure({ mode: 'parallel' });

// Publicly listed: active with an active menu.
const activeSeed = listedSeedTenants;
const byRating = (a: { rating?: number | null }, b: { rating?: number | null }) => (b.rating ?? -1) - (a.rating ?? -1);
const bestSeed = [...activeSeed].sort(byRating).slice(0, 3);
// The landing page's best tenants: 'Pilihan Kuliner Tasik' first, then rating.
const landingBest = [...activeSeed].sort((a, b) => Number(!!b.isFeatured) - Number(!!a.isFeatured) || byRating(a, b)).slice(0, 3);
const kopiSeedNames = seedTenantsMatching('kopi').map((t) => t.name);
const kopiKaler = seedTenants.find((t) => t.slug === 'kopi-kaler')!;
const kopiKalerMenus = seedMenus.filter((m) => m.tenantKey === kopiKaler.key);
const suspendedSeed = seedTenants.filter((t) => t.status === 'suspended');
const pendingSeed = seedTenants.find((t) => t.status === 'pending_approval')!;

async function noScriptPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return context.newPage();
}

function menuCards(page: Page) {
  return page.getByTestId('menu-card');
}

function tenantCards(page: Page) {
  return page.getByTestId('tenant-card');
}

/** "Menampilkan 1-50 dari 128 menu" -> 128 */
async function menuTotal(page: Page): Promise<number> {
  const text = (await page.getByTestId('menu-count').textContent()) ?? '';
  const m = /dari ([\d.]+) menu/.exec(text);
  return m ? Number(m[1]!.replace(/\./g, '')) : 0;
}

test.describe('server rendering with JavaScript disabled', () => {
  test('landing page shows the hero, top-10 statistics, the best 3 tenants, join steps and the contact form', async ({ browser }) => {
    const page = await noScriptPage(browser);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Temukan Kuliner Terbaik');
    await expect(page.getByTestId('stat-Tenant Unggulan')).toHaveText('10');
    const best = page.getByRole('region', { name: 'Tenant Terbaik' }).getByTestId('tenant-card');
    await expect(best).toHaveCount(3);
    for (const [i, t] of landingBest.entries()) await expect(best.nth(i)).toContainText(t.name);
    for (const [i, step] of ['Daftar Akun', 'Verifikasi', 'Setup Menu', 'Mulai Berbisnis'].entries()) {
      await expect(page.getByRole('heading', { name: `Langkah ${i + 1}: ${step}`, exact: true })).toBeVisible();
    }
    const contact = page.getByRole('form', { name: 'Kirim Pesan' });
    await expect(contact.getByRole('textbox', { name: 'Nama' })).toBeVisible();
    await expect(contact.getByRole('textbox', { name: 'Email' })).toBeVisible();
    await expect(contact.getByRole('textbox', { name: 'Pesan' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Navigasi utama', exact: true });
    for (const label of ['Beranda', 'Rekomendasi Menu', 'Tenant', 'Artikel', 'Tentang'])
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Daftar Tenant' })).toHaveAttribute('href', '/pendaftaran');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Masuk', exact: true })).toHaveAttribute('href', '/login');
    // Footer contact info comes from the site settings row.
    await expect(page.getByRole('contentinfo')).toContainText('halo@kuliner-tasik.id');
    await page.context().close();
  });

  test('menu recommendations render cards, chips with counts and pagination; the filter form works as a plain GET form', async ({ browser }) => {
    const page = await noScriptPage(browser);
    await page.goto('/rekomendasi-menu');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rekomendasi Menu Kuliner Tasikmalaya');
    const total = await menuTotal(page);
    expect(total).toBeGreaterThan(50);
    await expect(menuCards(page)).toHaveCount(50);
    await expect(page.getByRole('navigation', { name: 'Navigasi halaman' })).toBeVisible();
    await expect(page.getByTestId('chip-semua')).toContainText(String(total));
    // The unavailable seeded menu is labelled.
    await page.goto('/rekomendasi-menu?search=Es%20Cendol%20Gula%20Aren');
    await expect(menuCards(page).first()).toContainText('Tidak Tersedia');

    await page.goto('/rekomendasi-menu');
    await page.getByLabel('Cari menu').fill('tutug oncom');
    await page.getByRole('button', { name: 'Terapkan' }).click();
    await expect(page).toHaveURL(/search=tutug\+oncom/);
    await expect(menuCards(page).first()).toContainText(/tutug oncom/i);
    await page.context().close();
  });

  test('tenant list, tenant detail, articles and about render their content', async ({ browser }) => {
    const page = await noScriptPage(browser);
    await page.goto('/tenant');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Daftar Tenant Kuliner');
    await expect(page.getByTestId('stat-Kepuasan Pelanggan')).toHaveText('89%');
    const activeCount = Number(((await page.getByTestId('stat-Tenant Aktif').textContent()) ?? '0').replace(/\./g, ''));
    expect(activeCount).toBeGreaterThanOrEqual(activeSeed.length);
    await expect(tenantCards(page)).toHaveCount(12);
    await expect(tenantCards(page).first()).toContainText(bestSeed[0]!.name);

    await page.goto(`/tenant/${kopiKaler.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(kopiKaler.name);
    for (const m of kopiKalerMenus) {
      const card = menuCards(page).filter({ hasText: m.name });
      await expect(card, m.name).toHaveCount(m.status === 'active' ? 1 : 0);
    }
    await expect(page.getByTestId('whatsapp-link')).toHaveAttribute(
      'href',
      `https://wa.me/6281200000103?text=${encodeURIComponent(`Halo ${kopiKaler.name}, saya ingin memesan dari Kuliner Tasikmalaya.`)}`,
    );
    await expect(page.getByRole('link', { name: 'halo.kopikaler@example.id' })).toHaveAttribute('href', 'mailto:halo.kopikaler@example.id');
    await expect(page.getByRole('table', { name: /Jam operasional/ })).toContainText('Senin');
    const open = isOpenNow(kopiKaler.operatingHours as OperatingHours, new Date());
    await expect(page.getByTestId('opening-badge')).toHaveAttribute('data-status', open ? 'open' : 'closed');
    await expect(page.getByTestId('opening-badge')).toContainText(open ? 'Buka' : 'Tutup');

    await page.goto('/artikel');
    await expect(page.getByPlaceholder('Cari artikel, tips, atau resep...')).toBeVisible();
    await expect(page.getByTestId('featured-article')).toHaveCount(ARTICLES.filter((a) => a.isFeatured).length);
    await expect(page.getByTestId('article-card')).toHaveCount(ARTICLES.filter((a) => !a.isFeatured).length);
    await expect(page.getByTestId('chip-semua')).toContainText('156');
    await expect(page.getByTestId('chip-tips-bisnis')).toContainText('45');
    await expect(page.getByRole('button', { name: 'Berlangganan' })).toBeVisible();
    // Regular cards show only the first 2 tags.
    const firstRegular = ARTICLES.filter((a) => !a.isFeatured).sort((a, b) => (a.publishDate < b.publishDate ? 1 : -1))[0]!;
    const card = page.getByTestId('article-card').first();
    await expect(card).toContainText(firstRegular.title);
    await expect(card.getByRole('list', { name: 'Tag' }).getByRole('listitem')).toHaveCount(Math.min(2, firstRegular.tags.length));
    // The card's title is a plain link to the article's own page (no JavaScript here).
    await card.getByRole('link', { name: firstRegular.title }).click();
    await expect(page).toHaveURL(new RegExp(`/artikel/${firstRegular.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstRegular.title);
    await expect(page.getByTestId('related-articles').getByRole('link')).toHaveCount(3);

    await page.goto('/tentang');
    await expect(page.locator('#pendaftaran')).toBeVisible();
    await expect(page.locator('#kontak')).toBeVisible();
    await expect(page.locator('a[href="#pendaftaran"]')).toBeVisible();
    await expect(page.locator('a[href="#kontak"]')).toBeVisible();
    await expect(page.getByRole('img', { name: /dari 5 bintang/ }).first()).toBeVisible();
    await expect(page.locator('#kontak')).toContainText('halo@kuliner-tasik.id');
    await page.context().close();
  });
});

test.describe('filters live in the URL', () => {
  test('menu search, category, price range and spice level change results and URL, and survive a reload', async ({ page }) => {
    await page.goto('/rekomendasi-menu');
    const all = await menuTotal(page);

    await page.getByLabel('Cari menu').fill('kopi');
    await expect(page).toHaveURL(/[?&]search=kopi/);
    await expect.poll(() => menuTotal(page)).toBeLessThan(all);
    const searched = await menuTotal(page);

    await page.getByTestId('chip-beverage').click();
    await expect(page).toHaveURL(/category=beverage/);
    await expect(page).toHaveURL(/search=kopi/);
    await expect.poll(() => menuTotal(page)).toBeLessThanOrEqual(searched);
    for (const badge of await menuCards(page).locator('[data-slot="badge"]').allTextContents()) expect(badge).toBe('Minuman');

    await page.getByLabel('Harga min. (Rp)').fill('15000');
    await page.getByLabel('Harga maks. (Rp)').fill('25000');
    await page.getByLabel('Harga maks. (Rp)').press('Enter');
    await expect(page).toHaveURL(/minPrice=15000/);
    await expect(page).toHaveURL(/maxPrice=25000/);
    await expect.poll(async () => (await menuCards(page).count()) > 0 && (await menuTotal(page)) < searched).toBe(true);
    for (const price of await menuCards(page).locator('p.text-lg').allTextContents()) {
      const n = Number(price.replace(/\D/g, ''));
      expect(n).toBeGreaterThanOrEqual(15000);
      expect(n).toBeLessThanOrEqual(25000);
    }
    const beforeReload = await menuTotal(page);
    await page.reload();
    await expect(page.getByLabel('Cari menu')).toHaveValue('kopi');
    await expect(page.getByLabel('Harga min. (Rp)')).toHaveValue('15000');
    await expect(page.getByTestId('chip-beverage')).toHaveAttribute('aria-current', 'true');
    expect(await menuTotal(page)).toBe(beforeReload);

    await page.goto('/rekomendasi-menu');
    await page.getByLabel('Level pedas').selectOption('5');
    await expect(page).toHaveURL(/spiceLevel=5/);
    await expect.poll(() => menuTotal(page)).toBeLessThan(all);
    for (const text of await menuCards(page).allTextContents()) expect(text).toContain('Extra Pedas');
    await page.reload();
    await expect(page.getByLabel('Level pedas')).toHaveValue('5');

    await page.goto('/rekomendasi-menu?search=zzzzzz-tidak-ada');
    await expect(page.getByRole('heading', { name: 'Menu Tidak Ditemukan' })).toBeVisible();
  });

  test('on a phone, kecamatan and diet (under "Filter lainnya") combine in the URL, narrow the menus, and a chip removes one', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const tawang = new Set(listedSeedTenants.filter((t) => t.district === 'tawang').map((t) => t.key));
    const tawangNames = new Set(listedSeedTenants.filter((t) => tawang.has(t.key)).map((t) => t.name));
    const expected = seedMenus.filter(
      (m) => m.status === 'active' && tawang.has(m.tenantKey) && !((m as { dietaryTags?: string[] }).dietaryTags ?? []).includes('contains_alcohol'),
    ).length;
    expect(expected).toBeGreaterThan(0);
    await page.goto('/rekomendasi-menu');
    await page.getByLabel('Kecamatan').selectOption('tawang');
    await expect(page).toHaveURL(/[?&]kecamatan=tawang/);
    await page.getByText('Filter lainnya').click();
    await page.getByLabel('Diet').selectOption('no_alcohol');
    await expect(page).toHaveURL(/[?&]diet=no_alcohol/);
    await expect(page).toHaveURL(/[?&]kecamatan=tawang/);
    await expect.poll(() => menuTotal(page)).toBe(expected);
    for (const tenant of await menuCards(page).locator('a[href^="/tenant/"]').allTextContents()) expect(tawangNames).toContain(tenant.trim());
    await page.getByTestId('active-filter-kecamatan').click();
    await expect(page).not.toHaveURL(/kecamatan=/);
    await expect(page).toHaveURL(/[?&]diet=no_alcohol/);
    await expect(page.getByLabel('Kecamatan')).toHaveValue('');
    await expect.poll(() => menuTotal(page)).toBeGreaterThan(expected);
    await context.close();
  });

  test('tenant search, rating, type and sort change results and URL, and survive a reload', async ({ page }) => {
    await page.goto('/tenant');
    await page.getByLabel('Cari tenant').fill('kopi');
    await expect(page).toHaveURL(/search=kopi/);
    await expect
      .poll(async () => {
        const texts = await tenantCards(page).allTextContents();
        // Tenants named or described with kopi/coffee, or with such an active menu.
        return texts.length > 0 && texts.length < activeSeed.length && texts.every((t) => kopiSeedNames.some((name) => t.includes(name)));
      })
      .toBe(true);
    await page.reload();
    await expect(page.getByLabel('Cari tenant')).toHaveValue('kopi');

    await page.goto('/tenant');
    await page.getByLabel('Rating', { exact: true }).selectOption('4.5');
    await expect(page).toHaveURL(/rating=4\.5/);
    await expect.poll(() => tenantCards(page).count()).toBe(activeSeed.filter((t) => (t.rating ?? 0) >= 4.5).length);
    await page.reload();
    await expect(page.getByLabel('Rating', { exact: true })).toHaveValue('4.5');
    await expect(tenantCards(page)).toHaveCount(activeSeed.filter((t) => (t.rating ?? 0) >= 4.5).length);

    await page.getByTestId('chip-bakery').click();
    await expect(page).toHaveURL(/type=bakery/);
    await expect(page).toHaveURL(/rating=4\.5/);
    await expect.poll(() => tenantCards(page).count()).toBe(activeSeed.filter((t) => (t.rating ?? 0) >= 4.5 && t.type === 'bakery').length);
    for (const text of await tenantCards(page).allTextContents()) expect(text).toContain('Bakery');

    await page.goto('/tenant');
    await page.getByLabel('Urutkan').selectOption('nama');
    await expect(page).toHaveURL(/sort=nama/);
    const firstByName = [...activeSeed].sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()))[0]!;
    await expect(tenantCards(page).first()).toContainText(firstByName.name);
    await page.reload();
    await expect(tenantCards(page).first()).toContainText(firstByName.name);

    // A filter that matches nothing is not an empty catalogue (issue 13).
    await page.goto('/tenant?search=zzzzzz-tidak-ada');
    await expect(page.getByRole('heading', { name: 'Tenant Tidak Ditemukan' })).toBeVisible();
  });

  test('tenant menu search and category, and article search, sort and category', async ({ page }) => {
    await page.goto(`/tenant/${kopiKaler.slug}`);
    const active = kopiKalerMenus.filter((m) => m.status === 'active');
    await expect(menuCards(page)).toHaveCount(active.length);
    await page.getByLabel(`Cari menu di ${kopiKaler.name}`).fill('kopi');
    await expect(page).toHaveURL(/search=kopi/);
    await expect.poll(() => menuCards(page).count()).toBeLessThan(active.length);
    await page.reload();
    await expect(page.getByLabel(`Cari menu di ${kopiKaler.name}`)).toHaveValue('kopi');

    await page.goto(`/tenant/${kopiKaler.slug}`);
    await page.getByTestId('chip-dessert').click();
    await expect(page).toHaveURL(/category=dessert/);
    await expect(menuCards(page)).toHaveCount(active.filter((m) => m.category === 'dessert').length);
    await page.reload();
    await expect(menuCards(page)).toHaveCount(active.filter((m) => m.category === 'dessert').length);

    await page.goto('/artikel');
    await page.getByLabel('Cari artikel').fill('RESEP');
    await expect(page).toHaveURL(/search=RESEP/);
    const matching = ARTICLES.filter((a) => [a.title, a.excerpt, ...a.tags].some((s) => s.toLowerCase().includes('resep')));
    await expect
      .poll(async () => (await page.getByTestId('article-card').count()) + (await page.getByTestId('featured-article').count()))
      .toBe(matching.length);
    await page.getByLabel('Urutkan').selectOption('terpopuler');
    await expect(page).toHaveURL(/sort=terpopuler/);
    await page.reload();
    await expect(page.getByLabel('Urutkan')).toHaveValue('terpopuler');
    await expect(page.getByLabel('Cari artikel')).toHaveValue('RESEP');

    await page.goto('/artikel');
    await page.getByTestId('chip-teknologi').click();
    await expect(page).toHaveURL(/category=teknologi/);
    const tech = ARTICLES.filter((a) => a.category === 'teknologi').length;
    await expect.poll(async () => (await page.getByTestId('article-card').count()) + (await page.getByTestId('featured-article').count())).toBe(tech);

    await page.goto('/artikel?search=zzzzzz');
    await expect(page.getByRole('heading', { name: 'Artikel Tidak Ditemukan' })).toBeVisible();
    await expect(page.getByText('Coba ubah filter atau kata kunci pencarian Anda')).toBeVisible();
  });
});

test('demo pictures: cards and the tenant page show the seeded pictures and logos with Indonesian alt text, lazy below the fold', async ({ page }) => {
  /** Decoded by the browser: a real picture came back, not a broken image. */
  const loaded = (img: ReturnType<Page['getByRole']>) =>
    expect.poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0))).toBeGreaterThan(0);
  await page.goto('/tenant');
  const first = tenantCards(page).first();
  const firstPicture = first.getByRole('img', { name: `Foto ${bestSeed[0]!.name}` });
  await expect(firstPicture).not.toHaveAttribute('loading', 'lazy');
  await loaded(firstPicture);
  await loaded(first.getByRole('img', { name: `Logo ${bestSeed[0]!.name}` }));
  // Further down the grid the pictures wait until they scroll in.
  const later = tenantCards(page).nth(6);
  await expect(later.getByRole('img', { name: /^Foto / })).toHaveAttribute('loading', 'lazy');
  await expect(later.getByRole('img', { name: /^Logo / })).toHaveAttribute('loading', 'lazy');

  await page.goto(`/tenant/${kopiKaler.slug}`);
  await loaded(page.getByRole('img', { name: `Foto ${kopiKaler.name}` }));
  await loaded(page.getByRole('img', { name: `Logo ${kopiKaler.name}` }));
  const menu = kopiKalerMenus.find((m) => m.status === 'active')!;
  const menuPicture = menuCards(page)
    .filter({ hasText: menu.name })
    .getByRole('img', { name: `Foto ${menu.name}` });
  await expect(menuPicture).toHaveAttribute('loading', 'lazy');
  await menuPicture.scrollIntoViewIfNeeded();
  await loaded(menuPicture);
});

test('the menu dialog shows tenant info and social links and leads to the tenant page', async ({ page }) => {
  await page.goto('/rekomendasi-menu?search=Kopi%20Tubruk%20Galunggung');
  const card = menuCards(page).first();
  await card.getByRole('button', { name: 'Kopi Tubruk Galunggung' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Kopi Tubruk Galunggung' })).toBeVisible();
  await expect(dialog).toContainText(kopiKaler.name);
  await expect(dialog.getByRole('link', { name: '@kopikaler', exact: true })).toHaveAttribute('href', 'https://www.instagram.com/kopikaler');
  await expect(dialog.getByRole('link', { name: 'WhatsApp', exact: true })).toHaveAttribute('href', /^https:\/\/wa\.me\/6281200000103\?text=Halo%20Kopi/);
  // The order link prefills a message naming the menu and its price.
  const order = dialog.getByRole('link', { name: 'Pesan via WhatsApp' });
  await expect(order).toHaveAttribute('target', '_blank');
  const text = new URL((await order.getAttribute('href'))!).searchParams.get('text');
  expect(text).toBe(`Halo ${kopiKaler.name}, saya ingin memesan Kopi Tubruk Galunggung (Rp 12.000). Apakah masih tersedia?`);
  const link = dialog.getByRole('link', { name: 'Lihat Tenant' });
  await expect(link).toHaveAttribute('href', `/tenant/${kopiKaler.slug}`);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/tenant/${kopiKaler.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(kopiKaler.name);
});

test('every server-rendered card opens its own menu in the dialog, and closing returns focus to the card', async ({ page }) => {
  for (const path of ['/rekomendasi-menu', `/tenant/${kopiKaler.slug}`]) {
    await page.goto(path);
    const cards = menuCards(page);
    const count = await cards.count();
    expect(count, path).toBeGreaterThan(2);
    // The third card and the last one (far below the fold).
    for (const index of [2, count - 1]) {
      const trigger = cards.nth(index).getByRole('button');
      const name = (await trigger.innerText()).trim();
      await trigger.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(name);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
    }
  }
});

test('a tenant that is suspended, pending or unknown answers 404 with a way back', async ({ page }) => {
  expect(suspendedSeed.length).toBeGreaterThan(0);
  for (const slug of [...suspendedSeed.map((t) => t.slug), pendingSeed.slug, 'tenant-yang-tidak-ada', '999999']) {
    const response = await page.goto(`/tenant/${slug}`);
    expect(response?.status(), slug).toBe(404);
    await expect(page.getByRole('heading', { name: 'Tenant Tidak Ditemukan' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Kembali ke Daftar Tenant' })).toHaveAttribute('href', '/tenant');
  }
  // The same tenant by id renders with the slug as its canonical URL.
  const byId = (await api<{ id: number }>(`/tenants/public/${kopiKaler.slug}`)).body.id;
  const response = await page.goto(`/tenant/${byId}`);
  expect(response?.status()).toBe(200);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/tenant/${kopiKaler.slug}$`));
});

test('sitemap.xml lists exactly the listed tenants; robots.txt keeps crawlers out of the dashboard and API', async ({ request }) => {
  await expect
    .poll(async () => {
      const xml = await (await request.get('/sitemap.xml')).text();
      const inSitemap = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
        .map((m) => new URL(m[1]!).pathname)
        .filter((p) => p.startsWith('/tenant/'))
        .map((p) => p.slice('/tenant/'.length))
        .sort();
      const slugs: string[] = [];
      for (let page = 1; page < 20; page++) {
        const res = await api<{ data: { slug: string }[]; meta: { totalPages: number } }>(`/tenants/public?limit=100&page=${page}`);
        slugs.push(...res.body.data.map((t) => t.slug));
        if (page >= res.body.meta.totalPages) break;
      }
      return JSON.stringify(inSitemap) === JSON.stringify(slugs.sort()) ? inSitemap : `mismatch ${inSitemap.length}/${slugs.length}`;
    })
    .toEqual(expect.arrayContaining(activeSeed.map((t) => t.slug)));
  const xml = await (await request.get('/sitemap.xml')).text();
  for (const t of unlistedSeedTenants) expect(xml).not.toContain(`/tenant/${t.slug}<`);
  for (const path of ['/rekomendasi-menu', '/tenant', '/artikel', '/tentang']) expect(xml).toContain(`${path}</loc>`);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Disallow: \/dashboard/);
  expect(robots).toMatch(/Disallow: \/api/);
  expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
});

test('JSON-LD parses: the tenant is a CafeOrCoffeeShop with address, telephone, hours, price range and menu', async ({ page }) => {
  await page.goto(`/tenant/${kopiKaler.slug}`);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(blocks.length).toBeGreaterThan(0);
  const data = blocks.map((b) => JSON.parse(b)).find((d) => d['@type'] === 'CafeOrCoffeeShop');
  expect(data).toBeTruthy();
  expect(data.name).toBe(kopiKaler.name);
  expect(data.telephone).toBe(kopiKaler.phone);
  expect(data.address).toMatchObject({ '@type': 'PostalAddress', streetAddress: kopiKaler.address, postalCode: kopiKaler.postalCode });
  expect(data.openingHoursSpecification.length).toBeGreaterThan(0);
  expect(data.priceRange).toMatch(/^Rp /);
  const items = data.hasMenu.hasMenuSection.flatMap((s: { hasMenuItem: { name: string }[] }) => s.hasMenuItem.map((i) => i.name));
  expect(items.sort()).toEqual(
    kopiKalerMenus
      .filter((m) => m.status === 'active')
      .map((m) => m.name)
      .sort(),
  );

  await page.goto('/');
  const landing = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((b) => JSON.parse(b));
  expect(landing.some((d) => d['@type'] === 'WebSite')).toBe(true);
});

// Every public page is scanned with axe (and checked under the CSP) by public-pages.spec.ts.
test('no serious or critical axe violation with the menu dialog open and on a phone', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto('/rekomendasi-menu');
  await page.locator('summary[aria-label="Buka menu navigasi"]').click();
  await expect(page.getByRole('navigation', { name: 'Navigasi utama (seluler)' }).getByRole('link', { name: 'Daftar Tenant' })).toBeVisible();
  await page.locator('summary[aria-label="Buka menu navigasi"]').click();
  await menuCards(page).first().getByRole('heading').getByRole('button').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});

test('the phone menu closes as a menu does: on Escape (focus back on its button) and on a tap outside it; its icon turns into a cross while open', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto('/tentang');
  const button = page.locator('summary[aria-label="Buka menu navigasi"]');
  const nav = page.getByRole('navigation', { name: 'Navigasi utama (seluler)' });
  const cross = button.locator('path[d="M18 6 6 18"]');
  await expect(cross).toBeHidden();
  await button.tap();
  await expect(nav).toBeVisible();
  await expect(cross).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(button).toBeFocused();
  await expect(cross).toBeHidden();

  await button.tap();
  await expect(nav).toBeVisible();
  // Below the open menu, on the page's text.
  const below = (await nav.boundingBox())!;
  await page.touchscreen.tap(8, below.y + below.height + 40);
  await expect(nav).toBeHidden();
  await expect(page).toHaveURL(/\/tentang$/);
  // A tap inside the menu leaves it open.
  await button.tap();
  await nav.tap({ position: { x: 4, y: 4 } });
  await expect(nav).toBeVisible();

  // An Escape that closes a dialog opened over the menu (from the keyboard) closes only the dialog.
  await page.goto('/rekomendasi-menu');
  await button.tap();
  await expect(nav).toBeVisible();
  const card = menuCards(page).first().getByRole('heading').getByRole('button');
  await card.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(nav).toBeVisible();
  await expect(card).toBeFocused();
  // The next one closes the menu, and leaves focus where it was (outside the menu).
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(card).toBeFocused();
  await context.close();
});

test('a logged-in visitor sees a user menu with Dashboard and Keluar, and logging out asks first', async ({ page }) => {
  // A visitor's page view asks the server for no session (the session hint, lib/auth/session-hint.ts, is absent).
  const sessionReads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/auth/session') sessionReads.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Masuk', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(sessionReads).toEqual([]);

  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO.admin.email);
  await page.getByLabel('Kata sandi', { exact: false }).first().fill(DEMO.admin.password);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  await page.goto('/tenant');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Masuk', exact: true })).toHaveCount(0);
  await banner.getByRole('button', { name: /Menu akun/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  await page.getByRole('menuitem', { name: 'Keluar' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Apakah Anda yakin ingin keluar?');
  await confirm.getByRole('button', { name: 'Batal' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(banner.getByRole('button', { name: /Menu akun/ })).toBeVisible();

  await banner.getByRole('button', { name: /Menu akun/ }).click();
  await page.getByRole('menuitem', { name: 'Keluar' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Keluar' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Masuk', exact: true })).toBeVisible();
  // Signed out: the hint went with the session, so the page asks for no session again.
  expect(await page.evaluate(() => document.cookie)).not.toContain('kt-signed-in=1');
  await page.waitForLoadState('networkidle');
  const readsAfterSignOut = sessionReads.length;
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Masuk', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(sessionReads.length).toBe(readsAfterSignOut);
});
