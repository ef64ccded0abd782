// Issue 12's journey, on a phone: a manager fills in the local facts of a tenant (kecamatan, halal certificate,
// payments, WhatsApp, GoFood) and adds a vegetarian menu; an admin approves both; a visitor narrows the menu
// recommendations to "Buka sekarang" + certified halal + that kecamatan, opens the menu and follows its WhatsApp
// order link, whose prefilled text names the menu and its price.
import { expect, test } from '@playwright/test';
import { WEEKDAYS } from '@/lib/constants';
import { api } from '../helpers/http';
import { ADMIN, apiLogin, chooseOption, field, loginViaUi, logoutViaUi, managerWithPendingTenant, searchList, uniqueSuffix } from './dashboard-helpers';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/** Round the clock every day (two shifts, the second past midnight), so "Buka sekarang" holds whenever the test runs. */
const ALWAYS_OPEN = Object.fromEntries(
  WEEKDAYS.map((day) => [
    day,
    {
      shifts: [
        { open: '00:00', close: '12:00' },
        { open: '12:00', close: '00:00' },
      ],
    },
  ]),
);

test('a manager fills in the local facts, an admin approves, a visitor filters open now + halal + kecamatan and orders on WhatsApp', async ({
  browser,
  page,
}) => {
  test.slow();
  const { account, tenant } = await managerWithPendingTenant('Warung Tamansari');
  // The hours editor has its own journeys; here the hours only need to be open now.
  const owner = await apiLogin(account.email, account.password);
  expect((await api(`/tenants/${tenant.id}`, { method: 'PATCH', token: owner.accessToken, body: { operatingHours: ALWAYS_OPEN } })).status).toBe(200);
  const menuName = `Karedok Leunca ${uniqueSuffix()}`;

  // --- The manager fills in the facts in Tenant Saya and adds a menu.
  await loginViaUi(page, account.email, account.password);
  await page.goto('/dashboard/my-tenant');
  const card = page.getByTestId('my-tenant-card');
  await card.getByRole('button', { name: 'Edit', exact: true }).click();
  let dialog = page.getByRole('dialog');
  await chooseOption(dialog, page, 'Kecamatan', 'Tamansari');
  await chooseOption(dialog, page, 'Status Halal', 'Bersertifikat Halal');
  await field(dialog, 'Nomor Sertifikat Halal').fill('ID32110000987650123');
  await dialog.getByLabel('QRIS').check();
  await field(dialog, 'WhatsApp').fill('081312345678');
  await field(dialog, 'Link GoFood').fill('https://gofood.co.id/tasikmalaya/restaurant/warung-tamansari');
  await dialog.getByRole('button', { name: 'Simpan Perubahan' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('Tamansari');

  await page.goto('/dashboard/my-menus');
  await page.getByRole('button', { name: 'Tambah Menu' }).first().click();
  dialog = page.getByRole('dialog');
  await field(dialog, 'Nama Menu').fill(menuName);
  await field(dialog, 'Harga (Rp)').fill('23000');
  await dialog.getByRole('checkbox', { name: 'Vegetarian' }).click();
  await dialog.getByRole('button', { name: 'Simpan Menu' }).click();
  await expect(dialog).toBeHidden();
  await logoutViaUi(page);

  // --- An admin approves the tenant and the menu, on a phone too.
  const adminContext = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const admin = await adminContext.newPage();
  await loginViaUi(admin, ADMIN.email, ADMIN.password);
  await admin.goto('/dashboard/tenants');
  await searchList(admin, 'Cari tenant', tenant.name);
  await admin.getByRole('button', { name: `Tinjau ${tenant.name}` }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Setujui' }).click();
  await expect(admin.getByRole('row', { name: new RegExp(tenant.name) })).toContainText('Aktif');
  await admin.goto('/dashboard/menus');
  await searchList(admin, 'Cari menu', menuName);
  await admin.getByRole('button', { name: `Tinjau ${menuName}` }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Setujui' }).click();
  await expect(admin.getByRole('dialog')).toBeHidden();
  await expect(admin.getByRole('row', { name: new RegExp(menuName) })).toContainText('Aktif');
  await adminContext.close();

  // --- A visitor narrows the recommendations: open now, certified halal, Tamansari.
  const visitorContext = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/rekomendasi-menu');
  await visitor.getByLabel('Buka sekarang', { exact: true }).check();
  await expect(visitor).toHaveURL(/[?&]open=1/);
  await visitor.getByLabel('Halal', { exact: true }).selectOption('certified');
  await expect(visitor).toHaveURL(/[?&]halal=certified/);
  await visitor.getByLabel('Kecamatan', { exact: true }).selectOption('tamansari');
  await expect(visitor).toHaveURL(/[?&]kecamatan=tamansari/);
  const menuCard = visitor.getByTestId('menu-card').filter({ hasText: menuName });
  await expect(menuCard).toHaveCount(1);
  await expect(menuCard).toContainText('Vegetarian');
  await expect(menuCard).toContainText('Buka');

  // The menu opens in the dialog; its order link prefills the menu and its price, and following it opens WhatsApp.
  await menuCard.getByRole('button', { name: menuName }).click();
  const menuDialog = visitor.getByRole('dialog');
  await expect(menuDialog.getByRole('heading', { name: menuName })).toBeVisible();
  const order = menuDialog.getByRole('link', { name: 'Pesan via WhatsApp' });
  const href = (await order.getAttribute('href'))!;
  expect(href).toMatch(/^https:\/\/wa\.me\/6281312345678\?text=/);
  const expected = `Halo ${tenant.name}, saya ingin memesan ${menuName} (Rp 23.000). Apakah masih tersedia?`;
  expect(new URL(href).searchParams.get('text')).toBe(expected);
  // wa.me is outside this machine's reach: the browser's request to it is answered here, and its URL checked.
  await visitorContext.route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }));
  const [whatsapp] = await Promise.all([visitorContext.waitForEvent('page'), order.click()]);
  await whatsapp.waitForLoadState();
  expect(new URL(whatsapp.url()).searchParams.get('text')).toBe(expected);
  await visitorContext.close();
});
