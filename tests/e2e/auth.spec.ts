// Browser journeys of issue 3: registration through the 3 steps with every message, login, staying logged in,
// page access by role, logout with confirmation, the callback URL, and the session-expiry toast.
import { expect, test, type Page } from '@playwright/test';
import { BASE_URL, DEMO, api, uniqueSuffix } from '../helpers/http';

const PASSWORD = 'Rahasia123!';

async function registerThroughApi(): Promise<{ name: string; email: string }> {
  const suffix = uniqueSuffix();
  const name = `Pemilik E2E ${suffix}`;
  const email = `e2e.${suffix}@example.id`;
  const res = await api('/auth/register', { body: { name, email, password: PASSWORD, phone: '081234567890' } });
  expect(res.status).toBe(201);
  return { name, email };
}

async function loginThroughForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Kata sandi', { exact: false }).first().fill(password);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
}

async function sessionOf(page: Page): Promise<{ user?: { email: string }; accessToken?: string }> {
  const res = await page.request.get('/api/auth/session');
  return res.json();
}

/** The browser's session cookie as a Cookie header (it is httpOnly: page scripts cannot read it). */
async function sessionCookie(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name.endsWith('next-auth.session-token'));
  expect(cookie?.httpOnly).toBe(true);
  return `${cookie!.name}=${cookie!.value}`;
}

function currentStep(page: Page) {
  return page.getByRole('navigation', { name: 'Langkah pendaftaran' }).locator('[aria-current="step"]');
}

