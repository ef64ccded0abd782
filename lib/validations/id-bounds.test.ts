// Ids in JSON bodies stop at the Postgres integer maximum: beyond it the answer is a 400 field error, not a database error.
import { describe, expect, it } from 'vitest';
import { createMenuSchema } from './menu';
import { createTenantSchema, updateTenantSchema } from './tenant';

const TOO_BIG = 2147483648;

describe('body ids', () => {
  it('refuses ownerId and tenantId above 2147483647 and accepts the maximum', () => {
    expect(updateTenantSchema.safeParse({ ownerId: TOO_BIG }).error?.issues[0]?.path).toEqual(['ownerId']);
    expect(updateTenantSchema.safeParse({ ownerId: 2147483647 }).success).toBe(true);
    const tenant = createTenantSchema.safeParse({ ownerId: TOO_BIG });
    expect(tenant.error?.issues.some((i) => i.path[0] === 'ownerId')).toBe(true);
    const menu = createMenuSchema.safeParse({ name: 'Nasi Tutug', price: 10000, tenantId: TOO_BIG });
    expect(menu.error?.issues.map((i) => i.path[0])).toEqual(['tenantId']);
    expect(createMenuSchema.safeParse({ name: 'Nasi Tutug', price: 10000, tenantId: 2147483647 }).success).toBe(true);
  });
});
