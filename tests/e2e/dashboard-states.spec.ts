// Loading failures, empty states and failed actions show the spec's texts (section 8). The API is made to fail with
// Playwright's request routing; nothing is written to the database by the failing calls.
import { expect, test, type Page, type Route } from '@playwright/test';
import { ADMIN, MANAGER_WITH_TENANT, SUPER_ADMIN, field, loginViaUi, managerWithPendingTenant, searchList } from './dashboard-helpers';

const fail = (route: Route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });

/** Fails requests to `pattern` made with `method`, lets the others through. */
async function failOn(page: Page, pattern: string | RegExp, method: string) {
  await page.route(pattern, (route) => (route.request().method() === method ? fail(route) : route.fallback()));
}

function alertWith(page: Page, text: string) {
  return page.getByRole('alert').filter({ hasText: text });
}

test('user and role screens: load failure with retry, empty results, failed status change and deletes', async ({ page }) => {
  test.slow();
  await loginViaUi(page, SUPER_ADMIN.email, SUPER_ADMIN.password);

  await failOn(page, /\/api\/v1\/users\?/, 'GET');
  await page.goto('/dashboard/users');
  await expect(alertWith(page, 'Gagal memuat data pengguna')).toBeVisible();
  await page.unrouteAll({ behavior: 'wait' });
  await page.getByRole('button', { name: 'Coba Lagi' }).click();
  await expect(page.getByRole('table', { name: 'Daftar pengguna' })).toBeVisible();

  // Changing a status or deleting fails: the spec's alerts, and nothing changes.
  await failOn(page, /\/api\/v1\/users\/\d+\/status$/, 'PATCH');
  await failOn(page, /\/api\/v1\/users\/\d+$/, 'DELETE');
  await searchList(page, 'Cari pengguna', 'rizal.firmansyah@example.id');
  const row = page.getByRole('row', { name: /Rizal Firmansyah/ });
  const toggle = row.getByRole('switch');
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(alertWith(page, 'Gagal mengubah status pengguna. Silakan coba lagi.')).toBeVisible();
  await expect(toggle).toBeChecked();
  await row.getByRole('button', { name: 'Hapus Rizal Firmansyah' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Hapus' }).click();
  await expect(alertWith(page, 'Gagal menghapus pengguna. Silakan coba lagi.')).toBeVisible();
  await expect(row).toBeVisible();
  await page.unrouteAll({ behavior: 'wait' });

  await searchList(page, 'Cari pengguna', 'tidak-ada-pengguna-seperti-ini');
  await expect(page.getByRole('heading', { name: 'Tidak ada pengguna yang ditemukan' })).toBeVisible();

  // Roles.
  await failOn(page, /\/api\/v1\/roles$/, 'GET');
  await page.goto('/dashboard/roles');
  await expect(alertWith(page, 'Gagal memuat data role')).toBeVisible();
  await page.unrouteAll({ behavior: 'wait' });
  await page.getByRole('button', { name: 'Coba Lagi' }).click();
  await expect(page.getByTestId('role-row-ADMIN')).toBeVisible();
  await searchList(page, 'Cari role', 'tidak-ada-role-seperti-ini');
  await expect(page.getByRole('heading', { name: 'Tidak ada role yang ditemukan' })).toBeVisible();

  // A save error keeps the dialog open with the server's message.
  await page.goto('/dashboard/users');
  await page.route(/\/api\/v1\/users$/, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 409,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Email sudah terdaftar', errors: { email: 'Email sudah terdaftar' } }),
        })
      : route.fallback(),
  );
  await page.getByRole('button', { name: 'Tambah Pengguna' }).click();
  const dialog = page.getByRole('dialog');
  await field(dialog, 'Nama Lengkap').fill('Pengguna Ganda');
  await field(dialog, 'Email').fill('staf@kuliner-tasik.id');
  await field(dialog, 'Password').fill('Rahasia1');
  await field(dialog, 'Role').click();
  await page.getByRole('option', { name: 'Admin', exact: true }).click();
  await dialog.getByRole('button', { name: 'Tambah Pengguna' }).click();
  await expect(dialog.getByText('Email sudah terdaftar').first()).toBeVisible();
  await expect(field(dialog, 'Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog).toBeVisible();
});

test('tenant management: load failure, empty result, failed approve, reject and delete', async ({ page }) => {
  test.slow();
  const { tenant } = await managerWithPendingTenant('Warung Gagal');
  await loginViaUi(page, ADMIN.email, ADMIN.password);

  await failOn(page, /\/api\/v1\/tenants\?/, 'GET');
  await page.goto('/dashboard/tenants');
  await expect(alertWith(page, 'Gagal memuat data tenant')).toBeVisible();
  await page.unrouteAll({ behavior: 'wait' });
  await page.getByRole('button', { name: 'Coba Lagi' }).click();
  await expect(page.getByRole('table', { name: 'Daftar tenant' })).toBeVisible();

  await searchList(page, 'Cari tenant', 'tidak-ada-tenant-seperti-ini');
  await expect(page.getByRole('heading', { name: 'Tidak ada tenant yang ditemukan' })).toBeVisible();

  await failOn(page, /\/api\/v1\/tenants\/\d+\/(approve|reject)$/, 'PATCH');
  await failOn(page, /\/api\/v1\/tenants\/\d+$/, 'DELETE');
  await searchList(page, 'Cari tenant', tenant.name);
  const row = page.getByRole('row', { name: new RegExp(tenant.name) });
  await row.getByRole('button', { name: `Tinjau ${tenant.name}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Setujui' }).click();
  await expect(alertWith(page, 'Gagal menyetujui tenant. Silakan coba lagi.')).toBeVisible();
  await dialog.getByLabel(/Alasan Penolakan/).fill('Data belum lengkap');
  await dialog.getByRole('button', { name: 'Tolak' }).click();
  await expect(alertWith(page, 'Gagal menolak tenant. Silakan coba lagi.')).toBeVisible();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(row).toContainText('Menunggu Persetujuan');

  await row.getByRole('button', { name: `Hapus ${tenant.name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Hapus' }).click();
  await expect(alertWith(page, 'Gagal menghapus tenant. Silakan coba lagi.')).toBeVisible();
  await expect(row).toBeVisible();
});

test("tenant review and delete failures show the server's message when it sends one", async ({ page }) => {
  test.slow();
  const { tenant } = await managerWithPendingTenant('Warung Pesan');
  await loginViaUi(page, ADMIN.email, ADMIN.password);
  const answer = (message: string) => (route: Route) =>
    route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ message, code: 'CONFLICT' }) });
  await page.route(/\/api\/v1\/tenants\/\d+\/approve$/, answer('Tenant sudah ditinjau admin lain'));
  await page.route(/\/api\/v1\/tenants\/\d+\/reject$/, answer('Tenant sudah ditolak sebelumnya'));
  await page.route(/\/api\/v1\/tenants\/\d+$/, (route) =>
    route.request().method() === 'DELETE' ? answer('Tenant masih memiliki menu aktif')(route) : route.fallback(),
  );

  await page.goto('/dashboard/tenants');
  await searchList(page, 'Cari tenant', tenant.name);
  const row = page.getByRole('row', { name: new RegExp(tenant.name) });
  await row.getByRole('button', { name: `Tinjau ${tenant.name}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Setujui' }).click();
  await expect(alertWith(page, 'Tenant sudah ditinjau admin lain')).toBeVisible();
  await dialog.getByLabel(/Alasan Penolakan/).fill('Data belum lengkap');
  await dialog.getByRole('button', { name: 'Tolak' }).click();
  await expect(alertWith(page, 'Tenant sudah ditolak sebelumnya')).toBeVisible();
  await page.keyboard.press('Escape');

  await row.getByRole('button', { name: `Hapus ${tenant.name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Hapus' }).click();
  await expect(alertWith(page, 'Tenant masih memiliki menu aktif')).toBeVisible();
});

test('my tenant and my menus: load failures and a failed menu save', async ({ page }) => {
  test.slow();
  await loginViaUi(page, MANAGER_WITH_TENANT.email, MANAGER_WITH_TENANT.password);

  await failOn(page, /\/api\/v1\/tenants\/my-tenant(\?|$)/, 'GET');
  await page.goto('/dashboard/my-tenant');
  await expect(alertWith(page, 'Gagal memuat data tenant')).toBeVisible();
  await page.goto('/dashboard/my-menus');
  await expect(alertWith(page, 'Error memuat data tenant')).toBeVisible();
  await page.unrouteAll({ behavior: 'wait' });

  await failOn(page, /\/api\/v1\/menus\/my-menus/, 'GET');
  await page.goto('/dashboard/my-menus');
  await expect(alertWith(page, 'Error memuat menu')).toBeVisible();
  await page.unrouteAll({ behavior: 'wait' });
  await page.getByRole('button', { name: 'Coba Lagi' }).click();
  await expect(page.getByTestId('menu-card').first()).toBeVisible();

  // A failed create shows the fallback toast (no server message) and keeps the form open.
  await failOn(page, /\/api\/v1\/menus$/, 'POST');
  await page.getByRole('button', { name: 'Tambah Menu' }).first().click();
  const dialog = page.getByRole('dialog');
  await field(dialog, 'Nama Menu').fill('Menu Gagal Simpan');
  await field(dialog, 'Harga (Rp)').fill('10000');
  await dialog.getByRole('button', { name: 'Simpan Menu' }).click();
  await expect(alertWith(page, 'Gagal membuat menu. Silakan coba lagi.')).toBeVisible();
  await expect(dialog).toBeVisible();
});
