// /reports: summary figures that add up, and real CSV and XLSX exports.
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { MENU_CATEGORIES, MENU_STATUSES, TENANT_STATUSES, TENANT_TYPES } from '@/lib/constants';
import { BASE_URL, api, loginAs, uniqueSuffix } from '../helpers/http';
import { createUser, roleIdByCode, sessionWith, superAdminToken } from './admin-fixtures';
import { checkResponse as checkDocumented } from '../helpers/contract';

const sum = (o: Record<string, number>) => Object.values(o).reduce((a, b) => a + b, 0);

function jakartaToday(): string {
  return new Date(Date.now() + 7 * 3600 * 1000).toISOString().slice(0, 10);
}

async function download(path: string, token: string) {
  const res = await fetch(`${BASE_URL}/api/v1${path}`, { headers: { authorization: `Bearer ${token}` } });
  const bytes = Buffer.from(await res.arrayBuffer());
  const type = res.headers.get('content-type');
  const body = type?.includes('json') ? JSON.parse(bytes.toString('utf8')) : null;
  await checkDocumented(BASE_URL, { method: 'GET', url: res.url, status: res.status, contentType: type, body });
  return { res, bytes };
}

describe('GET /reports/summary', () => {
  it('needs a token (401) and the report permissions (403)', async () => {
    expect((await api('/reports/summary')).status).toBe(401);
    expect((await api('/reports/summary', { token: (await loginAs('manager')).accessToken })).status).toBe(403);
    // All three are needed: tenants.read + menus.read without users.read is not enough.
    const partial = await sessionWith(['tenants.read', 'menus.read']);
    expect((await api('/reports/summary', { token: partial.accessToken })).status).toBe(403);
    const full = await sessionWith(['tenants.read', 'menus.read', 'users.read']);
    expect((await api('/reports/summary', { token: full.accessToken })).status).toBe(200);
  });

  it('answers every figure, and the figures add up', async () => {
    const admin = await loginAs('admin');
    const res = await api('/reports/summary', { token: admin.accessToken });
    expect(res.status).toBe(200);
    const s = res.body;
    expect(Object.keys(s.tenantsByStatus).sort()).toEqual([...TENANT_STATUSES].sort());
    expect(Object.keys(s.tenantsByType).sort()).toEqual([...TENANT_TYPES].sort());
    expect(Object.keys(s.menusByStatus).sort()).toEqual([...MENU_STATUSES].sort());
    expect(Object.keys(s.menusByCategory).sort()).toEqual([...MENU_CATEGORIES].sort());
    expect(sum(s.tenantsByStatus)).toBe(s.totals.tenants);
    expect(sum(s.tenantsByType)).toBe(s.totals.tenants);
    expect(sum(s.menusByStatus)).toBe(s.totals.menus);
    expect(sum(s.menusByCategory)).toBe(s.totals.menus);
    expect(sum(s.usersByStatus)).toBe(s.totals.users);
    expect(s.usersByRole.reduce((a: number, r: { count: number }) => a + r.count, 0)).toBe(s.totals.users);
    expect(s.usersByRole.length).toBe(s.totals.roles);
    expect(s.usersByRole.find((r: { code: string }) => r.code === 'SUPER_ADMIN').count).toBeGreaterThanOrEqual(1);
    // Seeded demo data: 28 tenants (18 active) and 170 menus at least.
    expect(s.totals.tenants).toBeGreaterThanOrEqual(28);
    expect(s.tenantsByStatus.active).toBeGreaterThanOrEqual(18);
    expect(s.totals.menus).toBeGreaterThanOrEqual(170);
    expect(s.newUsers.last7Days).toBeLessThanOrEqual(s.newUsers.last30Days);
    expect(s.newUsers.last30Days).toBeLessThanOrEqual(s.totals.users);
    expect(s.averageRating).not.toBeNull();
    expect(s.averageRating).toBeGreaterThanOrEqual(0);
    expect(s.averageRating).toBeLessThanOrEqual(5);
    expect(Math.round(s.averageRating * 10) / 10).toBe(s.averageRating);
    expect(s.registrationsPerDay).toHaveLength(30);
    const dates = s.registrationsPerDay.map((d: { date: string }) => d.date);
    expect([...dates].sort()).toEqual(dates);
    expect(new Set(dates).size).toBe(30);
    expect(dates[29]).toBe(jakartaToday());
    const chartUsers = s.registrationsPerDay.reduce((a: number, d: { users: number }) => a + d.users, 0);
    expect(chartUsers).toBeLessThanOrEqual(s.totals.users);
  });

  it('counts a new user in the last 7 days and in today’s registrations', async () => {
    await createUser(await roleIdByCode('MANAGER'));
    const s = (await api('/reports/summary', { token: await superAdminToken() })).body;
    expect(s.newUsers.last7Days).toBeGreaterThanOrEqual(1);
    expect(s.registrationsPerDay[29].users).toBeGreaterThanOrEqual(1);
  });
});

