// ADMIN journey: approve one pending tenant and reject another with a reason; the approved one is public on /tenant
// once it has an active menu, the rejected one is not, and its manager sees the reason. Both tenants are created fresh
// in beforeAll.
import fs from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { api, menuBody } from '../helpers/http';
import { HALAL_REGISTRY_URL } from '@/lib/constants';
import {
  ADMIN,
  apiLogin,
  chooseOption,
  field,
  loginViaUi,
  logoutViaUi,
  managerWithPendingTenant,
  pngFixture,
  searchList,
  uniqueSuffix,
} from './dashboard-helpers';

type Pending = Awaited<ReturnType<typeof managerWithPendingTenant>>;
let approved: Pending;
let rejected: Pending;

test.beforeAll(async () => {
  [approved, rejected] = await Promise.all([managerWithPendingTenant('Warung Disetujui'), managerWithPendingTenant('Warung Ditolak')]);
});

test('ADMIN approves one pending tenant and rejects another with a reason', async ({ page }) => {
  test.slow();
  const reason = `Foto dan alamat belum lengkap (${Date.now()})`;

  await loginViaUi(page, ADMIN.email, ADMIN.password);
  // ADMIN uses the admin overview and has no roles or settings entries.
  await expect(page.getByTestId('stat-total-roles')).toContainText('4');
  const nav = page.getByRole('navigation', { name: 'Menu dashboard' });
  await expect(nav.getByRole('link', { name: /Manajemen Role/ })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: /Pengaturan/ })).toHaveCount(0);

  await nav.getByRole('link', { name: /Manajemen Tenant/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Manajemen Tenant' })).toBeVisible();

  // --- Approve.
  await searchList(page, 'Cari tenant', approved.tenant.name);
  const approvedRow = page.getByRole('row', { name: new RegExp(approved.tenant.name) });
  await expect(approvedRow).toContainText('Menunggu Persetujuan');
  await approvedRow.getByRole('button', { name: `Tinjau ${approved.tenant.name}` }).click();
  let dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Tinjau Tenant' })).toBeVisible();
  await expect(dialog.getByTestId('tenant-details')).toContainText('PENDING');
  await expectAccessible(page, 'Tinjau Tenant dialog');
  await dialog.getByRole('button', { name: 'Setujui' }).click();
  await expect(dialog).toBeHidden();
  await expect(approvedRow).toContainText('Aktif');
  // Approve and reject show only for pending tenants.
  await approvedRow.getByRole('button', { name: `Tinjau ${approved.tenant.name}` }).click();
  dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('tenant-details')).toContainText('APPROVED');
  await expect(dialog.getByRole('button', { name: 'Setujui' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Tolak' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Tutup' }).first().click();
  await expect(dialog).toBeHidden();

  // --- Reject with a reason: the button stays disabled while the reason is blank.
  await searchList(page, 'Cari tenant', rejected.tenant.name);
  const rejectedRow = page.getByRole('row', { name: new RegExp(rejected.tenant.name) });
  await rejectedRow.getByRole('button', { name: `Tinjau ${rejected.tenant.name}` }).click();
  dialog = page.getByRole('dialog');
  const rejectButton = dialog.getByRole('button', { name: 'Tolak' });
  await expect(rejectButton).toBeDisabled();
  await dialog.getByLabel(/Alasan Penolakan/).fill('   ');
  await expect(rejectButton).toBeDisabled();
  await dialog.getByLabel(/Alasan Penolakan/).fill(reason);
  await expect(rejectButton).toBeEnabled();
  await rejectButton.click();
  await expect(dialog).toBeHidden();
  await expect(rejectedRow).toContainText('Ditolak');
  // The stored reason is shown with the tenant.
  await rejectedRow.getByRole('button', { name: `Tinjau ${rejected.tenant.name}` }).click();
  await expect(page.getByRole('dialog').getByTestId('rejection-reason')).toContainText(reason);
  await page.keyboard.press('Escape');

  await logoutViaUi(page);

  // --- Public tenant list: the approved tenant appears once it has an active menu; the rejected one never does. (Cards
  // only: the search's own chip names the tenant too.)
  const cardOf = (name: string) => page.getByTestId('tenant-card').filter({ hasText: name });
  await page.goto(`/tenant?search=${encodeURIComponent(approved.tenant.name)}`);
  await expect(page.getByRole('main')).toBeVisible();
  await expect(cardOf(approved.tenant.name)).toHaveCount(0);
  const owner = await apiLogin(approved.account.email, approved.account.password);
  const menu = await api<{ id: number }>('/menus', { token: owner.accessToken, body: menuBody({ tenantId: approved.tenant.id }) });
  expect(menu.status).toBe(201);
  const reviewer = await apiLogin(ADMIN.email, ADMIN.password);
  expect((await api(`/menus/${menu.body.id}/approve`, { method: 'PATCH', token: reviewer.accessToken })).status).toBe(200);
  await expect
    .poll(async () => {
      await page.goto(`/tenant?search=${encodeURIComponent(approved.tenant.name)}`);
      return cardOf(approved.tenant.name).count();
    })
    .toBeGreaterThan(0);
  await page.goto(`/tenant?search=${encodeURIComponent(rejected.tenant.name)}`);
  await expect(page.getByRole('main')).toBeVisible();
  await expect(cardOf(rejected.tenant.name)).toHaveCount(0);

  // --- The rejected tenant's manager sees the reason.
  await loginViaUi(page, rejected.account.email, rejected.account.password);
  await page
    .getByRole('navigation', { name: 'Menu dashboard' })
    .getByRole('link', { name: /Tenant Saya/ })
    .click();
  const card = page.getByTestId('my-tenant-card');
  await expect(card).toContainText(rejected.tenant.name);
  await expect(card).toContainText('Ditolak');
  await expect(card.getByTestId('rejection-reason')).toContainText(reason);
});

