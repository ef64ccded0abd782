// Standing check (issue 13 item 4): for each role, every visible, enabled action control of the dashboard is one the
// API accepts for that role. The sidebar and the user menu follow canOpenPage() of lib/auth/permissions.ts, the same
// module the API enforces. Each control is proven through the API as the same user (bearer token):
// - non-destructive probes on the row itself: an empty PATCH (user, role, tenant, menu) or a PATCH to the current
//   status runs the route permission and the per-record policy, then changes nothing (200);
// - create buttons: POST with an empty body gives 400, i.e. the route's permission passed (route() authorizes first);
//   the user form's role options are each proven by creating a throw-away user with that role (201);
// - destructive actions (delete, approve, reject) run on throw-away records of the same kind: a user in the same role
//   as the row, a fresh role, tenant, menu, or pending tenant/menu owned by someone else.
// The inverse named by the issue is asserted too: ADMIN sees no enabled control on Super Admin rows, no 'Super Admin'
// role option and no 'Pengaturan' in the user menu.
import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { DASHBOARD_PAGES, canOpenPage, type DashboardPageKey, type RoleLike } from '../../lib/auth/permissions';
import { api, login, menuBody, randomIp, tenantBody, uniqueCode, uniqueSuffix, type Session } from '../helpers/http';
import { ADMIN, MANAGER_WITH_TENANT, NEW_PASSWORD, SUPER_ADMIN, loginViaUi, managerWithPendingTenant } from './dashboard-helpers';

test.describe.configure({ mode: 'serial' });

interface Actor {
  label: string;
  email: string;
  password: string;
  session: Session;
  role: RoleLike & { id: number };
}

/** One verified control: what it was and the API status that proves it. */
interface Probe {
  control: string;
  status: number;
}

let sa: Session;
/** Creates the throw-away tenants and menus: an ADMIN none of the actors is, since nobody reviews what they created. */
let creator: Session;
let customRole: { id: number; code: string; name: string };
let customPeerId: number;
const customAccount = { email: '', password: NEW_PASSWORD };

async function as<T = any>(actor: Actor | Session, path: string, method: string, body?: unknown) {
  const accessToken = 'session' in actor ? actor.session.accessToken : actor.accessToken;
  return api<T>(path, { method, token: accessToken, body });
}

async function actorFor(label: string, email: string, password: string): Promise<Actor> {
  const session = await login(email, password);
  const role = session.user.role;
  return { label, email, password, session, role: { id: role.id, code: role.code, permissions: role.permissions } };
}

