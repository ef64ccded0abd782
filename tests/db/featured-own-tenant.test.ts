// Issue 35, "no account features its own tenant": the 'Pilihan Kuliner Tasik' flag is refused (403) to an account on a
// tenant it owns, whether it sets the flag or takes over a featured tenant, while another admin sets it as before.
// The API never lets an admin own a tenant through its own paths, so the owning admin is made directly in the
// database (an account from before the owner rule, or a role changed outside the app): the query is the last word.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '@/db/queries/actor';
import { createTenant, updateTenant } from '@/db/queries/tenants';
import { POLICY_MESSAGES, ROLE_DEFAULT_PERMISSIONS } from '@/lib/auth/permissions';
import { createTenantSchema } from '@/lib/validations/tenant';
import { appTestDatabase } from '../helpers/db';

const db = appTestDatabase({ seed: true });
let owningAdmin: Actor;
let otherAdmin: Actor;
let tenantId = 0;

const ADMIN_ROLE = { code: 'ADMIN', permissions: ROLE_DEFAULT_PERMISSIONS.ADMIN };

beforeAll(async () => {
  const t = db();
  const rows = await t.db.execute<{ id: number }>(sql`
    insert into users (name, email, password_hash, role_id)
    select 'Admin Pemilik ' || g, 'admin.pemilik' || g || '@example.id', 'x', (select id from roles where code = 'ADMIN')
    from generate_series(1, 2) g
    returning id`);
  const [first, second] = rows.rows.map((r) => Number(r.id));
  owningAdmin = { id: first!, role: ADMIN_ROLE };
  otherAdmin = { id: second!, role: ADMIN_ROLE };
  const created = await t.db.execute<{ id: number }>(sql`
    insert into tenants (owner_id, name, slug, address, province, postal_code, status)
    values (${first}, 'Warung Admin Sendiri', 'warung-admin-sendiri', 'Jl. Uji 1', 'Jawa Barat', '46111', 'active')
    returning id`);
  tenantId = Number(created.rows[0]!.id);
});

describe("'Pilihan Kuliner Tasik' on one's own tenant", () => {
  it('is refused to its owner (403), and the tenant stays unfeatured', async () => {
    await expect(updateTenant({ id: tenantId, input: { isFeatured: true }, actor: owningAdmin })).rejects.toMatchObject({
      kind: 'forbidden',
      message: POLICY_MESSAGES.featureOwnTenant,
    });
    const [row] = (await db().db.execute<{ is_featured: boolean }>(sql`select is_featured from tenants where id = ${tenantId}`)).rows;
    expect(row!.is_featured).toBe(false);
  });

  it('is set by another admin; its owner may still edit other fields and unfeature it', async () => {
    const featured = await updateTenant({ id: tenantId, input: { isFeatured: true }, actor: otherAdmin });
    expect(featured.isFeatured).toBe(true);
    const edited = await updateTenant({ id: tenantId, input: { address: 'Jl. Baru No. 2' }, actor: owningAdmin });
    expect(edited).toMatchObject({ isFeatured: true, address: 'Jl. Baru No. 2' });
    const unfeatured = await updateTenant({ id: tenantId, input: { isFeatured: false }, actor: owningAdmin });
    expect(unfeatured.isFeatured).toBe(false);
  });

  it('an admin cannot create a featured tenant owned by themself', async () => {
    await expect(
      createTenant({
        input: createTenantSchema.parse({
          name: 'Warung Admin Kedua',
          slug: 'warung-admin-kedua',
          address: 'Jl. Uji 2',
          city: 'Tasikmalaya',
          province: 'Jawa Barat',
          postalCode: '46111',
          isFeatured: true,
          ownerId: otherAdmin.id,
        }),
        actor: otherAdmin,
      }),
    ).rejects.toMatchObject({ kind: 'forbidden', message: POLICY_MESSAGES.featureOwnTenant });
  });
});