test('ADMIN creates a tenant with a logo and opening hours, edits it and deletes it after confirmation', async ({ page }) => {
  test.slow();
  const suffix = uniqueSuffix();
  const name = `Kedai Uji Admin ${suffix}`;
  const renamed = `Kedai Uji Ganti ${suffix}`;
  await loginViaUi(page, ADMIN.email, ADMIN.password);
  await page.goto('/dashboard/tenants');
  await page.getByRole('button', { name: 'Tambah Tenant' }).click();
  let dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Tambah Tenant Baru' })).toBeVisible();
  await expectAccessible(page, 'Tambah Tenant dialog');
  await field(dialog, 'Nama Tenant').fill(name);
  await expect(field(dialog, 'Slug')).toHaveValue(`kedai-uji-admin-${suffix}`.toLowerCase());
  await chooseOption(dialog, page, 'Tipe Tenant', 'Kafe');
  await field(dialog, 'Alamat').fill('Jl. Sutisna Senjaya No. 5');
  await field(dialog, 'Kode Pos').fill('46112');
  await field(dialog, 'Website').fill('https://kedai-uji.example.id');
  await dialog.locator('#tenant-logo').setInputFiles(await pngFixture());
  await expect(dialog.getByRole('img', { name: 'Pratinjau logo' })).toBeVisible();
  await dialog.getByLabel('Tutup pada hari Senin').check();
  await dialog.getByLabel('Jam buka Selasa').fill('10:00');
  // Halal with provenance: the certificate field shows only for certified; payments are checkboxes.
  await expect(field(dialog, 'Nomor Sertifikat Halal')).toHaveCount(0);
  await chooseOption(dialog, page, 'Status Halal', 'Bersertifikat Halal');
  await field(dialog, 'Nomor Sertifikat Halal').fill('id 3211 0000 1234 5012 3');
  await dialog.getByLabel('QRIS').check();
  await dialog.getByLabel('Tunai').check();
  await dialog.getByRole('button', { name: 'Simpan Tenant' }).click();
  await expect(dialog).toBeHidden();

  await searchList(page, 'Cari tenant', name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Kafe');
  await row.getByRole('button', { name: `Tinjau ${name}` }).click();
  dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('img', { name: `Logo ${name}` })).toBeVisible();
  await expect(dialog.getByTestId('tenant-details')).toContainText('https://kedai-uji.example.id');
  await expect(dialog.getByTestId('tenant-details')).toContainText(/Senin\s*Tutup/);
  await expect(dialog.getByTestId('tenant-details')).toContainText(/Selasa\s*10\.00 - 21\.00/);
  await expect(dialog.getByTestId('tenant-details')).toContainText('Bersertifikat Halal');
  // The reviewer checks the number in the public BPJPH registry.
  await expect(dialog.getByTestId('halal-certificate')).toContainText('No. sertifikat: ID32110000123450123');
  await expect(dialog.getByTestId('halal-certificate').getByRole('link', { name: /Periksa di registri BPJPH/ })).toHaveAttribute('href', HALAL_REGISTRY_URL);
  await expect(dialog.getByTestId('tenant-details')).toContainText('Tunai, QRIS');
  await page.keyboard.press('Escape');

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Edit Tenant' })).toBeVisible();
  await field(dialog, 'Nama Tenant').fill(renamed);
  // An existing tenant keeps its slug when renamed.
  await expect(field(dialog, 'Slug')).toHaveValue(`kedai-uji-admin-${suffix}`.toLowerCase());
  await field(dialog, 'Website').fill('');
  await expect(field(dialog, 'Nomor Sertifikat Halal')).toHaveValue('ID32110000123450123');
  await chooseOption(dialog, page, 'Status Halal', 'Halal (klaim penjual)');
  await expect(field(dialog, 'Nomor Sertifikat Halal')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Simpan Perubahan' }).click();
  await expect(dialog).toBeHidden();
  const renamedRow = page.getByRole('row', { name: new RegExp(renamed) });
  await expect(renamedRow).toBeVisible();

  await renamedRow.getByRole('button', { name: `Hapus ${renamed}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`Apakah Anda yakin ingin menghapus tenant "${renamed}"?`);
  await confirm.getByRole('button', { name: 'Hapus' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Tidak ada tenant yang ditemukan' })).toBeVisible();
});

test('ADMIN reads the reports and downloads tenants as CSV and XLSX', async ({ page }) => {
  test.slow();
  await loginViaUi(page, ADMIN.email, ADMIN.password);
  await page
    .getByRole('navigation', { name: 'Menu dashboard' })
    .getByRole('link', { name: /Laporan/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Laporan' })).toBeVisible();
  for (const chart of ['Tenant per Status', 'Tenant per Tipe', 'Menu per Kategori', 'Pendaftaran 30 Hari Terakhir']) {
    await expect(page.getByRole('figure', { name: chart })).toBeVisible();
  }
  // The charts' numbers come from the API: the status table sums to the tenant total.
  const total = Number((await page.getByText('Total Tenant').locator('..').locator('[data-slot="stat-value"]').innerText()).replace(/\D/g, ''));
  const cells = await page.getByRole('figure', { name: 'Tenant per Status' }).locator('td').allInnerTexts();
  expect(cells.map(Number).reduce((a, b) => a + b, 0)).toBe(total);

  // The export is built on the server from every row: on a busy machine it can take longer than one action.
  const [csv] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByRole('button', { name: 'Unduh CSV' }).click()]);
  expect(csv.suggestedFilename()).toMatch(/^laporan-tenants-\d{4}-\d{2}-\d{2}\.csv$/);
  const csvText = await fs.readFile((await csv.path())!, 'utf8');
  expect(csvText.split('\n').length).toBeGreaterThan(total);

  await chooseOption(page, page, 'Data yang diekspor', 'Menu');
  const [xlsx] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByRole('button', { name: 'Unduh XLSX' }).click()]);
  expect(xlsx.suggestedFilename()).toMatch(/^laporan-menus-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const bytes = await fs.readFile((await xlsx.path())!);
  // An XLSX file is a ZIP archive.
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
});
