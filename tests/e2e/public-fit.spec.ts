// Every public page fits a 360 px phone: the page never scrolls sideways and nothing visible reaches past the screen's
// edge (a row that scrolls sideways by design, like the filter chips, is its own frame). The pages are checked with a
// food truck of this test's own whose spot for today is as long as the form allows, with long words: a card or a page
// header that sized itself to such a line once made /tenant 544 px wide on a phone. (Its names avoid the words other
// journeys search for on the same app, such as 'kopi'.)
import { expect, test, type Page } from '@playwright/test';
import { ARTICLES } from '@/lib/articles';
import { api, menuBody } from '../helpers/http';
import { ADMIN, apiLogin, managerWithPendingTenant } from './dashboard-helpers';

const PHONE_WIDTH = 360;

test.use({ viewport: { width: PHONE_WIDTH, height: 740 }, isMobile: true, hasTouch: true });

const LONG_SPOT = 'Depan Masjid Agung Kota Tasikmalaya, Jl. Otto Iskandardinata (sebelah parkiran motor, seberang Toko Mas Permata Indah) samping';

/**
 * What reaches past the phone's screen on the current page, described for the assertion message. Measured against the
 * device width, not window.innerWidth: a mobile browser widens its layout viewport to a page that overflows (and zooms
 * out), so innerWidth grows with the fault.
 */
async function overflow(page: Page): Promise<string[]> {
  return page.evaluate((width) => {
    const faults: string[] = [];
    const doc = document.documentElement;
    if (doc.scrollWidth > width) faults.push(`page is ${doc.scrollWidth}px wide in a ${width}px window`);
    const framedSideways = (el: Element) => {
      for (let p = el.parentElement; p; p = p.parentElement) if (['auto', 'scroll'].includes(getComputedStyle(p).overflowX)) return true;
      return false;
    };
    for (const el of document.body.querySelectorAll('*')) {
      const rect = el.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none' || style.position === 'fixed') continue;
      if (rect.right <= width + 1 && rect.left >= -1) continue;
      if (framedSideways(el)) continue;
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      faults.push(
        `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''} "${text}" spans ${Math.round(rect.left)}-${Math.round(rect.right)}`,
      );
      if (faults.length > 8) break;
    }
    return faults;
  }, PHONE_WIDTH);
}

test('every public page fits a 360 px phone, a food truck with a long spot for today included', async ({ page }) => {
  test.slow();
  const { account, tenant } = await managerWithPendingTenant('Truk Lebar');
  const owner = await apiLogin(account.email, account.password);
  const admin = await apiLogin(ADMIN.email, ADMIN.password);
  const typed = await api(`/tenants/${tenant.id}`, { method: 'PATCH', token: admin.accessToken, body: { type: 'food_truck' } });
  expect(typed.status, JSON.stringify(typed.body)).toBe(200);
  const spotted = await api(`/tenants/${tenant.id}`, { method: 'PATCH', token: owner.accessToken, body: { todaySpot: LONG_SPOT } });
  expect(spotted.status, JSON.stringify(spotted.body)).toBe(200);
  const menu = await api<{ id: number }>('/menus', { token: owner.accessToken, body: menuBody({ name: 'Es Cincau Hijau Truk Lebar' }) });
  expect(menu.status, JSON.stringify(menu.body)).toBe(201);
  expect((await api(`/tenants/${tenant.id}/approve`, { method: 'PATCH', token: admin.accessToken })).status).toBe(200);
  expect((await api(`/menus/${menu.body.id}/approve`, { method: 'PATCH', token: admin.accessToken })).status).toBe(200);

  // Public reads are cached for a few seconds: wait until the approved truck is listed.
  await expect(async () => {
    await page.goto(`/tenant?search=${encodeURIComponent(tenant.name)}`);
    await expect(page.getByTestId('today-spot')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });

  const search = encodeURIComponent(tenant.name);
  const paths = [
    '/',
    '/tenant',
    `/tenant?search=${search}`,
    '/tenant?type=food_truck',
    `/tenant/${tenant.slug}`,
    '/rekomendasi-menu',
    `/rekomendasi-menu?search=${encodeURIComponent('Es Cincau Hijau Truk Lebar')}`,
    '/artikel',
    `/artikel/${ARTICLES[0]!.slug}`,
    '/tentang',
    '/login',
    '/pendaftaran',
    '/halaman-yang-tidak-ada',
  ];
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect.soft(await overflow(page), path).toEqual([]);
  }
  // The spot is where the customer finds the truck today: shown whole on its page, not cut by an ellipsis.
  await page.goto(`/tenant/${tenant.slug}`);
  await expect(page.getByTestId('today-spot')).toContainText(LONG_SPOT);
  const cut = await page.getByTestId('today-spot').evaluate((el) => [...el.querySelectorAll('*')].some((child) => child.scrollWidth > child.clientWidth + 1));
  expect(cut).toBe(false);
});
