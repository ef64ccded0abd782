// Closing a dashboard dialog puts keyboard focus back on what opened it (components/ui/focus-return.ts): a form dialog
// and a delete confirmation opened from a row's button, the logout confirmation opened from the user menu, and the
// phone's navigation drawer. Radix does this only for its own Trigger; these are opened from state, and focus used to
// fall to <body>, so the next Tab started again at "Langsung ke konten".
import { expect, test, type Locator, type Page } from '@playwright/test';
import { SUPER_ADMIN, loginViaUi } from './dashboard-helpers';

async function expectFocused(page: Page, target: Locator) {
  await expect(target).toBeFocused();
  // And the next Tab goes on from there, not from the top of the page.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Langsung ke konten' })).not.toBeFocused();
}

test('closing a dialog returns focus to the button that opened it, on a desktop and in the phone drawer', async ({ page }) => {
  await loginViaUi(page, SUPER_ADMIN.email, SUPER_ADMIN.password);
  await page.goto('/dashboard/users');

  const add = page.getByRole('button', { name: 'Tambah Pengguna' });
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expectFocused(page, add);

  const rows = page.getByRole('table', { name: 'Daftar pengguna' });
  const edit = rows.getByRole('button', { name: /^Edit / }).first();
  await edit.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Tutup' }).click();
  await expect(dialog).toBeHidden();
  await expectFocused(page, edit);

  const remove = rows.getByRole('button', { name: /^Hapus / }).last();
  await remove.focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Batal' }).click();
  await expect(confirm).toBeHidden();
  await expectFocused(page, remove);

  // A dialog opened from a menu item (the item goes away with its menu): back to the button that opened the menu.
  const userMenu = page.getByRole('button', { name: /^Menu pengguna/ });
  await userMenu.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Keluar' }).focus();
  await page.keyboard.press('Enter');
  const logout = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(logout).toBeVisible();
  await logout.getByRole('button', { name: 'Batal' }).click();
  await expect(logout).toBeHidden();
  await expectFocused(page, userMenu);

  await page.setViewportSize({ width: 360, height: 740 });
  const menu = page.getByRole('button', { name: 'Buka menu navigasi' });
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Tutup menu' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Tutup menu' })).toBeHidden();
  await expect(menu).toBeFocused();
});

test('the user list on a phone says when each user last logged in (its column is hidden there)', async ({ page }) => {
  await loginViaUi(page, SUPER_ADMIN.email, SUPER_ADMIN.password);
  // Other tests add users (newest first): find the Super Admin by searching.
  await page.goto(`/dashboard/users?search=${encodeURIComponent(SUPER_ADMIN.email)}`);
  const row = page.getByRole('table', { name: 'Daftar pengguna' }).getByRole('row').filter({ hasText: SUPER_ADMIN.email });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('user-last-login')).toBeHidden();
  await page.setViewportSize({ width: 360, height: 740 });
  // The Super Admin has just logged in.
  await expect(row.getByTestId('user-last-login')).toHaveText('Login Terakhir: Baru saja');
});

test("a form sent with errors focuses its first field in error, in the form's order", async ({ page }) => {
  await loginViaUi(page, SUPER_ADMIN.email, SUPER_ADMIN.password);
  await page.goto('/dashboard/roles');
  await page.getByRole('button', { name: 'Tambah Role' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Simpan Role' }).click();
  await expect(dialog.getByLabel('Nama Role')).toBeFocused();
});