/** A throw-away user in the given role, created by SUPER_ADMIN. */
async function throwAwayUser(roleId: number): Promise<number> {
  const suffix = uniqueSuffix();
  const res = await as(sa, '/users', 'POST', { name: `Uji Aksi ${suffix}`, email: `aksi.${suffix}@example.id`, password: NEW_PASSWORD, roleId });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

async function throwAwayTenant(): Promise<number> {
  const res = await as(creator, '/tenants', 'POST', tenantBody());
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

/** A fresh pending menu of an active tenant no actor owns. */
async function throwAwayPendingMenu(): Promise<number> {
  const tenantId = await throwAwayTenant();
  const res = await as(creator, '/menus', 'POST', menuBody({ tenantId }));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

async function newContext(browser: Browser): Promise<BrowserContext> {
  // One client address per browser login: the app trusts one proxy hop, so login rate limits stay per test.
  return browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': randomIp() } });
}

/** The accessible name of a control (aria-label, else its text). */
async function nameOf(control: Locator): Promise<string> {
  return ((await control.getAttribute('aria-label')) ?? (await control.innerText())).trim();
}

/** Every visible, enabled button, switch and select trigger inside `scope`, with its name. */
async function enabledControls(scope: Locator): Promise<{ name: string; control: Locator }[]> {
  const found: { name: string; control: Locator }[] = [];
  for (const control of await scope.locator('button, [role="switch"], [role="combobox"]').all()) {
    if (!(await control.isVisible()) || !(await control.isEnabled())) continue;
    found.push({ name: await nameOf(control), control });
  }
  return found;
}

/** Controls outside rows that look like writes: each must be one the page test knows and has proven. */
const WRITE_NAME = /^(Tambah|Buat|Edit|Ubah|Hapus|Setujui|Tolak|Aktifkan|Nonaktifkan|Simpan|Status aktif)/;

async function assertNoUnprovenWrites(page: Page, proven: Set<string>, where: string): Promise<void> {
  for (const { name } of await enabledControls(page.locator('main'))) {
    if (WRITE_NAME.test(name)) expect(proven.has(name), `${where}: enabled control "${name}" was not proven against the API`).toBe(true);
  }
}

async function waitForList(page: Page): Promise<void> {
  await expect(page.locator('main [aria-busy="true"], main [role="status"]:has-text("Memuat")')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.locator('main table tbody tr, main [data-testid="menu-card"], main h2, main h3').first()).toBeVisible();
}

// ---------------------------------------------------------------------------------------------------------------
// Pages

async function checkUsersPage(page: Page, actor: Actor, proven: Set<string>, probes: Probe[]): Promise<void> {
  await page.goto('/dashboard/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Manajemen Pengguna' })).toBeVisible();
  await waitForList(page);
  const deleteProvenForRole = new Map<number, number>();
  for (const row of await page.locator('main [data-testid^="user-row-"]').all()) {
    const id = Number((await row.getAttribute('data-testid'))!.replace('user-row-', ''));
    const target = await as(sa, `/users/${id}`, 'GET');
    expect(target.status).toBe(200);
    for (const { name } of await enabledControls(row)) {
      if (name.startsWith('Status aktif ')) {
        const res = await as(actor, `/users/${id}/status`, 'PATCH', { status: target.body.status });
        probes.push({ control: `${name} (user ${id})`, status: res.status });
        expect(res.status, `${actor.label}: "${name}" is enabled but PATCH /users/${id}/status answers ${JSON.stringify(res.body)}`).toBe(200);
      } else if (name.startsWith('Edit ')) {
        const res = await as(actor, `/users/${id}`, 'PATCH', {});
        probes.push({ control: `${name} (user ${id})`, status: res.status });
        expect(res.status, `${actor.label}: "${name}" is enabled but PATCH /users/${id} answers ${JSON.stringify(res.body)}`).toBe(200);
      } else if (name.startsWith('Hapus ')) {
        expect(id, `${actor.label}: delete is offered on its own row`).not.toBe(actor.session.user.id);
        const roleId = target.body.roleId as number;
        if (!deleteProvenForRole.has(roleId)) {
          const throwAway = await throwAwayUser(roleId);
          const res = await as(actor, `/users/${throwAway}`, 'DELETE');
          deleteProvenForRole.set(roleId, res.status);
          probes.push({ control: `${name} (throw-away user in role ${roleId})`, status: res.status });
        }
        expect(deleteProvenForRole.get(roleId), `${actor.label}: "${name}" is enabled but deleting a user of role ${roleId} is refused`).toBe(200);
      } else {
        throw new Error(`${actor.label}: unknown enabled control "${name}" on user row ${id}`);
      }
      proven.add(name);
    }
  }

  const create = page.getByRole('button', { name: 'Tambah Pengguna' });
  if (await create.isVisible()) {
    const res = await as(actor, '/users', 'POST', {});
    probes.push({ control: 'Tambah Pengguna', status: res.status });
    expect(res.status, `${actor.label}: "Tambah Pengguna" shown but POST /users answers ${JSON.stringify(res.body)}`).toBe(400);
    proven.add('Tambah Pengguna');
    // Every role the form offers is one the API lets this user assign.
    await create.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Role/).click();
    const options = page.getByRole('option');
    await expect(options.first()).toBeVisible();
    const offered = (await options.allInnerTexts()).map((t) => t.trim());
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Batal' }).click();
    await expect(dialog).toBeHidden();
    const roles = (await as(sa, '/roles', 'GET')).body.data as { id: number; name: string; code: string }[];
    for (const label of offered) {
      const role = roles.find((r) => label === r.name || label === `${r.name} (Custom)`);
      expect(role, `${actor.label}: offered role "${label}" not found`).toBeTruthy();
      const suffix = uniqueSuffix();
      const created = await as(actor, '/users', 'POST', {
        name: `Uji Role ${suffix}`,
        email: `aksi.role.${suffix}@example.id`,
        password: NEW_PASSWORD,
        roleId: role!.id,
      });
      probes.push({ control: `Role option "${label}"`, status: created.status });
      expect(created.status, `${actor.label}: role option "${label}" offered but POST /users answers ${JSON.stringify(created.body)}`).toBe(201);
      await as(sa, `/users/${created.body.id}`, 'DELETE');
    }
    // Nor its own level: an ADMIN creates no ADMIN (only a SUPER_ADMIN does).
    if (actor.role.code === 'ADMIN') expect(offered.filter((label) => label === 'Super Admin' || label === 'Admin')).toEqual([]);
  }
  await assertNoUnprovenWrites(page, proven, `${actor.label} /dashboard/users`);
}

