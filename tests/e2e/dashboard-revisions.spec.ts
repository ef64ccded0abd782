// What is live is what was approved (issue 35): on a phone, a MANAGER renames their approved tenant, sees the change
// waiting while the card keeps the approved name, then the reviewer's reason, and withdraws it; a reviewer sees the
// tenant's facts (the halal certificate with the BPJPH registry link), its menus and the previous rejection reason,
// and approves a pending revision from the review dialog.
import { expect, test } from '@playwright/test';
import { api, menuBody } from '../helpers/http';
import { ADMIN, apiLogin, field, loginViaUi, managerWithPendingTenant, searchList, uniqueSuffix } from './dashboard-helpers';
import { HALAL_REGISTRY_URL } from '@/lib/constants';
import { REVISION_MESSAGES } from '@/lib/revisions';

async function approvedSeller(prefix: string) {
  const { account, tenant } = await managerWithPendingTenant(prefix);
  const owner = await apiLogin(account.email, account.password);
  const menu = await api('/menus', { token: owner.accessToken, body: menuBody({ name: `Nasi Revisi ${uniqueSuffix()}` }) });
  expect(menu.status).toBe(201);
  const admin = await apiLogin(ADMIN.email, ADMIN.password);
  for (const path of [`/tenants/${tenant.id}/approve`, `/menus/${menu.body.id}/approve`]) {
    expect((await api(path, { method: 'PATCH', token: admin.accessToken })).status).toBe(200);
  }
  return { account, tenant, menu: menu.body as { id: number; name: string }, ownerToken: owner.accessToken, adminToken: admin.accessToken };
}

test('on a phone, a MANAGER sees a renamed approved tenant waiting for review, then the reason, and withdraws it', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  const { account, tenant, menu, ownerToken, adminToken } = await approvedSeller('Warung Ponsel');
  const newName = `Warung Baru ${uniqueSuffix()}`;

  await loginViaUi(page, account.email, account.password);
  await page.goto('/dashboard/my-tenant');
  const card = page.getByTestId('my-tenant-card');
  await expect(card.getByRole('heading', { name: tenant.name })).toBeVisible();
  await expect(card.getByTestId('tenant-public-visibility')).toHaveText('Tampil di publik');

  await card.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(REVISION_MESSAGES.tenantEditHint)).toBeVisible();
  await field(dialog, 'Nama Tenant').fill(newName);
  await dialog.getByRole('button', { name: 'Simpan Perubahan' }).click();
  await expect(page.getByRole('status').filter({ hasText: REVISION_MESSAGES.submitted }).last()).toBeVisible();
  await expect(dialog).toBeHidden();

  // The card keeps the approved name; the change waits, and it is the only field waiting.
  await expect(card.getByRole('heading', { name: tenant.name })).toBeVisible();
  const notice = card.getByTestId('revision-notice');
  await expect(notice).toHaveAttribute('data-state', 'pending');
  await expect(notice).toContainText(REVISION_MESSAGES.pending);
  await expect(notice).toContainText(newName);
  await expect(notice.locator('dt')).toHaveText(['Nama']);
  expect((await api(`/tenants/public/${tenant.slug}`)).body.name).toBe(tenant.name);

  // Menu Saya shows a menu's waiting change too.
  await api(`/menus/${menu.id}`, { method: 'PATCH', token: ownerToken, body: { name: `Nasi Ganti ${uniqueSuffix()}` } });
  await page.goto('/dashboard/my-menus');
  await expect(page.getByTestId('menu-revision-badge')).toHaveText(REVISION_MESSAGES.pending);

  // The reviewer rejects the tenant's change: the owner sees why, and withdraws it.
  const reason = 'Nama baru mirip tenant lain';
  expect((await api(`/tenants/${tenant.id}/revision/reject`, { method: 'PATCH', token: adminToken, body: { reason } })).status).toBe(200);
  await page.goto('/dashboard/my-tenant');
  await expect(notice).toHaveAttribute('data-state', 'rejected');
  await expect(notice.getByTestId('revision-rejection-reason')).toContainText(reason);
  await notice.getByRole('button', { name: 'Hapus perubahan' }).click();
  await expect(page.getByRole('status').filter({ hasText: REVISION_MESSAGES.withdrawn }).last()).toBeVisible();
  await expect(card.getByTestId('revision-notice')).toHaveCount(0);
  await expect(card.getByRole('heading', { name: tenant.name })).toBeVisible();
});

test('a reviewer sees the certificate with the BPJPH registry link, the menus and the previous rejection, and approves a revision', async ({ page }) => {
  test.slow();
  const { account, tenant } = await managerWithPendingTenant('Warung Halal');
  const owner = await apiLogin(account.email, account.password);
  const admin = await apiLogin(ADMIN.email, ADMIN.password);
  const menuName = `Nasi Halal ${uniqueSuffix()}`;
  expect((await api('/menus', { token: owner.accessToken, body: menuBody({ name: menuName }) })).status).toBe(201);
  const reason = 'Nomor sertifikat belum diisi';
  expect((await api(`/tenants/${tenant.id}/reject`, { method: 'PATCH', token: admin.accessToken, body: { reason } })).status).toBe(200);
  const resubmitted = await api(`/tenants/${tenant.id}`, {
    method: 'PATCH',
    token: owner.accessToken,
    body: { halalStatus: 'certified', halalCertificateNumber: 'ID32110000123450123' },
  });
  expect(resubmitted.body.status).toBe('pending_approval');

  await loginViaUi(page, ADMIN.email, ADMIN.password);
  await page.goto('/dashboard/tenants');
  await searchList(page, 'Cari tenant', tenant.slug);
  await page.getByRole('button', { name: `Tinjau ${tenant.name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(`Alasan penolakan sebelumnya: ${reason}`)).toBeVisible();
  const certificate = dialog.getByTestId('halal-certificate');
  await expect(certificate).toContainText('ID32110000123450123');
  await expect(certificate.getByRole('link', { name: /Periksa di registri BPJPH/ })).toHaveAttribute('href', HALAL_REGISTRY_URL);
  await expect(dialog.getByTestId('tenant-review-menus')).toContainText(menuName);
  await dialog.getByRole('button', { name: 'Setujui', exact: true }).click();
  await expect(dialog).toBeHidden();

  // The owner renames the approved tenant: the reviewer finds it by the filter and approves the change.
  const newName = `Warung Halal Baru ${uniqueSuffix()}`;
  expect((await api(`/tenants/${tenant.id}`, { method: 'PATCH', token: owner.accessToken, body: { name: newName } })).body.revision.state).toBe('pending');
  await page.goto(`/dashboard/tenants?revision=pending&search=${tenant.slug}`);
  const row = page.getByTestId(`tenant-row-${tenant.id}`);
  await expect(row.getByTestId('tenant-revision-badge')).toHaveText(REVISION_MESSAGES.pending);
  await row.getByRole('button', { name: `Tinjau ${tenant.name}` }).click();
  await expect(dialog.getByRole('heading', { name: 'Tinjau Perubahan Tenant' })).toBeVisible();
  await expect(dialog.getByTestId('revision-notice')).toContainText(`Sekarang: ${tenant.name}`);
  await expect(dialog.getByTestId('revision-notice')).toContainText(newName);
  await dialog.getByRole('button', { name: 'Setujui Perubahan' }).click();
  await expect(page.getByRole('status').filter({ hasText: REVISION_MESSAGES.approved }).last()).toBeVisible();
  await expect(row).toContainText(newName);
  await expect(row.getByTestId('tenant-revision-badge')).toHaveCount(0);
});
