// The smaller items of the phone review (issue 13): role-code prefill that withdraws what it ticked, toasts clear of a
// dialog's close button, a focus colour unlike the invalid red, 24-hour id-ID opening hours, and two public texts.
import { expect, test, type Locator } from '@playwright/test';
import { ADMIN, SUPER_ADMIN, field, loginViaUi } from './dashboard-helpers';

test('the role code prefills defaults only while it is exactly a system code, marks them, and withdraws them after', async ({ page }) => {
  await loginViaUi(page, SUPER_ADMIN.email, SUPER_ADMIN.password);
  await page.goto('/dashboard/roles');
  await page.getByRole('button', { name: 'Tambah Role' }).click();
  const dialog = page.getByRole('dialog');
  const code = field(dialog, 'Kode Role');
  const count = dialog.getByTestId('permission-count');

  await code.pressSequentially('ADMIN');
  await expect(count).toHaveText('29 dari 29 permission dipilih');
  await expect(dialog.getByTestId('permission-prefill-note')).toContainText('29 permission bawaan role ADMIN');
  await expect(dialog.getByTestId('permission-prefilled')).toHaveCount(29);
  // One box changed by hand stays as the user left it.
  await dialog.getByLabel('Hapus (users.delete)').uncheck();
  await dialog.getByLabel('Hapus (users.delete)').check();

  await code.pressSequentially('_KEUANGAN');
  await expect(count).toHaveText('1 dari 31 permission dipilih');
  await expect(dialog.getByLabel('Hapus (users.delete)')).toBeChecked();
  await expect(dialog.getByTestId('permission-prefill-note')).toContainText('28 permission bawaan role ADMIN dilepas');

  await code.fill('SUPER_ADMIN');
  await expect(count).toHaveText('31 dari 31 permission dipilih');
  await code.press('Backspace');
  await expect(count).toHaveText('1 dari 31 permission dipilih');
  await expect(dialog.getByLabel('Admin (system.admin)')).not.toBeChecked();
  await expect(dialog.getByLabel('Pengaturan (system.settings)')).not.toBeChecked();
});

function overlaps(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b).not.toBeNull();
  return b!;
}

test("a toast never covers an open dialog's close button, on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await loginViaUi(page, ADMIN.email, ADMIN.password);
  await page.goto('/dashboard/tenants');
  // The status change is answered locally: a toast appears without changing shared data.
  await page.route(/\/api\/v1\/tenants\/\d+$/, (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ status: 'suspended' }) })
      : route.fallback(),
  );
  const select = page.getByRole('combobox', { name: /^Ubah status / }).first();
  await select.click();
  await page.getByRole('option', { name: 'Ditangguhkan' }).click();
  const toast = page.getByRole('region', { name: 'Notifikasi' }).getByText(/diubah menjadi/);
  await expect(toast).toBeVisible();
  await page.getByRole('button', { name: 'Tambah Tenant' }).click();
  const close = page.getByRole('dialog').getByRole('button', { name: /^(Close|Tutup)$/ });
  await expect(close).toBeVisible();
  await expect(toast).toBeVisible();
  expect(overlaps(await box(toast), await box(close)), 'toast over the close button').toBe(false);

  // Opening hours read the id-ID way, 24-hour '08.00', on every browser.
  await expect(page.getByRole('dialog').getByLabel('Jam buka Senin')).toHaveValue('08.00');
  await expect(page.getByRole('dialog').getByLabel('Jam tutup Senin')).toHaveValue('21.00');
});

test('a focused field is not drawn in the red of an invalid one', async ({ page }) => {
  await loginViaUi(page, SUPER_ADMIN.email, SUPER_ADMIN.password);
  await page.goto('/dashboard/roles');
  await page.getByRole('button', { name: 'Tambah Role' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Simpan Role' }).click();
  const name = field(dialog, 'Nama Role');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  const sortOrder = field(dialog, 'Urutan');
  await sortOrder.focus();
  const rgb = (css: string) => css.match(/\d+/g)!.slice(0, 3).map(Number);
  const focused = rgb(await sortOrder.evaluate((el) => getComputedStyle(el).borderTopColor));
  const invalid = rgb(await name.evaluate((el) => getComputedStyle(el).borderTopColor));
  expect(invalid[0], 'invalid fields are red').toBeGreaterThan(invalid[2]!);
  expect(focused[2], `focus colour rgb(${focused.join(',')}) must not be red`).toBeGreaterThan(focused[0]!);
});

test('public lists: a page past the last menu page is 404; a filtered tenant list that matches nothing says so', async ({ page, request }) => {
  expect((await request.get('/rekomendasi-menu?page=999')).status()).toBe(404);
  expect((await request.get('/rekomendasi-menu?page=1')).status()).toBe(200);
  await page.goto('/tenant?search=tidak-ada-tenant-seperti-ini');
  await expect(page.getByRole('heading', { name: 'Tenant Tidak Ditemukan' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Belum Ada Tenant' })).toHaveCount(0);
});
