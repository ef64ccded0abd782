// SUPER_ADMIN journey: a custom role with two permissions, a user with that role, and that user's dashboard showing
// only what the two permissions allow.
import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { api } from '../helpers/http';
import { SUPER_ADMIN, apiLogin, chooseOption, field, letters, loginViaUi, logoutViaUi, searchList, uniqueSuffix } from './dashboard-helpers';

test('SUPER_ADMIN creates a custom role and a user with it; that user sees only what the permissions allow', async ({ page }) => {
  test.slow();
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
  // Orders has no access row: even a SUPER_ADMIN is sent back to the overview.
  await page.goto('/dashboard/orders');
  await expect(page).toHaveURL(/\/dashboard$/);

  // --- Create the role with exactly two permissions.
  await nav.getByRole('link', { name: /Manajemen Role & Permission/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Manajemen Role & Permission' })).toBeVisible();
  await expect(page.getByTestId('role-row-SUPER_ADMIN')).toContainText('cannot be deleted');
  await expect(page.getByTestId('role-row-SUPER_ADMIN').getByRole('button', { name: /^Hapus/ })).toBeDisabled();

  await page.getByRole('button', { name: 'Tambah Role' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Tambah Role' })).toBeVisible();
  await expectAccessible(page, 'Tambah Role dialog');
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
  await expect(field(userDialog, 'Nama Lengkap')).toBeVisible();
  await expectAccessible(page, 'Tambah Pengguna dialog');
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
  await page
    .getByRole('button', { name: /^Tinjau / })
    .first()
    .click();
  const review = page.getByRole('dialog');
  await expect(review.getByRole('heading', { name: 'Tinjau Menu' })).toBeVisible();
  await expect(review.getByRole('button', { name: 'Setujui' })).toHaveCount(0);
  await expect(review.getByRole('button', { name: 'Tolak' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(review).toBeHidden();
});

test('SUPER_ADMIN edits, deactivates and deletes a user; a role in use cannot be deleted until it is free', async ({ page }) => {
  test.slow();
  const tag = letters(6);
  const roleName = `Role Sementara ${tag}`;
  const userName = `Pengguna Sementara ${tag}`;
  const email = `sementara.${uniqueSuffix()}@example.id`;
  await loginViaUi(page, SUPER_ADMIN.email, SUPER_ADMIN.password);

  // Notifications dropdown with its sample items.
  await page.getByRole('button', { name: /^Notifikasi/ }).click();
  await expect(page.getByRole('menuitem', { name: /Tenant baru menunggu persetujuan/ })).toBeVisible();
  await page.keyboard.press('Escape');

  // The role filter and the top bar search act on the user list.
  await page.goto('/dashboard/users');
  await chooseOption(page, page, 'Filter role', 'Super Admin');
  await expect(page).toHaveURL(/role=SUPER_ADMIN/);
  // Every listed user is a Super Admin; other suites on this server may have created more of them (newest first, so
  // the seeded admin may be past the first page): no fixed count, and the admin is found by searching within the filter.
  await expect(page.getByRole('table', { name: 'Daftar pengguna' }).getByRole('row').filter({ hasNotText: 'Super Admin' })).toHaveCount(1);
  await page.getByLabel('Cari pengguna').fill('admin@kuliner-tasik.id');
  await expect(page).toHaveURL(/search=admin%40kuliner-tasik\.id|search=admin@kuliner-tasik\.id/);
  await expect(page).toHaveURL(/role=SUPER_ADMIN/);
  await expect(page.getByRole('table', { name: 'Daftar pengguna' })).toContainText('admin@kuliner-tasik.id');
  await page.getByLabel('Cari pengguna').fill('');
  // The list's search box commits to the URL after a pause: let it land before the next filter.
  await expect(page).not.toHaveURL(/search=/);
  await chooseOption(page, page, 'Filter role', 'Semua Role');
  await expect(page).not.toHaveURL(/role=/);
  await page.getByRole('searchbox', { name: 'Cari di dashboard' }).fill('rizal.firmansyah');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/search=rizal.firmansyah/);
  await expect(page.getByLabel('Cari pengguna')).toHaveValue('rizal.firmansyah');
  await expect(page.getByRole('table', { name: 'Daftar pengguna' }).getByRole('row')).toHaveCount(2);

  await page.goto('/dashboard/roles');
  await page.getByRole('button', { name: 'Tambah Role' }).click();
  let dialog = page.getByRole('dialog');
  await field(dialog, 'Nama Role').fill(roleName);
  await dialog.getByRole('button', { name: 'Generate' }).click();
  await field(dialog, 'Deskripsi').fill('Role uji yang akan dihapus');
  await dialog.getByLabel('Pilih semua Menu').check();
  await expect(dialog.getByTestId('permission-count')).toHaveText('4 dari 31 permission dipilih');
  await dialog.getByRole('button', { name: 'Simpan Role' }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/dashboard/users');
  await page.getByRole('button', { name: 'Tambah Pengguna' }).click();
  dialog = page.getByRole('dialog');
  await field(dialog, 'Nama Lengkap').fill(userName);
  await field(dialog, 'Email').fill(email);
  await field(dialog, 'Password').fill('Sementara1');
  await chooseOption(dialog, page, 'Role', `${roleName} (Custom)`);
  await dialog.getByRole('button', { name: 'Tambah Pengguna' }).click();
  await expect(dialog).toBeHidden();

  // The role now has a user: deleting it fails, and the alert says why.
  await page.goto(`/dashboard/roles?search=${encodeURIComponent(roleName)}`);
  const roleRow = page.getByRole('row', { name: new RegExp(roleName) });
  await expect(roleRow).toContainText('1 pengguna');
  await roleRow.getByRole('button', { name: `Hapus ${roleName}` }).click();
  let confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`Apakah Anda yakin ingin menghapus role "${roleName}"?`);
  await confirm.getByRole('button', { name: 'Hapus' }).click();
  await expect(page.getByRole('alert').filter({ hasText: `Role "${roleName}" masih digunakan oleh 1 pengguna sehingga tidak dapat dihapus` })).toBeVisible();

  // Edit the user with a blank password (unchanged), deactivate, then delete after confirmation.
  await page.goto('/dashboard/users');
  await searchList(page, 'Cari pengguna', email);
  const row = page.getByRole('row', { name: new RegExp(userName) });
  await row.getByRole('button', { name: `Edit ${userName}` }).click();
  dialog = page.getByRole('dialog');
  await expect(field(dialog, 'Password')).toHaveValue('');
  await field(dialog, 'Nama Lengkap').fill(`${userName} Baru`);
  await dialog.getByRole('button', { name: 'Simpan Perubahan' }).click();
  await expect(dialog).toBeHidden();
  const editedRow = page.getByRole('row', { name: new RegExp(`${userName} Baru`) });
  await expect(editedRow).toBeVisible();
  await editedRow.getByRole('switch', { name: `Status aktif ${userName} Baru` }).click();
  await expect(editedRow.getByRole('switch')).not.toBeChecked();
  await expect(editedRow).toContainText('Tidak Aktif');
  await editedRow.getByRole('button', { name: `Hapus ${userName} Baru` }).click();
  confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`Apakah Anda yakin ingin menghapus pengguna "${userName} Baru"?`);
  await expectAccessible(page, 'delete user confirmation');
  await confirm.getByRole('button', { name: 'Hapus' }).click();
  await expect(page.getByRole('heading', { name: 'Tidak ada pengguna yang ditemukan' })).toBeVisible();

  // Free again, the role can be deleted.
  await page.goto(`/dashboard/roles?search=${encodeURIComponent(roleName)}`);
  await page.getByRole('button', { name: `Hapus ${roleName}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Hapus' }).click();
  await expect(page.getByRole('heading', { name: 'Tidak ada role yang ditemukan' })).toBeVisible();
});

test.describe('site settings', () => {
  let original: Record<string, unknown> | null = null;
  let token = '';

  test.beforeAll(async () => {
    token = (await apiLogin(SUPER_ADMIN.email, SUPER_ADMIN.password)).accessToken;
    const res = await api('/settings', { token });
    original = res.body;
  });

  test.afterAll(async () => {
    if (!original) return;
    const { siteName, tagline, city, contactPhone, contactEmail, address, socialLinks } = original;
    await api('/settings', { method: 'PATCH', token, body: { siteName, tagline, city, contactPhone, contactEmail, address, socialLinks } });
  });

  test('SUPER_ADMIN changes the contact address; the public footer shows it', async ({ page }) => {
    test.slow();
    const address = `Jl. Uji Pengaturan No. ${Date.now() % 1000}, Tasikmalaya`;
    await loginViaUi(page, SUPER_ADMIN.email, SUPER_ADMIN.password);
    await page
      .getByRole('navigation', { name: 'Menu dashboard' })
      .getByRole('link', { name: /Pengaturan/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pengaturan' })).toBeVisible();
    await field(page, 'Email').fill('bukan-email');
    await page.getByRole('button', { name: 'Simpan Pengaturan' }).click();
    await expect(page.getByText('Format email tidak valid')).toBeVisible();
    await field(page, 'Email').fill(String(original?.contactEmail ?? 'halo@kuliner-tasik.id'));
    await field(page, 'Alamat').fill(address);
    await page.getByRole('button', { name: 'Simpan Pengaturan' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Pengaturan berhasil disimpan' })).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('contentinfo')).toContainText(address);
  });
});
