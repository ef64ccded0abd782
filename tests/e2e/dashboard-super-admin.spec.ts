// SUPER_ADMIN journey: a custom role with two permissions, a user with that role, and that user's dashboard showing
// only what the two permissions allow.
import { expect, test } from '@playwright/test';
import { SUPER_ADMIN, chooseOption, field, letters, loginViaUi, logoutViaUi, searchList, uniqueSuffix } from './dashboard-helpers';

test('SUPER_ADMIN creates a custom role and a user with it; that user sees only what the permissions allow', async ({ page }) => {
  const tag = letters(6);
  const roleName = `Peninjau Konten ${tag}`;
  const roleCode = `PENINJAU_KONTEN_${tag}`;
  const userName = `Staf Peninjau ${tag}`;
  const userEmail = `peninjau.${uniqueSuffix()}@example.id`;
  const userPassword = 'Peninjau123';

  await loginViaUi(page, SUPER_ADMIN.email, SUPER_ADMIN.password);

  // The sidebar of a SUPER_ADMIN shows every page it may open, with the role badges.
  const nav = page.getByRole('navigation', { name: 'Menu dashboard' });
  await expect(nav.getByRole('link', { name: /Manajemen Role & Permission/ })).toContainText('Super Admin');
  await expect(nav.getByRole('link', { name: /Manajemen Pengguna/ })).toContainText('Admin+');
  await expect(nav.getByRole('link', { name: /Pesanan/ })).toHaveCount(0);

  // --- Create the role with exactly two permissions.
  await nav.getByRole('link', { name: /Manajemen Role & Permission/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Manajemen Role & Permission' })).toBeVisible();
  await expect(page.getByTestId('role-row-SUPER_ADMIN')).toContainText('cannot be deleted');
  await expect(page.getByTestId('role-row-SUPER_ADMIN').getByRole('button', { name: /^Hapus/ })).toBeDisabled();

  await page.getByRole('button', { name: 'Tambah Role' }).click();
  const dialog = page.getByRole('dialog');
  await field(dialog, 'Nama Role').fill(roleName);
  await dialog.getByRole('button', { name: 'Generate' }).click();
  await expect(field(dialog, 'Kode Role')).toHaveValue(roleCode);
  await field(dialog, 'Deskripsi').fill('Hanya melihat tenant dan menu');
  await expect(dialog.getByTestId('permission-count')).toHaveText('0 dari 31 permission dipilih');
  await dialog.getByLabel('Lihat (tenants.read)').check();
  await dialog.getByLabel('Lihat (menus.read)').check();
  await expect(dialog.getByTestId('permission-count')).toHaveText('2 dari 31 permission dipilih');
  await dialog.getByRole('button', { name: 'Simpan Role' }).click();
  await expect(dialog).toBeHidden();
  const roleRow = page.getByTestId(`role-row-${roleCode}`);
  await expect(roleRow).toContainText(roleName);
  await expect(roleRow).toContainText('0 pengguna');
  await expect(roleRow).not.toContainText('cannot be deleted');

  // --- Create a user with that role.
  await nav.getByRole('link', { name: /Manajemen Pengguna/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Manajemen Pengguna' })).toBeVisible();
  await page.getByRole('button', { name: 'Tambah Pengguna' }).click();
  const userDialog = page.getByRole('dialog');
  await field(userDialog, 'Nama Lengkap').fill(userName);
  await field(userDialog, 'Email').fill(userEmail);
  await field(userDialog, 'Password').fill(userPassword);
  await chooseOption(userDialog, page, 'Role', `${roleName} (Custom)`);
  await userDialog.getByRole('button', { name: 'Tambah Pengguna' }).click();
  await expect(userDialog).toBeHidden();
  await searchList(page, 'Cari pengguna', userEmail);
  const userRow = page.getByRole('row', { name: new RegExp(userName) });
  await expect(userRow).toContainText(roleName);
  await expect(userRow).toContainText('Belum pernah login');
  await expect(userRow.getByRole('switch', { name: `Status aktif ${userName}` })).toBeChecked();

  await logoutViaUi(page);

  // --- Log in as the new user: only the pages its two permissions open.
  await loginViaUi(page, userEmail, userPassword);
  const userNav = page.getByRole('navigation', { name: 'Menu dashboard' });
  await expect(userNav.getByRole('link')).toHaveText([/Dashboard/, /Semua Menu/, /Manajemen Tenant/]);
  // A custom role uses the manager overview (it owns no tenant).
  await expect(page.getByRole('heading', { name: 'Belum ada tenant' })).toBeVisible();

  // Pages outside its permissions send it back to the overview.
  for (const forbidden of ['/dashboard/users', '/dashboard/roles', '/dashboard/reports', '/dashboard/settings', '/dashboard/my-menus']) {
    await page.goto(forbidden);
    await expect(page).toHaveURL(/\/dashboard$/);
  }

  // tenants.read: the list loads, with no create, edit or delete controls.
  await userNav.getByRole('link', { name: /Manajemen Tenant/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Manajemen Tenant' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Daftar tenant' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tambah Tenant' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Hapus / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);

  // menus.read without tenants.approve: menus are listed, reviewing shows no approve/reject.
  await userNav.getByRole('link', { name: /Semua Menu/ }).click();
  await expect(page.getByRole('table', { name: 'Daftar menu' })).toBeVisible();
  await page.getByRole('button', { name: /^Tinjau / }).first().click();
  const review = page.getByRole('dialog');
  await expect(review.getByRole('heading', { name: 'Tinjau Menu' })).toBeVisible();
  await expect(review.getByRole('button', { name: 'Setujui' })).toHaveCount(0);
  await expect(review.getByRole('button', { name: 'Tolak' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(review).toBeHidden();
});
