// The dashboard report reads every figure in one read-only transaction (one snapshot, so the counts add up). A
// transaction holds one connection, which runs one statement at a time: the figures are read one after another, never
// handed to the connection all at once (pg queues those with a deprecation warning, and pg 9 refuses them).
import { describe, expect, it } from 'vitest';
import { getReportSummary } from '@/db/queries/reports';
import { appTestDatabase } from '../helpers/db';

appTestDatabase({ seed: true });

describe('getReportSummary', () => {
  it('reads its figures one statement at a time in its transaction, and they add up', async () => {
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(w.message);
    process.on('warning', onWarning);
    try {
      const report = await getReportSummary();
      // Warnings are emitted on the next tick.
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((m) => m.includes('already executing a query'))).toEqual([]);
      expect(report.totals.tenants).toBeGreaterThan(0);
      expect(Object.values(report.tenantsByStatus).reduce((a, b) => a + b, 0)).toBe(report.totals.tenants);
      expect(Object.values(report.menusByCategory).reduce((a, b) => a + b, 0)).toBe(report.totals.menus);
      expect(report.usersByRole.reduce((a, r) => a + r.count, 0)).toBe(report.totals.users);
    } finally {
      process.off('warning', onWarning);
    }
  });
});

describe('the active tenants the dashboards count', () => {
  it('are the tenants the public lists: an active tenant without an active menu is not counted as listed', async () => {
    const { getDb } = await import('@/db/index');
    const { tenants } = await import('@/db/schema');
    const { listPublicTenants } = await import('@/db/queries/public');
    const db = await getDb();
    await db.insert(tenants).values({
      name: 'Warung Tanpa Menu Aktif',
      slug: 'warung-tanpa-menu-aktif',
      address: 'Jl. Uji 1',
      province: 'Jawa Barat',
      postalCode: '46111',
      status: 'active',
    });
    const report = await getReportSummary();
    const listed = await listPublicTenants({ page: 1, limit: 1 });
    expect(report.listedTenants).toBe(listed.total);
    expect(report.tenantsByStatus.active).toBeGreaterThan(report.listedTenants);
  });
});
