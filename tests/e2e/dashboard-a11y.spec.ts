// Accessibility: an axe scan of the main dialogs of each role, and of the phone navigation drawer, reports no serious
// or critical violation. Every page itself is scanned, for every role at phone and desktop size, by dashboard-fit.spec.ts.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { MANAGER_WITH_TENANT, SUPER_ADMIN, loginViaUi, registerManager } from './dashboard-helpers';

async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0);
  await expect(page.locator('main [data-slot="spinner"]')).toHaveCount(0);
}

async function expectNoSeriousViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).exclude('nextjs-portal').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join('\n  ')}`,
  );
  expect(report, `${what}\n${report.join('\n')}`).toEqual([]);
}

async function scanDialog(page: Page, path: string, open: () => Promise<void>) {
  await page.goto(path);
  await settled(page);
  await open();
  await expect(page.getByRole('dialog').or(page.getByRole('alertdialog')).first()).toBeVisible();
  await expectNoSeriousViolations(page, `${path} dialog`);
  await page.keyboard.press('Escape');
}

test('SUPER_ADMIN dialogs have no serious accessibility violations', async ({ page }) => {
  test.slow();
  await loginViaUi(page, SUPER_ADMIN.email, SUPER_ADMIN.password);
  await scanDialog(page, '/dashboard/tenants', () => page.getByRole('button', { name: 'Tambah Tenant' }).click());
  await scanDialog(page, '/dashboard/tenants', () =>
    page
      .getByRole('button', { name: /^Tinjau / })
      .first()
      .click(),
  );
  await scanDialog(page, '/dashboard/users', () => page.getByRole('button', { name: 'Tambah Pengguna' }).click());
  await scanDialog(page, '/dashboard/roles', () => page.getByRole('button', { name: 'Tambah Role' }).click());
  await scanDialog(page, '/dashboard/menus', () =>
    page
      .getByRole('button', { name: /^Tinjau / })
      .first()
      .click(),
  );
  await scanDialog(page, '/dashboard/users', async () => {
    await page
      .getByRole('button', { name: /^Hapus / })
      .nth(1)
      .click();
  });
});

test('MANAGER dialogs and the phone drawer have no serious accessibility violations', async ({ page }) => {
  test.slow();
  await loginViaUi(page, MANAGER_WITH_TENANT.email, MANAGER_WITH_TENANT.password);
  await scanDialog(page, '/dashboard/my-menus', () => page.getByRole('button', { name: 'Tambah Menu' }).first().click());
  await scanDialog(page, '/dashboard/my-menus', () =>
    page
      .getByRole('button', { name: /^Lihat / })
      .first()
      .click(),
  );
  await scanDialog(page, '/dashboard/my-tenant', () => page.getByRole('button', { name: 'Edit', exact: true }).click());
  await scanDialog(page, '/dashboard/my-tenant', () => page.getByRole('button', { name: 'Lihat', exact: true }).click());

  // Phone: the sidebar becomes a drawer behind the menu button.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard/my-menus');
  await settled(page);
  await expect(page.getByRole('navigation', { name: 'Menu dashboard' })).toBeHidden();
  await expectNoSeriousViolations(page, 'my-menus on a phone');
  await page.getByRole('button', { name: 'Buka menu navigasi' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu navigasi' });
  await expect(drawer.getByRole('link', { name: /Tenant Saya/ })).toBeVisible();
  await expectNoSeriousViolations(page, 'navigation drawer');
  await drawer.getByRole('link', { name: /Tenant Saya/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/my-tenant$/);
  await expect(drawer).toBeHidden();
});

test('the tenant form of a manager without a tenant has no serious accessibility violations', async ({ page }) => {
  const account = await registerManager('Pemilik A11y');
  await loginViaUi(page, account.email, account.password);
  await scanDialog(page, '/dashboard/my-tenant', () => page.getByRole('button', { name: 'Tambah Tenant' }).click());
});