test.describe('registration and login', () => {
  test('registers through the 3 steps seeing each validation message, logs in and stays logged in', async ({ page }) => {
    const suffix = uniqueSuffix();
    const email = `daftar.${suffix}@example.id`;
    const name = `Pemilik Warung ${suffix}`;

    await page.goto('/pendaftaran');
    await expect(page.getByRole('heading', { level: 1, name: 'Daftar Tenant' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Masuk di sini' })).toHaveAttribute('href', '/login');
    await expect(currentStep(page)).toContainText('Info Pribadi');

    // Submit with everything empty: every required message, and the summary.
    await page.getByRole('button', { name: 'Daftar Sekarang' }).click();
    await expect(page.getByText('Mohon perbaiki semua error sebelum submit')).toBeVisible();
    for (const message of [
      'Nama lengkap wajib diisi',
      'Email wajib diisi',
      'Nomor telepon wajib diisi',
      'Password wajib diisi',
      'Konfirmasi password wajib diisi',
      'Anda harus menyetujui syarat dan ketentuan',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel('Nama lengkap')).toHaveAttribute('aria-invalid', 'true');
    // Focus goes to the first field in error, in the page's order.
    await expect(page.getByLabel('Nama lengkap')).toBeFocused();

    // Step 1, Info Pribadi.
    const nameInput = page.getByLabel('Nama lengkap');
    await nameInput.fill('ab');
    await expect(page.getByText('Nama minimal 3 karakter')).toBeVisible();
    await nameInput.fill(name);
    await expect(page.getByText('Nama minimal 3 karakter')).toBeHidden();

    const emailInput = page.getByLabel('Email');
    await emailInput.fill('bukan-email');
    await expect(page.getByText('Format email tidak valid')).toBeVisible();
    await emailInput.fill(email);
    await expect(page.getByText('Format email tidak valid')).toBeHidden();
    await expect(currentStep(page)).toContainText('Keamanan');

    const phoneInput = page.getByLabel('Nomor telepon');
    await phoneInput.fill('0812');
    await phoneInput.blur();
    await expect(phoneInput).toHaveValue('+62812');
    await expect(page.getByText('Format nomor telepon tidak valid (contoh: +6281234567890)')).toBeVisible();
    await phoneInput.fill('0812 3456 7890');
    await phoneInput.blur();
    await expect(phoneInput).toHaveValue('+6281234567890');
    await expect(page.getByText(/Format nomor telepon tidak valid/)).toBeHidden();

    // Step 2, Keamanan: length rule and the strength meter.
    const passwordInput = page.getByLabel(/^Password/);
    const strength = page.getByTestId('password-strength');
    await passwordInput.fill('abc');
    await expect(page.getByText('Password minimal 8 karakter')).toBeVisible();
    await expect(strength).toContainText('Lemah');
    await passwordInput.fill('rahasia12');
    await expect(strength).toContainText('Cukup');
    await passwordInput.fill('Rahasia12');
    await expect(strength).toContainText('Baik');
    await passwordInput.fill(PASSWORD);
    await expect(strength).toContainText('Kuat');
    await expect(page.getByText('Password minimal 8 karakter')).toBeHidden();

    const confirmInput = page.getByLabel('Konfirmasi password');
    await confirmInput.fill('Berbeda123!');
    await expect(page.getByText('Password tidak cocok')).toBeVisible();
    await expect(currentStep(page)).toContainText('Konfirmasi');
    await confirmInput.fill(PASSWORD);
    await expect(page.getByText('Password tidak cocok')).toBeHidden();

    // Step 3, Konfirmasi: terms still missing.
    await page.getByRole('button', { name: 'Daftar Sekarang' }).click();
    await expect(page.getByText('Anda harus menyetujui syarat dan ketentuan')).toBeVisible();
    await expect(page.getByText('Mohon perbaiki semua error sebelum submit')).toBeVisible();
    await page.getByRole('checkbox', { name: /syarat dan ketentuan/ }).check();
    await expect(page.getByText('Anda harus menyetujui syarat dan ketentuan')).toBeHidden();

    await page.getByRole('button', { name: 'Daftar Sekarang' }).click();
    await expect(page.getByText('Pendaftaran berhasil! Selamat bergabung!')).toBeVisible();
    await expect(nameInput).toHaveValue('');
    await page.waitForURL('**/login', { timeout: 10_000 });

    // A second registration with the same email is refused with the server's message.
    await page.goto('/pendaftaran');
    await page.getByLabel('Nama lengkap').fill(name);
    await page.getByLabel('Email').fill(email.toUpperCase());
    await page.getByLabel('Nomor telepon').fill('081234567890');
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByLabel('Konfirmasi password').fill(PASSWORD);
    await page.getByRole('checkbox', { name: /syarat dan ketentuan/ }).check();
    await page.getByRole('button', { name: 'Daftar Sekarang' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Email sudah terdaftar' }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/pendaftaran$/);

    // Log in with the new account and land on the dashboard.
    await page.goto('/login');
    await loginThroughForm(page, email, PASSWORD);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await expect(page.getByRole('button', { name: new RegExp(`Menu pengguna ${name}`) })).toBeVisible();
    expect((await sessionOf(page)).user?.email).toBe(email);

    // A reload keeps the session; /login now sends a logged-in user to the dashboard.
    await page.reload();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('button', { name: new RegExp(`Menu pengguna ${name}`) })).toBeVisible();
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('login page: branding, links, field messages and the server error box', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Kuliner Tasikmalaya' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Lupa kata sandi?' })).toBeVisible();
    await expect(page.getByText('Atau masuk dengan')).toBeVisible();
    await expect(page.getByRole('link', { name: /Daftar/ }).last()).toHaveAttribute('href', '/pendaftaran');

    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await expect(page.getByText('Email wajib diisi')).toBeVisible();
    await expect(page.getByText('Kata sandi wajib diisi')).toBeVisible();
    await page.getByLabel('Email').fill('bukan-email');
    await page.getByLabel('Kata sandi').first().fill('12345');
    await page.getByLabel('Kata sandi').first().blur();
    await expect(page.getByText('Format email tidak valid')).toBeVisible();
    await expect(page.getByText('Kata sandi minimal 6 karakter')).toBeVisible();

    await loginThroughForm(page, `tidak.ada.${uniqueSuffix()}@example.id`, 'SalahSekali1!');
    const box = page.getByTestId('login-error');
    await expect(box).toHaveText('Email atau kata sandi salah');
    await expect(box).toHaveAttribute('role', 'alert');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a deactivated account is told so after the right password, never after a wrong one', async ({ page }) => {
    // Seeded inactive manager (db/seed-data.ts): never modified by tests.
    await page.goto('/login');
    await loginThroughForm(page, 'dadan.ramdani@example.id', 'BukanSandinya1!');
    const box = page.getByTestId('login-error');
    await expect(box).toHaveText('Email atau kata sandi salah');
    await loginThroughForm(page, 'dadan.ramdani@example.id', 'Manager123!');
    await expect(box).toHaveText('Akun Anda tidak aktif. Silakan hubungi administrator.');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('access by role, logout and the callback URL', () => {
  test('a MANAGER is sent back to /dashboard from a forbidden page, and logs out after confirming', async ({ page }) => {
    const manager = await registerThroughApi();
    await page.goto('/login');
    await loginThroughForm(page, manager.email, PASSWORD);
    await page.waitForURL((url) => url.pathname === '/dashboard');

    for (const forbidden of ['/dashboard/users', '/dashboard/roles', '/dashboard/tenants', '/dashboard/orders']) {
      await page.goto(forbidden);
      await expect(page, forbidden).toHaveURL(/\/dashboard$/);
    }
    await page.goto('/dashboard/my-tenant');
    await expect(page).toHaveURL(/\/dashboard\/my-tenant$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tenant Saya' })).toBeVisible();

    // The browser holds no API token: the session shows none, and page scripts cannot read the cookie.
    const session = await sessionOf(page);
    expect(session.user?.email).toBe(manager.email);
    expect(session).not.toHaveProperty('accessToken');
    expect(JSON.stringify(session)).not.toMatch(/eyJ[\w-]+\.[\w-]+/);
    expect(await page.evaluate(() => document.cookie)).not.toContain('session-token');
    const cookie = await sessionCookie(page);
    expect((await api('/auth/me', { headers: { cookie } })).status).toBe(200);

    await page.getByRole('button', { name: /Menu pengguna/ }).click();
    await page.getByRole('menuitem', { name: 'Keluar' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByText('Apakah Anda yakin ingin keluar?')).toBeVisible();
    // Cancelling keeps the session.
    await dialog.getByRole('button', { name: 'Batal' }).click();
    await expect(page).toHaveURL(/\/dashboard\/my-tenant$/);

    await page.getByRole('button', { name: /Menu pengguna/ }).click();
    await page.getByRole('menuitem', { name: 'Keluar' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Keluar' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect((await sessionOf(page)).user).toBeUndefined();
    // The server revoked the session: the old cookie no longer works.
    expect((await api('/auth/me', { headers: { cookie } })).status).toBe(401);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fdashboard$/);
  });

  test('visiting /dashboard/menus logged out goes to /login with the callback URL and comes back after login', async ({ page }) => {
    await page.goto('/dashboard/menus');
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fdashboard%2Fmenus$/);
    await loginThroughForm(page, DEMO.superAdmin.email, DEMO.superAdmin.password);
    await page.waitForURL((url) => url.pathname === '/dashboard/menus');
    await expect(page.getByRole('button', { name: /Menu pengguna/ })).toBeVisible();
  });

  test("shows 'Memeriksa autentikasi...' while the browser checks the session", async ({ page }) => {
    const manager = await registerThroughApi();
    await page.goto('/login');
    await loginThroughForm(page, manager.email, PASSWORD);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    // Hold the session check back so the waiting state is observable.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/session', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/dashboard/my-tenant');
    await expect(page.getByText('Memeriksa autentikasi...', { exact: true })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Tenant Saya' })).toBeVisible();
    await expect(page.getByText('Memeriksa autentikasi...', { exact: true })).toBeHidden();
  });

  test('a callback URL to another site is ignored', async ({ page }) => {
    const manager = await registerThroughApi();
    await page.goto('/login?callbackUrl=https%3A%2F%2Fevil.example%2F');
    await loginThroughForm(page, manager.email, PASSWORD);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    expect(new URL(page.url()).host).not.toBe('evil.example');
  });

  test('a session revoked on the server ends with the red toast and /login', async ({ page }) => {
    const manager = await registerThroughApi();
    await page.goto('/login');
    await loginThroughForm(page, manager.email, PASSWORD);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    // Leave the dashboard for a page that calls no API, so no request of the open dashboard can notice the revocation
    // (and end the session, toast included) before the navigation below.
    await page.goto('/tentang');
    await page.waitForLoadState('networkidle');
    // Revoke the refresh-token family behind the browser's back (as logout in another tab would).
    const cookie = await sessionCookie(page);
    expect((await api('/auth/logout', { method: 'POST', headers: { cookie, origin: BASE_URL } })).status).toBe(200);
    // The next API call answers 401, the refresh is refused, and the session ends.
    await page.goto('/dashboard/my-tenant');
    await expect(page.getByText('Sesi Anda telah berakhir. Silakan login kembali.')).toBeVisible();
    await page.waitForURL((url) => url.pathname === '/login');
    expect((await sessionOf(page)).user).toBeUndefined();
  });
});