describe('GET /reports/export', () => {
  it('exports CSV with a BOM, a header row, a dated attachment name, and neutralized formulas', async () => {
    const token = await superAdminToken();
    const suffix = uniqueSuffix();
    const sneaky = await createUser(await roleIdByCode('MANAGER'), { name: `=HYPERLINK("http://evil.example/${suffix}","klik")` });
    const { res, bytes } = await download('/reports/export?format=csv&entity=users', token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="laporan-users-${jakartaToday()}.csv"`);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8').slice(1);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('ID,Nama,Email,Telepon,Role,Kode Role,Status,Login Terakhir,Dibuat');
    expect(lines.length).toBeGreaterThan(3);
    const row = lines.find((l) => l.startsWith(`${sneaky.id},`));
    expect(row).toBeDefined();
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example/${suffix}"",""klik"")"`);
    await api(`/users/${sneaky.id}`, { method: 'DELETE', token });
  });

  it('exports tenants and menus as CSV', async () => {
    const admin = await loginAs('admin');
    for (const [entity, header] of [
      ['tenants', 'ID,Nama Tenant,Slug,Tipe,Status'],
      ['menus', 'ID,Nama Menu,Tenant,Kategori,Harga (IDR)'],
    ] as const) {
      const { res, bytes } = await download(`/reports/export?entity=${entity}`, admin.accessToken);
      expect(res.status, entity).toBe(200);
      expect(res.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="laporan-${entity}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`));
      const lines = bytes.toString('utf8').slice(1).trim().split('\r\n');
      expect(lines[0]!.startsWith(header)).toBe(true);
      expect(lines.length - 1).toBe(Number(res.headers.get('x-row-count')));
      expect(lines.length).toBeGreaterThan(entity === 'menus' ? 170 : 28);
    }
  });

  it('exports a real XLSX that exceljs opens, with the header and every row', async () => {
    const token = await superAdminToken();
    const { res, bytes } = await download('/reports/export?format=xlsx&entity=tenants', token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="laporan-tenants-${jakartaToday()}.xlsx"`);
    expect(bytes.subarray(0, 2).toString('ascii')).toBe('PK');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('ID');
    expect(sheet.getRow(1).getCell(2).value).toBe('Nama Tenant');
    expect(sheet.rowCount - 1).toBe(Number(res.headers.get('x-row-count')));
    expect(sheet.rowCount).toBeGreaterThan(28);
    expect(typeof sheet.getRow(2).getCell(1).value).toBe('number');
    expect(sheet.getRow(2).getCell(15).value).toBeInstanceOf(Date);

    const menus = await download('/reports/export?format=XLSX&entity=menus', token);
    const menuBook = new ExcelJS.Workbook();
    await menuBook.xlsx.load(menus.bytes as unknown as ArrayBuffer);
    expect(menuBook.worksheets[0]!.rowCount).toBeGreaterThan(170);
  });

  it('answers 400 for a bad format or entity, 401/403 without the permissions', async () => {
    const token = await superAdminToken();
    const badFormat = await api('/reports/export?format=pdf&entity=users', { token });
    expect(badFormat.status).toBe(400);
    expect(badFormat.body.errors.format).toBe('Format harus csv atau xlsx');
    expect((await api('/reports/export?format=csv', { token })).status).toBe(400);
    expect((await api('/reports/export?entity=orders', { token })).status).toBe(400);
    expect((await api('/reports/export?entity=users')).status).toBe(401);
    expect((await api('/reports/export?entity=users', { token: (await loginAs('manager')).accessToken })).status).toBe(403);
  });
  it('serves a burst of exports a few at a time: each completes or is told to retry, and the public site keeps answering', async () => {
    const token = await superAdminToken();
    const kinds = ['tenants', 'menus', 'users'] as const;
    const exports = Array.from({ length: 14 }, (_, i) => download(`/reports/export?format=${i % 2 ? 'xlsx' : 'csv'}&entity=${kinds[i % 3]}`, token));
    const reads = Array.from({ length: 6 }, (_, i) => api(`/menus/public?limit=5&page=${i + 1}`));
    const [done, publicReads] = await Promise.all([Promise.all(exports), Promise.all(reads)]);
    expect(publicReads.map((r) => r.status)).toEqual(publicReads.map(() => 200));
    const served = done.filter(({ res }) => res.status === 200);
    for (const { res, bytes } of done) {
      if (res.status === 200) {
        expect(Number(res.headers.get('x-row-count'))).toBeGreaterThan(0);
        expect(bytes.length).toBeGreaterThan(100);
      } else {
        // Two run and eight wait per instance; a request beyond those is refused at once, never failed.
        expect(res.status).toBe(503);
        expect(res.headers.get('retry-after')).toBe('10');
        expect(JSON.parse(bytes.toString('utf8'))).toMatchObject({
          code: 'SERVICE_BUSY',
          message: 'Server sedang menyiapkan banyak ekspor, silakan coba lagi sebentar lagi',
        });
      }
    }
    expect(served.length).toBeGreaterThanOrEqual(10);
  });
});