async function checkRolesPage(page: Page, actor: Actor, proven: Set<string>, probes: Probe[]): Promise<void> {
  await page.goto('/dashboard/roles');
  await expect(page.getByRole('heading', { level: 1, name: 'Manajemen Role & Permission' })).toBeVisible();
  await waitForList(page);
  const roles = (await as(sa, '/roles', 'GET')).body.data as { id: number; code: string }[];
  let deleteStatus: number | null = null;
  for (const row of await page.locator('main [data-testid^="role-row-"]').all()) {
    const code = (await row.getAttribute('data-testid'))!.replace('role-row-', '');
    const role = roles.find((r) => r.code === code)!;
    for (const { name } of await enabledControls(row)) {
      if (name.startsWith('Edit ')) {
        const res = await as(actor, `/roles/${role.id}`, 'PATCH', {});
        probes.push({ control: `${name} (role ${code})`, status: res.status });
        expect(res.status, `${actor.label}: "${name}" enabled but PATCH /roles/${role.id} answers ${JSON.stringify(res.body)}`).toBe(200);
      } else if (name.startsWith('Hapus ')) {
        if (deleteStatus === null) {
          const created = await as(sa, '/roles', 'POST', {
            name: `Uji Hapus ${uniqueSuffix()}`,
            code: uniqueCode('HAPUS'),
            description: 'Role uji',
            permissions: [],
          });
          expect(created.status).toBe(201);
          deleteStatus = (await as(actor, `/roles/${created.body.id}`, 'DELETE')).status;
          probes.push({ control: `${name} (throw-away role)`, status: deleteStatus });
        }
        expect(deleteStatus, `${actor.label}: "${name}" enabled but deleting a role is refused`).toBe(200);
      } else {
        throw new Error(`${actor.label}: unknown enabled control "${name}" on role row ${code}`);
      }
      proven.add(name);
    }
  }
  if (await page.getByRole('button', { name: 'Tambah Role' }).isVisible()) {
    const res = await as(actor, '/roles', 'POST', {});
    probes.push({ control: 'Tambah Role', status: res.status });
    expect(res.status, `${actor.label}: "Tambah Role" shown but POST /roles answers ${JSON.stringify(res.body)}`).toBe(400);
    proven.add('Tambah Role');
  }
  await assertNoUnprovenWrites(page, proven, `${actor.label} /dashboard/roles`);
}

