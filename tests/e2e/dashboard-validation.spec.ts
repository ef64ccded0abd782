// Every validation message of the tenant, menu, user and role forms appears for its bad input (spec section 5).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { MANAGER_WITH_TENANT, SUPER_ADMIN, chooseOption, field, loginViaUi } from './dashboard-helpers';

async function expectMessages(scope: Locator, messages: string[]) {
  for (const message of messages) await expect(scope.getByText(message, { exact: true })).toBeVisible();
}

async function openDialog(page: Page, path: string, button: string): Promise<Locator> {
  await page.goto(path);
  await page.getByRole('button', { name: button }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

test('tenant, user and role forms show every message of the spec', async ({ page }) => {
  test.slow();
  await loginViaUi(page, SUPER_ADMIN.email, SUPER_ADMIN.password);

  // --- Tenant form.
  let dialog = await openDialog(page, '/dashboard/tenants', 'Tambah Tenant');
  await field(dialog, 'Kota').fill('');
  await field(dialog, 'Provinsi').fill('');
  await dialog.getByRole('button', { name: 'Simpan Tenant' }).click();
  await expectMessages(dialog, [
    'Nama tenant wajib diisi',
    'Slug wajib diisi',
    'Alamat wajib diisi',
    'Kota wajib diisi',
    'Provinsi wajib diisi',
    'Kode pos wajib diisi',
  ]);
  await expect(field(dialog, 'Nama Tenant')).toHaveAttribute('aria-invalid', 'true');
  // A field's error clears as soon as it is edited; the slug follows the name.
  await field(dialog, 'Nama Tenant').fill('Warung Validasi');
  await expect(dialog.getByText('Nama tenant wajib diisi')).toBeHidden();
  await expect(dialog.getByText('Slug wajib diisi')).toBeHidden();
  await expect(field(dialog, 'Slug')).toHaveValue('warung-validasi');
  await field(dialog, 'Slug').fill('Slug Salah!');
  await field(dialog, 'Kode Pos').fill('123');
  await field(dialog, 'Website').fill('warung.example.id');
  await field(dialog, 'Facebook').fill('facebook.com/warung');
  await dialog.getByRole('button', { name: 'Simpan Tenant' }).click();
  await expectMessages(dialog, [
    'Slug hanya boleh mengandung huruf kecil, angka, dan tanda hubung',
    'Kode pos harus 5-10 digit',
    'Website harus dimulai dengan http:// atau https://',
    'Facebook URL harus dimulai dengan http:// atau https://',
  ]);
  await field(dialog, 'Kode Pos').fill('1234567890123');
  await expect(dialog.getByText('Kode pos harus 5-10 digit')).toBeHidden();
  await dialog.getByRole('button', { name: 'Simpan Tenant' }).click();
  await expectMessages(dialog, ['Kode pos harus 5-10 digit']);
  await chooseOption(dialog, page, 'Status Halal', 'Bersertifikat Halal');
  await field(dialog, 'Nomor Sertifikat Halal').fill('ID123');
  await dialog.getByRole('button', { name: 'Simpan Tenant' }).click();
  await expectMessages(dialog, ['Nomor sertifikat halal tidak valid (contoh: ID32110000123450123)']);
  // Escape closes the Radix dialog.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // --- User form.
  dialog = await openDialog(page, '/dashboard/users', 'Tambah Pengguna');
  await dialog.getByRole('button', { name: 'Tambah Pengguna' }).click();
  await expectMessages(dialog, ['Nama lengkap harus diisi', 'Email harus diisi', 'Password harus diisi', 'Role harus dipilih']);
  await field(dialog, 'Email').fill('bukan-email');
  await field(dialog, 'Password').fill('12345');
  await dialog.getByRole('button', { name: 'Tambah Pengguna' }).click();
  await expectMessages(dialog, ['Format email tidak valid', 'Password minimal 6 karakter']);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Edit: a blank password is allowed (it is left unchanged).
  await page
    .getByRole('button', { name: /^Edit / })
    .first()
    .click();
  dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Edit Pengguna' })).toBeVisible();
  await field(dialog, 'Nama Lengkap').fill('');
  await dialog.getByRole('button', { name: 'Simpan Perubahan' }).click();
  await expectMessages(dialog, ['Nama lengkap harus diisi']);
  await expect(dialog.getByText('Password harus diisi')).toHaveCount(0);
  await page.keyboard.press('Escape');

  // --- Role form.
  dialog = await openDialog(page, '/dashboard/roles', 'Tambah Role');
  await field(dialog, 'Urutan').fill('');
  await dialog.getByRole('button', { name: 'Simpan Role' }).click();
  await expectMessages(dialog, ['Nama role harus diisi', 'Kode role harus diisi', 'Deskripsi role harus diisi']);
  await field(dialog, 'Kode Role').fill('kode salah');
  await field(dialog, 'Urutan').fill('1000');
  await dialog.getByRole('button', { name: 'Simpan Role' }).click();
  await expectMessages(dialog, ['Kode role harus huruf besar dan underscore saja', 'Urutan harus antara 0-999']);
  // Generate derives the code from the name; typing a system code prefills its default permissions.
  await field(dialog, 'Nama Role').fill('Admin Konten 2');
  await dialog.getByRole('button', { name: 'Generate' }).click();
  await expect(field(dialog, 'Kode Role')).toHaveValue('ADMIN_KONTEN');
  await field(dialog, 'Kode Role').fill('MANAGER');
  await expect(dialog.getByTestId('permission-count')).toHaveText('10 dari 15 permission dipilih');
  await expect(dialog.getByLabel('Lihat (menus.read)')).toBeChecked();
  // Per-area select-all.
  await dialog.getByLabel('Pilih semua Tenant').check();
  await expect(dialog.getByTestId('permission-count')).toHaveText('15 dari 15 permission dipilih');
  await dialog.getByLabel('Pilih semua Tenant').uncheck();
  await expect(dialog.getByTestId('permission-count')).toHaveText('10 dari 15 permission dipilih');
  await page.keyboard.press('Escape');
});

test('menu form shows every message of the spec', async ({ page }) => {
  await loginViaUi(page, MANAGER_WITH_TENANT.email, MANAGER_WITH_TENANT.password);
  const dialog = await openDialog(page, '/dashboard/my-menus', 'Tambah Menu');
  await expect(dialog.getByRole('heading', { name: 'Tambah Menu Baru' })).toBeVisible();
  const save = dialog.getByRole('button', { name: 'Simpan Menu' });

  await save.click();
  await expectMessages(dialog, ['Nama menu harus diisi', 'Harga harus diisi']);

  await field(dialog, 'Nama Menu').fill('A');
  await field(dialog, 'Harga (Rp)').fill('-100');
  await field(dialog, 'Waktu Persiapan (menit)').fill('301');
  await field(dialog, 'Kalori (kkal)').fill('-5');
  await field(dialog, 'Deskripsi').fill('d'.repeat(501));
  await field(dialog, 'Informasi Alergen').fill('a'.repeat(201));
  await field(dialog, 'Bahan').fill('b'.repeat(1001));
  await save.click();
  await expectMessages(dialog, [
    'Nama menu minimal 2 karakter',
    'Harga harus berupa angka positif',
    'Waktu persiapan harus 0-300 menit',
    'Kalori harus berupa angka positif',
    'Deskripsi maksimal 500 karakter',
    'Informasi alergen maksimal 200 karakter',
    'Daftar bahan maksimal 1000 karakter',
  ]);
  await field(dialog, 'Nama Menu').fill('N'.repeat(101));
  await save.click();
  await expectMessages(dialog, ['Nama menu maksimal 100 karakter']);
  await field(dialog, 'Waktu Persiapan (menit)').fill('-1');
  await save.click();
  await expectMessages(dialog, ['Waktu persiapan harus 0-300 menit']);
  // Nothing was saved: closing leaves the list as it was.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
