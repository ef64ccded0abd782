// ADMIN journey: approve one pending tenant and reject another with a reason; the approved one is public on /tenant,
// the rejected one is not, and its manager sees the reason. Both tenants are created fresh in beforeAll.
import { expect, test } from '@playwright/test';
import { ADMIN, loginViaUi, logoutViaUi, managerWithPendingTenant, searchList } from './dashboard-helpers';

type Pending = Awaited<ReturnType<typeof managerWithPendingTenant>>;
let approved: Pending;
let rejected: Pending;

test.beforeAll(async () => {
  [approved, rejected] = await Promise.all([managerWithPendingTenant('Warung Disetujui'), managerWithPendingTenant('Warung Ditolak')]);
});

test('ADMIN approves one pending tenant and rejects another with a reason', async ({ page }) => {
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

  // --- Public tenant list: the approved tenant is there, the rejected one is not.
  await page.goto(`/tenant?search=${encodeURIComponent(approved.tenant.name)}`);
  await expect(page.getByText(approved.tenant.name).first()).toBeVisible();
  await page.goto(`/tenant?search=${encodeURIComponent(rejected.tenant.name)}`);
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByText(rejected.tenant.name)).toHaveCount(0);

  // --- The rejected tenant's manager sees the reason.
  await loginViaUi(page, rejected.account.email, rejected.account.password);
  await page.getByRole('navigation', { name: 'Menu dashboard' }).getByRole('link', { name: /Tenant Saya/ }).click();
  const card = page.getByTestId('my-tenant-card');
  await expect(card).toContainText(rejected.tenant.name);
  await expect(card).toContainText('Ditolak');
  await expect(card.getByTestId('rejection-reason')).toContainText(reason);
});