/** Opens a row's review dialog and proves its approve/reject/status buttons on throw-away records. */
async function checkReviewDialog(
  page: Page,
  actor: Actor,
  opener: Locator,
  kind: 'tenants' | 'menus',
  recordId: number,
  proven: Set<string>,
  probes: Probe[],
): Promise<void> {
  await opener.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Tutup' }).first()).toBeVisible();
  const names = await enabledControls(dialog);
  const offersReview = names.some((c) => c.name === 'Setujui');
  if (offersReview) {
    // Approve and reject on throw-away pending records of the same kind, owned by someone else.
    const approveId = kind === 'tenants' ? (await managerWithPendingTenant('Warung Uji Setuju')).tenant.id : await throwAwayPendingMenu();
    const rejectId = kind === 'tenants' ? (await managerWithPendingTenant('Warung Uji Tolak')).tenant.id : await throwAwayPendingMenu();
    const approved = await as(actor, `/${kind}/${approveId}/approve`, 'PATCH');
    const rejected = await as(actor, `/${kind}/${rejectId}/reject`, 'PATCH', { reason: 'Data belum lengkap (uji otomatis)' });
    probes.push({ control: `Setujui (${kind})`, status: approved.status }, { control: `Tolak (${kind})`, status: rejected.status });
    expect(approved.status, `${actor.label}: "Setujui" offered but approve answers ${JSON.stringify(approved.body)}`).toBe(200);
    expect(rejected.status, `${actor.label}: "Tolak" offered but reject answers ${JSON.stringify(rejected.body)}`).toBe(200);
    // The offered review is also not on the actor's own record (the server refuses that).
    const record = await as(sa, `/${kind}/${recordId}`, 'GET');
    const ownerId = kind === 'tenants' ? record.body.ownerId : (await as(sa, `/tenants/${record.body.tenantId}`, 'GET')).body.ownerId;
    expect(ownerId, `${actor.label}: review offered on its own ${kind} record`).not.toBe(actor.session.user.id);
  }
  for (const { name } of names) {
    if (name === 'Aktifkan' || name === 'Nonaktifkan') {
      const res = await as(actor, `/${kind}/${recordId}`, 'PATCH', {});
      probes.push({ control: `${name} (${kind} ${recordId})`, status: res.status });
      expect(res.status, `${actor.label}: "${name}" offered but PATCH /${kind}/${recordId} answers ${JSON.stringify(res.body)}`).toBe(200);
    } else if (!['Tutup', 'Setujui', 'Tolak', 'Close'].includes(name)) {
      throw new Error(`${actor.label}: unknown enabled control "${name}" in the ${kind} review dialog`);
    }
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  for (const { name } of names) proven.add(name);
}

async function checkTenantsPage(page: Page, actor: Actor, proven: Set<string>, probes: Probe[]): Promise<void> {
  // A fresh pending tenant, so the newest-first list's first page has one to open the review dialog on.
  await managerWithPendingTenant('Warung Uji Aksi');
  await page.goto('/dashboard/tenants');
  await expect(page.getByRole('heading', { level: 1, name: 'Manajemen Tenant' })).toBeVisible();
  await waitForList(page);
  let deleteStatus: number | null = null;
  let reviewed = false;
  for (const row of await page.locator('main [data-testid^="tenant-row-"]').all()) {
    const id = Number((await row.getAttribute('data-testid'))!.replace('tenant-row-', ''));
    const tenant = (await as(sa, `/tenants/${id}`, 'GET')).body;
    for (const { name, control } of await enabledControls(row)) {
      if (name.startsWith('Ubah status ')) {
        const res = await as(actor, `/tenants/${id}`, 'PATCH', { status: tenant.status });
        probes.push({ control: `${name} (tenant ${id})`, status: res.status });
        expect(res.status, `${actor.label}: "${name}" enabled but PATCH /tenants/${id} answers ${JSON.stringify(res.body)}`).toBe(200);
      } else if (name.startsWith('Jadikan Pilihan Kuliner Tasik: ') || name.startsWith('Batalkan Pilihan Kuliner Tasik: ')) {
        // The featured toggle: the same value again proves the write is allowed without changing the row.
        const res = await as(actor, `/tenants/${id}`, 'PATCH', { isFeatured: tenant.isFeatured });
        probes.push({ control: `${name} (tenant ${id})`, status: res.status });
        expect(res.status, `${actor.label}: "${name}" enabled but PATCH /tenants/${id} answers ${JSON.stringify(res.body)}`).toBe(200);
      } else if (name.startsWith('Edit ')) {
        const res = await as(actor, `/tenants/${id}`, 'PATCH', {});
        probes.push({ control: `${name} (tenant ${id})`, status: res.status });
        expect(res.status, `${actor.label}: "${name}" enabled but PATCH /tenants/${id} answers ${JSON.stringify(res.body)}`).toBe(200);
      } else if (name.startsWith('Hapus ')) {
        if (deleteStatus === null) {
          deleteStatus = (await as(actor, `/tenants/${await throwAwayTenant()}`, 'DELETE')).status;
          probes.push({ control: `${name} (throw-away tenant)`, status: deleteStatus });
        }
        expect(deleteStatus, `${actor.label}: "${name}" enabled but deleting a tenant is refused`).toBe(200);
      } else if (name.startsWith('Tinjau ')) {
        // Read-only; its dialog's review buttons are checked on one pending row.
        if (!reviewed && tenant.status === 'pending_approval') {
          reviewed = true;
          await checkReviewDialog(page, actor, control, 'tenants', id, proven, probes);
        }
        continue;
      } else {
        throw new Error(`${actor.label}: unknown enabled control "${name}" on tenant row ${id}`);
      }
      proven.add(name);
    }
  }
  expect(reviewed, 'a pending tenant row is on the first page (created in beforeAll)').toBe(true);
  if (await page.getByRole('button', { name: 'Tambah Tenant' }).isVisible()) {
    const res = await as(actor, '/tenants', 'POST', {});
    probes.push({ control: 'Tambah Tenant', status: res.status });
    expect(res.status, `${actor.label}: "Tambah Tenant" shown but POST /tenants answers ${JSON.stringify(res.body)}`).toBe(400);
    proven.add('Tambah Tenant');
  }
  await assertNoUnprovenWrites(page, proven, `${actor.label} /dashboard/tenants`);
}

async function checkMenusPage(page: Page, actor: Actor, proven: Set<string>, probes: Probe[]): Promise<void> {
  await page.goto('/dashboard/menus?status=pending_approval');
  await expect(page.getByRole('heading', { level: 1, name: 'Semua Menu' })).toBeVisible();
  await waitForList(page);
  const rows = await page.locator('main [data-testid^="menu-row-"]').all();
  expect(rows.length, 'a pending menu is listed (created in beforeAll)').toBeGreaterThan(0);
  for (const row of rows) {
    for (const { name } of await enabledControls(row)) {
      if (!name.startsWith('Tinjau ')) throw new Error(`${actor.label}: unknown enabled control "${name}" on a menu row`);
    }
  }
  const first = rows[0]!;
  const id = Number((await first.getAttribute('data-testid'))!.replace('menu-row-', ''));
  await checkReviewDialog(page, actor, first.getByRole('button', { name: /^Tinjau / }), 'menus', id, proven, probes);
  await assertNoUnprovenWrites(page, proven, `${actor.label} /dashboard/menus`);
}

async function checkMyTenantPage(page: Page, actor: Actor, proven: Set<string>, probes: Probe[]): Promise<void> {
  await page.goto('/dashboard/my-tenant');
  await expect(page.getByRole('heading', { level: 1, name: 'Tenant Saya' })).toBeVisible();
  const mine = await as(actor, '/tenants/my-tenant?optional=true', 'GET');
  const tenantId: number | undefined = mine.body?.id;
  await expect(page.locator('main button').first()).toBeVisible();
  for (const { name } of await enabledControls(page.locator('main'))) {
    if (name.startsWith('Edit')) {
      expect(tenantId, `${actor.label}: "${name}" shown without an own tenant`).toBeTruthy();
      const res = await as(actor, `/tenants/${tenantId}`, 'PATCH', {});
      probes.push({ control: `${name} (own tenant ${tenantId})`, status: res.status });
      expect(res.status, `${actor.label}: "${name}" shown but PATCH /tenants/${tenantId} answers ${JSON.stringify(res.body)}`).toBe(200);
      proven.add(name);
    } else if (name.startsWith('Tambah Tenant')) {
      expect(tenantId, `${actor.label}: "Tambah Tenant" shown although the user has a tenant`).toBeFalsy();
      const res = await as(actor, '/tenants/my-tenant', 'POST', {});
      probes.push({ control: name, status: res.status });
      expect(res.status).toBe(400);
      proven.add(name);
    }
  }
  await assertNoUnprovenWrites(page, proven, `${actor.label} /dashboard/my-tenant`);
}

async function checkMyMenusPage(page: Page, actor: Actor, proven: Set<string>, probes: Probe[]): Promise<void> {
  await page.goto('/dashboard/my-menus');
  await expect(page.getByRole('heading', { level: 1, name: 'Menu Saya' })).toBeVisible();
  await waitForList(page);
  const mine = await as(actor, '/menus/my-menus?limit=100', 'GET');
  const menus = (mine.body?.data ?? []) as { id: number; name: string; tenantId: number }[];
  let deleteStatus: number | null = null;
  for (const { name } of await enabledControls(page.locator('main'))) {
    if (name.startsWith('Edit ')) {
      const menu = menus.find((m) => `Edit ${m.name}` === name);
      expect(menu, `${actor.label}: "${name}" is not one of its own menus`).toBeTruthy();
      const res = await as(actor, `/menus/${menu!.id}`, 'PATCH', {});
      probes.push({ control: `${name} (menu ${menu!.id})`, status: res.status });
      expect(res.status, `${actor.label}: "${name}" shown but PATCH /menus/${menu!.id} answers ${JSON.stringify(res.body)}`).toBe(200);
      proven.add(name);
    } else if (name.startsWith('Hapus ')) {
      if (deleteStatus === null) {
        const created = await as(actor, '/menus', 'POST', menuBody());
        expect(created.status, JSON.stringify(created.body)).toBe(201);
        deleteStatus = (await as(actor, `/menus/${created.body.id}`, 'DELETE')).status;
        probes.push({ control: `${name} (throw-away own menu)`, status: deleteStatus });
      }
      expect(deleteStatus, `${actor.label}: "${name}" shown but deleting an own menu is refused`).toBe(200);
      proven.add(name);
    } else if (name === 'Tambah Menu') {
      const res = await as(actor, '/menus', 'POST', {});
      probes.push({ control: name, status: res.status });
      expect(res.status, `${actor.label}: "Tambah Menu" shown but POST /menus answers ${JSON.stringify(res.body)}`).toBe(400);
      proven.add(name);
    }
  }
  await assertNoUnprovenWrites(page, proven, `${actor.label} /dashboard/my-menus`);
}

const PAGE_CHECKS: Partial<Record<DashboardPageKey, typeof checkUsersPage>> = {
  users: checkUsersPage,
  roles: checkRolesPage,
  tenants: checkTenantsPage,
  menus: checkMenusPage,
  'my-tenant': checkMyTenantPage,
  'my-menus': checkMyMenusPage,
};

async function checkRole(browser: Browser, actor: Actor): Promise<Probe[]> {
  const context = await newContext(browser);
  const page = await context.newPage();
  const probes: Probe[] = [];
  try {
    await loginViaUi(page, actor.email, actor.password);

    // Sidebar and user menu: exactly the pages canOpenPage() allows this role.
    const nav = page.getByRole('navigation', { name: 'Menu dashboard' });
    const expected = DASHBOARD_PAGES.filter((p) => canOpenPage(actor.role, p.key)).map((p) => p.title);
    await expect(nav.getByRole('link')).toHaveCount(expected.length);
    for (const title of expected) await expect(nav.getByRole('link', { name: new RegExp(`^${title}`) })).toHaveCount(1);
    await page.getByRole('button', { name: /^Menu pengguna/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Profil' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Pengaturan' })).toHaveCount(canOpenPage(actor.role, 'settings') ? 1 : 0);
    if (canOpenPage(actor.role, 'settings')) {
      const res = await as(actor, '/settings', 'GET');
      expect(res.status, `${actor.label}: 'Pengaturan' offered but GET /settings answers ${res.status}`).toBe(200);
    }
    await page.keyboard.press('Escape');

    for (const [key, check] of Object.entries(PAGE_CHECKS) as [DashboardPageKey, typeof checkUsersPage][]) {
      if (!canOpenPage(actor.role, key)) continue;
      await check(page, actor, new Set(), probes);
    }
  } finally {
    await context.close();
  }
  return probes;
}

