// MANAGER journey: a newly registered manager creates their tenant (pending), is refused a second one, adds three
// menus with an uploaded image, edits one, deletes one through the confirmation; once an admin approves the tenant
// and the menus, they appear on /rekomendasi-menu.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { formatDate } from '@/lib/format';
import { jakartaDate } from '@/lib/opening-hours';
import {
  ADMIN,
  NEW_PASSWORD,
  chooseOption,
  field,
  loginViaUi,
  logoutViaUi,
  managerWithPendingTenant,
  pngFixture,
  searchList,
  uniqueSuffix,
} from './dashboard-helpers';

const ALREADY = 'Anda sudah memiliki tenant (maksimal 1 tenant per Manager)';

async function fillTenantForm(page: Page, name: string) {
  const dialog = page.getByRole('dialog');
  await field(dialog, 'Nama Tenant').fill(name);
  await field(dialog, 'Alamat').fill('Jl. Otto Iskandardinata No. 12');
  await field(dialog, 'Kode Pos').fill('46111');
  await field(dialog, 'Deskripsi').fill('Warung nasi timbel dan lauk Sunda.');
}

async function addMenu(page: Page, menu: { name: string; price: string; category: string }, image: string, { scan = false } = {}) {
  await page.getByRole('button', { name: 'Tambah Menu' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Tambah Menu Baru' })).toBeVisible();
  if (scan) await expectAccessible(page, 'Tambah Menu dialog');
  await field(dialog, 'Nama Menu').fill(menu.name);
  await field(dialog, 'Deskripsi').fill(`${menu.name} khas Tasikmalaya.`);
  await field(dialog, 'Harga (Rp)').fill(menu.price);
  await expect(field(dialog, 'Harga (Rp)')).toHaveAttribute('step', '100');
  await chooseOption(dialog, page, 'Kategori', menu.category);
  await chooseOption(dialog, page, 'Level Pedas', '3 - Pedas');
  await field(dialog, 'Waktu Persiapan (menit)').fill('20');
  await field(dialog, 'Kalori (kkal)').fill('450');
  await field(dialog, 'Bahan').fill('beras, ayam, sambal');
  await dialog.locator('#menu-image').setInputFiles(image);
  await expect(dialog.getByRole('img', { name: 'Pratinjau gambar menu' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Simpan Menu' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Menu berhasil dibuat!' }).last()).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('a new MANAGER creates a tenant, is refused a second one, manages menus that go public after approval', async ({ browser, page }) => {
  test.slow();
  const suffix = uniqueSuffix();
  const ownerName = `Pemilik Baru ${suffix}`;
  const email = `pemilik.${suffix}@example.id`;
  const tenantName = `Warung Timbel ${suffix}`;
  const menus = [
    { name: `Nasi Timbel Komplit ${suffix}`, price: '25000', category: 'Makanan Utama' },
    { name: `Es Cendol Elizabeth ${suffix}`, price: '8000', category: 'Minuman' },
    { name: `Gehu Pedas ${suffix}`, price: '5000', category: 'Makanan Pembuka' },
  ];
  const image = await pngFixture();

  // --- Register through /pendaftaran.
  await page.goto('/pendaftaran');
  await page.getByLabel('Nama lengkap').fill(ownerName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Nomor telepon').fill('081298765432');
  await page.getByLabel(/^Password/).fill(NEW_PASSWORD);
  await page.getByLabel('Konfirmasi password').fill(NEW_PASSWORD);
  await page.getByLabel(/Saya menyetujui syarat dan ketentuan/).check();
  await page.getByRole('button', { name: 'Daftar Sekarang' }).click();
  await page.waitForURL(/\/login/, { timeout: 60_000 });

  await loginViaUi(page, email, NEW_PASSWORD);
  const nav = page.getByRole('navigation', { name: 'Menu dashboard' });
  await expect(nav.getByRole('link')).toHaveText([/Dashboard/, /Tenant Saya\s*Manager/, /Menu Saya\s*Manager/]);

  // My menus is guarded by the tenant check.
  await nav.getByRole('link', { name: /Menu Saya/ }).click();
  await expect(page.getByRole('heading', { name: 'Belum Memiliki Tenant' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Buat Tenant Sekarang' })).toHaveAttribute('href', '/dashboard/my-tenant');

  // --- Create the tenant. A second tab opened before it still offers the create button.
  await page.getByRole('link', { name: 'Buat Tenant Sekarang' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tenant Saya' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Belum ada tenant' })).toBeVisible();
  const secondTab = await page.context().newPage();
  await secondTab.goto('/dashboard/my-tenant');
  await expect(secondTab.getByRole('heading', { name: 'Belum ada tenant' })).toBeVisible();

  await page.getByRole('button', { name: 'Tambah Tenant' }).click();
  let dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Tambah Tenant Baru' })).toBeVisible();
  // The public contact starts empty and is the owner's to choose: nothing comes from the account (issue 35).
  await expect(field(dialog, 'Email')).toHaveValue('');
  await expect(field(dialog, 'Email')).not.toHaveAttribute('readonly', '');
  await expect(field(dialog, 'Telepon')).toHaveValue('');
  await expectAccessible(page, 'Tambah Tenant dialog of a manager without a tenant');
  await fillTenantForm(page, tenantName);
  const businessEmail = `usaha.${suffix}@example.id`.toLowerCase();
  await field(dialog, 'Email').fill(businessEmail);
  // The slug follows the name.
  await expect(field(dialog, 'Slug')).toHaveValue(`warung-timbel-${suffix}`.toLowerCase());
  await dialog.getByRole('button', { name: 'Simpan Tenant' }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByTestId('my-tenant-card');
  await expect(card).toContainText(tenantName);
  await expect(card).toContainText('Menunggu Persetujuan');
  await expect(card).toContainText(businessEmail);
  await expect(card).not.toContainText(email);
  await expect(page.getByTestId('tenant-limit-notice')).toHaveText(ALREADY);
  await expect(page.getByRole('button', { name: 'Tambah Tenant' })).toHaveCount(0);

  // The second tab tries to create another tenant: the server refuses it.
  await secondTab.getByRole('button', { name: 'Tambah Tenant' }).click();
  const secondDialog = secondTab.getByRole('dialog');
  await fillTenantForm(secondTab, `Warung Kedua ${suffix}`);
  await secondDialog.getByRole('button', { name: 'Simpan Tenant' }).click();
  await expect(secondDialog.getByRole('alert').filter({ hasText: ALREADY })).toBeVisible();
  await secondTab.close();

  // View mode is read-only with a Tutup button.
  await card.getByRole('button', { name: 'Lihat' }).click();
  dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Detail Tenant' })).toBeVisible();
  await expect(dialog.getByRole('textbox')).toHaveCount(0);
  await expectAccessible(page, 'Detail Tenant dialog');
  // The footer's Tutup (the corner X is also named Tutup).
  await dialog.getByRole('button', { name: 'Tutup', exact: true }).last().click();
  await expect(dialog).toBeHidden();

  // Edit mode opens the same form filled in; closing it changes nothing.
  await card.getByRole('button', { name: 'Edit', exact: true }).click();
  dialog = page.getByRole('dialog');
  await expect(field(dialog, 'Nama Tenant')).toHaveValue(tenantName);
  await expectAccessible(page, 'Edit Tenant dialog of a manager');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // 'Tutup sementara': the switch enables the reopening date; saved, the details show both.
  const reopens = jakartaDate(new Date(Date.now() + 10 * 86_400_000));
  await card.getByRole('button', { name: 'Edit', exact: true }).click();
  dialog = page.getByRole('dialog');
  await expect(field(dialog, 'Buka lagi pada')).toBeDisabled();
  await dialog.getByRole('switch', { name: /Tutup sementara/ }).click();
  await field(dialog, 'Buka lagi pada').fill(reopens);
  await dialog.getByRole('button', { name: 'Simpan Perubahan' }).click();
  await expect(dialog).toBeHidden();
  await card.getByRole('button', { name: 'Lihat' }).click();
  await expect(page.getByRole('dialog')).toContainText(`Ya, buka lagi ${formatDate(reopens)}`);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  // --- Three menus with an uploaded image.
  await nav.getByRole('link', { name: /Menu Saya/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Menu Saya' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Belum ada menu' })).toBeVisible();
  for (const [i, menu] of menus.entries()) await addMenu(page, menu, image, { scan: i === 0 });
  await expect(page.getByTestId('menu-card')).toHaveCount(3);
  const counters = page.getByText('Total Menu').locator('..');
  await expect(counters).toContainText('3');
  const firstCard = page.getByTestId('menu-card').filter({ hasText: menus[0]!.name });
  await expect(firstCard).toContainText('Rp 25.000');
  await expect(firstCard).toContainText('Menunggu Persetujuan');
  await expect(firstCard).toContainText('20 menit');
  await expect(firstCard).toContainText('Pedas');
  await expect(firstCard).toContainText('450 kkal');
  await expect(firstCard.getByTestId('menu-image')).toBeVisible();

  // --- Edit one.
  await firstCard.getByRole('button', { name: `Edit ${menus[0]!.name}` }).click();
  dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Edit Menu' })).toBeVisible();
  await field(dialog, 'Harga (Rp)').fill('27500');
  await dialog.getByRole('button', { name: 'Simpan Perubahan' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Menu berhasil diperbarui!' }).last()).toBeVisible();
  await expect(firstCard).toContainText('Rp 27.500');

  // --- One tap marks it sold out today (PATCH isAvailable), and one more makes it available again.
  const available = firstCard.getByRole('switch', { name: `Tersedia hari ini: ${menus[0]!.name}` });
  await expect(available).toBeChecked();
  await available.click();
  await expect(page.getByRole('status').filter({ hasText: 'Menu ditandai tidak tersedia hari ini.' }).last()).toBeVisible();
  await expect(available).not.toBeChecked();
  await expect(firstCard).toContainText('Tidak tersedia');
  await available.click();
  await expect(available).toBeChecked();
  await expect(firstCard).not.toContainText('Tidak tersedia');

  // --- Delete one through the detail view and the confirmation.
  const doomed = page.getByTestId('menu-card').filter({ hasText: menus[2]!.name });
  await doomed.getByRole('button', { name: `Lihat ${menus[2]!.name}` }).click();
  dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Detail Menu' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Edit Menu' })).toBeVisible();
  await expectAccessible(page, 'Detail Menu dialog');
  await dialog.getByRole('button', { name: 'Hapus Menu' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`Apakah Anda yakin ingin menghapus menu "${menus[2]!.name}"?`);
  await expect(confirm).toContainText('permanen');
  await expect(confirm).toContainText('Pesanan yang terkait');
  await confirm.getByRole('button', { name: 'Hapus Menu' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Menu berhasil dihapus!' }).last()).toBeVisible();
  await expect(page.getByTestId('menu-card')).toHaveCount(2);
  await expect(page.getByText(menus[2]!.name)).toHaveCount(0);

  // Not public yet.
  await logoutViaUi(page);
  await page.goto(`/rekomendasi-menu?search=${encodeURIComponent(suffix)}`);
  await expect(page.getByText(menus[0]!.name)).toHaveCount(0);

  // --- An admin approves the tenant and both menus.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await loginViaUi(admin, ADMIN.email, ADMIN.password);
  await admin.goto('/dashboard/tenants');
  await searchList(admin, 'Cari tenant', tenantName);
  await admin.getByRole('button', { name: `Tinjau ${tenantName}` }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Setujui' }).click();
  await expect(admin.getByRole('row', { name: new RegExp(tenantName) })).toContainText('Aktif');
  await admin.goto('/dashboard/menus');
  await searchList(admin, 'Cari menu', suffix);
  await expect(admin.getByRole('row')).toHaveCount(3);
  for (const [i, menu] of menus.slice(0, 2).entries()) {
    await admin.getByRole('button', { name: `Tinjau ${menu.name}` }).click();
    await expect(admin.getByRole('dialog').getByRole('heading', { name: 'Tinjau Menu' })).toBeVisible();
    if (i === 0) await expectAccessible(admin, 'Tinjau Menu dialog');
    await admin.getByRole('dialog').getByRole('button', { name: 'Setujui' }).click();
    await expect(admin.getByRole('dialog')).toBeHidden();
    await expect(admin.getByRole('row', { name: new RegExp(menu.name) })).toContainText('Aktif');
  }
  await adminContext.close();

  // --- Public menu recommendations now list both menus.
  await page.goto(`/rekomendasi-menu?search=${encodeURIComponent(suffix)}`);
  await expect(page.getByText(menus[0]!.name).first()).toBeVisible();
  await expect(page.getByText(menus[1]!.name).first()).toBeVisible();
  await expect(page.getByText(menus[2]!.name)).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test("a manager's food truck gets a kecamatan, coordinates (a pasted Maps pair) and today's spot; a menu is tagged vegan", async ({ page }) => {
    const { account } = await managerWithPendingTenant('Warung Lokal');
    await loginViaUi(page, account.email, account.password);
    await page.goto('/dashboard/my-tenant');
    const card = page.getByTestId('my-tenant-card');
    await card.getByRole('button', { name: 'Edit', exact: true }).click();
    let dialog = page.getByRole('dialog');
    // A food truck gets the "Mangkal hari ini" field.
    await expect(field(dialog, 'Mangkal hari ini')).toHaveCount(0);
    await chooseOption(dialog, page, 'Tipe Tenant', 'Food Truck');
    await expect(field(dialog, 'Mangkal hari ini')).toBeVisible();
    await chooseOption(dialog, page, 'Kecamatan', 'Cihideung');
    // Google Maps copies "lat, lng": pasted into the latitude field, it fills both.
    await field(dialog, 'Garis lintang').fill('-7.3274, 108.2207');
    await expect(field(dialog, 'Garis lintang')).toHaveValue('-7.3274');
    await expect(field(dialog, 'Garis bujur')).toHaveValue('108.2207');
    // No admin-only switch in Tenant Saya.
    await expect(dialog.getByRole('switch', { name: 'Pilihan Kuliner Tasik' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await expect(dialog).toBeHidden();
    await card.getByRole('button', { name: 'Lihat' }).click();
    dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Cihideung');
    await expect(dialog.getByRole('link', { name: '-7.3274, 108.2207' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The one-field update of today's spot.
    const spot = page.getByTestId('today-spot-card');
    await expect(spot.getByTestId('today-spot-current')).toContainText('Belum diisi untuk hari ini');
    await field(spot, 'Lokasi mangkal').fill('Depan Masjid Agung');
    await spot.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Lokasi mangkal hari ini disimpan' }).last()).toBeVisible();
    await expect(spot.getByTestId('today-spot-current')).toContainText('Hari ini: Depan Masjid Agung');

    await page.goto('/dashboard/my-menus');
    await page.getByRole('button', { name: 'Tambah Menu' }).first().click();
    dialog = page.getByRole('dialog');
    const menuName = `Pepes Jamur ${uniqueSuffix()}`;
    await field(dialog, 'Nama Menu').fill(menuName);
    await field(dialog, 'Harga (Rp)').fill('15000');
    await dialog.getByRole('checkbox', { name: 'Vegan' }).click();
    await expect(dialog.getByRole('checkbox', { name: 'Vegetarian' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Simpan Menu' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: `Lihat ${menuName}` }).click();
    await expect(page.getByTestId('menu-details')).toContainText('Vegetarian, Vegan');
  });
});
