// The public read model under concurrent writes (issue 11): menus carry a copy of their tenant's status and rating,
// kept by triggers (migration 0007). A suspension racing menu reviews and owner edits of the same tenant's menus
// must neither deadlock (a 409 'Terjadi konflik data' or a 500) nor leave a copy stale: the public list follows the
// tenant's final status, and its rating order follows a changed rating.
import { describe, expect, it } from 'vitest';
import { api, createManager, eventually, loginAs, menuBody, tenantBody, type ApiResponse } from '../helpers/http';

const MENUS = 8;

function expectNoConflict(responses: ApiResponse[]) {
  for (const res of responses) {
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
    expect(res.body?.message ?? '').not.toMatch(/konflik data/);
  }
}

describe('public read model under concurrent writes', () => {
  it('a suspension racing menu reviews and owner edits: no conflict, and the public list follows the final status', async () => {
    const admin = await loginAs('superAdmin');
    const manager = await createManager();
    const created = await api('/tenants', { token: admin.accessToken, body: tenantBody({ status: 'active', ownerId: manager.user.id }) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const tenantId: number = created.body.id;
    const menuIds: number[] = [];
    for (let i = 0; i < MENUS; i++) {
      const res = await api('/menus', { token: manager.accessToken, body: menuBody() });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      menuIds.push(res.body.id);
    }

    for (const [round, status] of (['suspended', 'active'] as const).entries()) {
      const batch = await Promise.all([
        ...(round === 0 ? menuIds.map((id) => api(`/menus/${id}/approve`, { method: 'PATCH', token: admin.accessToken })) : []),
        ...menuIds.map((id) => api(`/menus/${id}`, { method: 'PATCH', token: manager.accessToken, body: { isAvailable: round === 1 } })),
        api(`/tenants/${tenantId}`, { method: 'PATCH', token: admin.accessToken, body: { status } }),
      ]);
      expectNoConflict(batch);
    }

    // Active again: every approved menu is public, and carries the tenant's rating for the order.
    await eventually(async () => {
      const res = await api(`/menus/public/tenant/${tenantId}?limit=50`);
      return res.status === 200 && res.body.meta.total === MENUS;
    });
    expectNoConflict([await api(`/tenants/${tenantId}`, { method: 'PATCH', token: admin.accessToken, body: { rating: 5 } })]);
    await eventually(async () => {
      const res = await api('/menus/public?limit=50');
      const ours = res.body.data.filter((m: { tenantId: number }) => m.tenantId === tenantId);
      return ours.length > 0 && ours.every((m: { tenant: { rating: number } }) => m.tenant.rating === 5);
    });

    // Suspended while the owner edits: none of its menus stays public.
    expectNoConflict(
      await Promise.all([
        ...menuIds.map((id) => api(`/menus/${id}`, { method: 'PATCH', token: manager.accessToken, body: { isAvailable: false } })),
        api(`/tenants/${tenantId}`, { method: 'PATCH', token: admin.accessToken, body: { status: 'suspended' } }),
      ]),
    );
    await eventually(async () => {
      const res = await api(`/menus/public?limit=50&search=${encodeURIComponent(created.body.name)}`);
      return res.status === 200 && res.body.data.every((m: { tenantId: number }) => m.tenantId !== tenantId);
    });
    expect((await api(`/menus/public/tenant/${tenantId}`)).status).toBe(404);
  });
});
