// Shared steps of the dashboard journeys (tests/e2e/dashboard-*.spec.ts): login through /login, Radix selects,
// unique names, a generated PNG, and API setup of data that a scenario needs to exist beforehand.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { expect, type Locator, type Page } from '@playwright/test';
import { api, randomIp, tenantBody, uniqueSuffix } from '../helpers/http';

export const SUPER_ADMIN = { email: 'admin@kuliner-tasik.id', password: 'Admin123!' };
export const ADMIN = { email: 'staf@kuliner-tasik.id', password: 'Admin123!' };
export const MANAGER_WITH_TENANT = { email: 'ujang.suryana@example.id', password: 'Manager123!' };
export const NEW_PASSWORD = 'Rahasia123!';

/** Upper-case letters only (role codes keep letters and underscores). */
export function letters(length = 6): string {
  const bytes = crypto.randomBytes(length);
  return Array.from(bytes, (b) => String.fromCharCode(65 + (b % 26))).join('');
}

export { uniqueSuffix };

/** Logs in through the /login form and waits for the dashboard. */
export async function loginViaUi(page: Page, email: string, password: string): Promise<void> {
  for (let attempt = 1; attempt <= 2; attempt++) {
    await page.goto('/login');
    // The page's first session request sets the CSRF cookie; signing in before it settles can race it.
    await page.waitForLoadState('networkidle');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Kata sandi', { exact: false }).first().fill(password);
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    try {
      await page.waitForURL(/\/dashboard(\/|\?|$)/, { timeout: attempt === 1 ? 20_000 : 40_000 });
      break;
    } catch (error) {
      if (attempt === 2) throw error;
    }
  }
  await expect(
    page
      .getByRole('navigation', { name: 'Menu dashboard' })
      .or(page.getByRole('button', { name: 'Buka menu navigasi' }))
      .first(),
  ).toBeVisible();
}

/** Logs out through the user menu and its confirmation. */
export async function logoutViaUi(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Menu pengguna/ }).click();
  await page.getByRole('menuitem', { name: 'Keluar' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText('Apakah Anda yakin ingin keluar?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Keluar' }).click();
  await page.waitForURL(/\/login/);
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A form control by its visible label (required fields add '*' and '(wajib)' after it). */
export function field(scope: Page | Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${escapeRegExp(label)}(?![A-Za-z0-9])`));
}

/** Picks an option of a Radix select identified by its label. */
export async function chooseOption(scope: Page | Locator, page: Page, label: string, option: string | RegExp): Promise<void> {
  await field(scope, label).click();
  await page.getByRole('option', { name: option }).click();
}

/** Fills the dashboard list search box and waits for the URL to carry it. */
export async function searchList(page: Page, label: string, term: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).fill(term);
  await page.waitForURL((url) => url.searchParams.get('search') === term);
}

let pngPath: string | null = null;

/** A small real PNG, generated once per worker with sharp. */
export async function pngFixture(): Promise<string> {
  if (pngPath) return pngPath;
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dashboard-e2e-'));
  const file = path.join(dir, 'menu.png');
  await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 180, g: 35, b: 24 } } })
    .png()
    .toFile(file);
  pngPath = file;
  return file;
}

export interface ApiSession {
  accessToken: string;
  user: { id: number; name: string; email: string };
}

export async function apiLogin(email: string, password: string): Promise<ApiSession> {
  const res = await api<ApiSession>('/auth/login', { body: { email, password }, headers: { 'x-forwarded-for': randomIp() } });
  if (res.status !== 200) throw new Error(`login ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Registers a fresh MANAGER through the API (scenario setup only). */
export async function registerManager(prefix = 'Pemilik'): Promise<{ name: string; email: string; password: string }> {
  const suffix = uniqueSuffix();
  const account = { name: `${prefix} ${suffix}`, email: `dash.${suffix}@example.id`, password: NEW_PASSWORD };
  const res = await api('/auth/register', { body: { ...account, phone: '081234567890' } });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return account;
}

/** A fresh manager who owns a fresh pending tenant (setup for the review scenario). */
export async function managerWithPendingTenant(
  prefix: string,
): Promise<{ account: { name: string; email: string; password: string }; tenant: { id: number; name: string; slug: string } }> {
  const account = await registerManager(prefix);
  const session = await apiLogin(account.email, account.password);
  const body = tenantBody({ name: `${prefix} ${uniqueSuffix()}` });
  body.slug = body.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const res = await api<{ id: number; name: string; slug: string; status: string }>('/tenants/my-tenant', { token: session.accessToken, body });
  if (res.status !== 201) throw new Error(`tenant create failed: ${res.status} ${JSON.stringify(res.body)}`);
  expect(res.body.status).toBe('pending_approval');
  return { account, tenant: res.body };
}