test.beforeAll(async () => {
  test.setTimeout(90_000);
  sa = await login(SUPER_ADMIN.email, SUPER_ADMIN.password);
  // A custom role with a subset of permissions, a user in it, a peer it may not act on (same role: peers never take
  // over peers) and a user in a role below it, which it may act on (roles.read lets the page know that role).
  const created = await as(sa, '/roles', 'POST', {
    name: `Peninjau Aksi ${uniqueSuffix()}`,
    code: uniqueCode('AKSI'),
    description: 'Role uji: baca dan ubah pengguna, baca tenant dan role',
    permissions: ['users.read', 'users.update', 'tenants.read', 'roles.read'],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  customRole = created.body;
  const suffix = uniqueSuffix();
  customAccount.email = `peninjau.${suffix}@example.id`;
  const user = await as(sa, '/users', 'POST', { name: `Peninjau ${suffix}`, email: customAccount.email, password: NEW_PASSWORD, roleId: customRole.id });
  expect(user.status, JSON.stringify(user.body)).toBe(201);
  customPeerId = await throwAwayUser(customRole.id);
  const lower = await as(sa, '/roles', 'POST', {
    name: `Di Bawah ${uniqueSuffix()}`,
    code: uniqueCode('BAWAH'),
    description: 'Role uji',
    permissions: ['users.read'],
  });
  expect(lower.status, JSON.stringify(lower.body)).toBe(201);
  await throwAwayUser(lower.body.id);
  const roles = await as<{ data: { id: number; code: string }[] }>(sa, '/roles', 'GET');
  const adminRoleId = roles.body.data.find((r) => r.code === 'ADMIN')!.id;
  const creatorEmail = `pembuat.${uniqueSuffix()}@example.id`;
  const creatorUser = await as(sa, '/users', 'POST', { name: 'Pembuat Data Uji', email: creatorEmail, password: NEW_PASSWORD, roleId: adminRoleId });
  expect(creatorUser.status, JSON.stringify(creatorUser.body)).toBe(201);
  creator = await login(creatorEmail, NEW_PASSWORD);
  // A pending menu for the review dialog of the menus page.
  await throwAwayPendingMenu();
});

test('SUPER_ADMIN: every visible action is accepted by the API', async ({ browser }) => {
  test.slow();
  const actor = await actorFor('SUPER_ADMIN', SUPER_ADMIN.email, SUPER_ADMIN.password);
  const probes = await checkRole(browser, actor);
  expect(probes.some((p) => p.control.startsWith('Hapus '))).toBe(true);
  expect(probes.some((p) => p.control.startsWith('Setujui (tenants)'))).toBe(true);
  expect(probes.some((p) => p.control.startsWith('Setujui (menus)'))).toBe(true);
});

test('ADMIN: every visible action is accepted; nothing on Super Admin rows, no Super Admin option, no Pengaturan', async ({ browser }) => {
  test.slow();
  const actor = await actorFor('ADMIN', ADMIN.email, ADMIN.password);
  const probes = await checkRole(browser, actor);
  expect(probes.some((p) => p.control.startsWith('Role option'))).toBe(true);
  expect(probes.some((p) => p.control.startsWith('Setujui (tenants)'))).toBe(true);

  // The inverse the issue names: Super Admin rows offer no enabled control, with the reason.
  const context = await newContext(browser);
  const page = await context.newPage();
  try {
    await loginViaUi(page, ADMIN.email, ADMIN.password);
    await page.goto('/dashboard/users?role=SUPER_ADMIN');
    const rows = page.locator('main [data-testid^="user-row-"]');
    await expect(rows.first()).toBeVisible();
    for (const row of await rows.all()) {
      expect(await enabledControls(row)).toEqual([]);
      await expect(row.getByRole('button', { name: /^Hapus / })).toBeDisabled();
      await expect(row.getByRole('button', { name: /^Hapus / })).toHaveAccessibleDescription('Hanya Super Admin yang dapat mengubah pengguna Super Admin');
      await expect(row.getByRole('switch')).toBeDisabled();
    }
    // Peers never take over peers: another ADMIN's row offers nothing either, with the level reason.
    const peerName = `Admin Sejawat ${uniqueSuffix()}`;
    const adminRoleId = actor.role.id;
    const peer = await as(sa, '/users', 'POST', { name: peerName, email: `sejawat.${uniqueSuffix()}@example.id`, password: NEW_PASSWORD, roleId: adminRoleId });
    expect(peer.status, JSON.stringify(peer.body)).toBe(201);
    await page.goto(`/dashboard/users?search=${encodeURIComponent(peerName)}`);
    const peerRow = page.getByTestId(`user-row-${peer.body.id}`);
    await expect(peerRow).toBeVisible();
    expect(await enabledControls(peerRow)).toEqual([]);
    await expect(peerRow.getByRole('button', { name: /^Hapus / })).toHaveAccessibleDescription(
      'Hanya Super Admin yang dapat mengubah pengguna dengan role setara atau lebih tinggi dari role Anda',
    );
    await page.getByRole('button', { name: /^Menu pengguna/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Profil' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Pengaturan' })).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('MANAGER: every visible action is accepted by the API', async ({ browser }) => {
  test.slow();
  const actor = await actorFor('MANAGER', MANAGER_WITH_TENANT.email, MANAGER_WITH_TENANT.password);
  const probes = await checkRole(browser, actor);
  expect(probes.some((p) => p.control.startsWith('Edit '))).toBe(true);
});

test('custom role (users.read, users.update, tenants.read, roles.read): every visible action is accepted by the API', async ({ browser }) => {
  test.slow();
  const actor = await actorFor('CUSTOM', customAccount.email, customAccount.password);
  expect(actor.role.code).toBe(customRole.code);
  const probes = await checkRole(browser, actor);
  // It edits and toggles a user whose role is below its own, never its peer in the same role, and nothing that needs
  // a permission it lacks.
  expect(probes.some((p) => p.control.includes(`(user ${customPeerId})`))).toBe(false);
  expect(probes.some((p) => p.control.startsWith('Status aktif '))).toBe(true);
  expect(probes.some((p) => p.control.startsWith('Hapus ') || p.control.startsWith('Tambah') || p.control.startsWith('Setujui'))).toBe(false);
});

test('a refused write shows the server message, not the generic retry text', async ({ browser }) => {
  const name = `Uji Pesan ${uniqueSuffix()}`;
  const created = await as(sa, '/users', 'POST', { name, email: `pesan.${uniqueSuffix()}@example.id`, password: NEW_PASSWORD, roleId: customRole.id });
  expect(created.status).toBe(201);
  const context = await newContext(browser);
  const page = await context.newPage();
  try {
    await loginViaUi(page, SUPER_ADMIN.email, SUPER_ADMIN.password);
    // The server changes its mind between render and click (e.g. a role changed meanwhile): its 403 message shows.
    const serverMessage = 'Anda tidak dapat mengubah pengguna yang rolenya memiliki izin yang tidak Anda miliki';
    await page.route(`**/api/v1/users/${created.body.id}/status`, (route) =>
      route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ message: serverMessage, code: 'FORBIDDEN' }) }),
    );
    await page.goto(`/dashboard/users?search=${encodeURIComponent(name)}`);
    await page.getByRole('switch', { name: `Status aktif ${name}` }).click();
    await expect(page.getByRole('alert').filter({ hasText: serverMessage })).toBeVisible();
    await expect(page.getByText('Gagal mengubah status pengguna. Silakan coba lagi.')).toHaveCount(0);
  } finally {
    await context.close();
  }
});
