// Two active tenants never share a name folded (case, accents, punctuation) without spaces (issue 35): the unique
// partial index tenants_active_name_unique, and the data fix that lets its migration run on a database that already
// holds such twins (drizzle/*_active_tenant_names.sql: the one live first keeps the name, the others are rejected).
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/db';

let t: TestDatabase;

const MIGRATION = fs.readdirSync(path.resolve('drizzle')).find((f) => /^\d{4}_active_tenant_names\.sql$/.test(f));

async function insertTenant(name: string, slug: string, status: string, approvedDaysAgo: number | null) {
  const approvedAt = approvedDaysAgo == null ? 'null' : `now() - interval '${approvedDaysAgo} days'`;
  await t.exec(
    `insert into tenants (name, slug, address, province, postal_code, status, approved_at)
     values ('${name}', '${slug}', 'Jl. Uji', 'Jawa Barat', '46111', '${status}', ${approvedAt})`,
  );
}

async function statuses(): Promise<Record<string, { status: string; reason: string | null }>> {
  const rows = await t.db.execute<{ slug: string; status: string; rejection_reason: string | null }>(
    sql`select slug, status, rejection_reason from tenants where slug like 'kembar-%' order by slug`,
  );
  return Object.fromEntries(rows.rows.map((r) => [r.slug, { status: r.status, reason: r.rejection_reason }]));
}

beforeAll(async () => {
  t = await createTestDatabase();
});

afterAll(async () => {
  await t?.close();
});

describe('tenants_active_name_unique', () => {
  it('refuses a second active tenant with the same folded name, allows it while not active', async () => {
    await insertTenant('Sate Maranggi Asli', 'unik-1', 'active', 1);
    await insertTenant('SATE-MARANGGI  ASLÍ', 'unik-2', 'pending_approval', null);
    await expect(t.exec(`update tenants set status = 'active' where slug = 'unik-2'`)).rejects.toThrow(/tenants_active_name_unique/);
    await expect(
      t.exec(
        `insert into tenants (name, slug, address, province, postal_code, status) values ('satemaranggiasli', 'unik-3', 'Jl. Uji', 'Jawa Barat', '46111', 'active')`,
      ),
    ).rejects.toThrow(/tenants_active_name_unique/);
    await t.exec(`update tenants set status = 'inactive' where slug = 'unik-1'`);
    await t.exec(`update tenants set status = 'active' where slug = 'unik-2'`);
  });

  it('the migration keeps the twin that went live first and rejects the others with a reason, then builds the index', async () => {
    expect(MIGRATION).toBeDefined();
    await t.exec('drop index tenants_active_name_unique');
    await insertTenant('Kembar Rasa', 'kembar-baru', 'active', 2);
    await insertTenant('kembar  rasa', 'kembar-lama', 'active', 30);
    await insertTenant('Kembar-Rasá', 'kembar-tengah', 'active', 10);
    await insertTenant('Kembar Rasa Lain', 'kembar-lain', 'active', 5);
    await insertTenant('Kembar Rasa', 'kembar-menunggu', 'pending_approval', null);
    const text = fs.readFileSync(path.resolve('drizzle', MIGRATION!), 'utf8');
    for (const statement of text.split('--> statement-breakpoint')) await t.exec(statement);
    const after = await statuses();
    expect(after['kembar-lama']).toEqual({ status: 'active', reason: null });
    expect(after['kembar-lain']).toEqual({ status: 'active', reason: null });
    expect(after['kembar-menunggu']).toEqual({ status: 'pending_approval', reason: null });
    for (const slug of ['kembar-baru', 'kembar-tengah']) {
      expect(after[slug]!.status, slug).toBe('rejected');
      expect(after[slug]!.reason).toContain('Nama tenant sudah digunakan oleh tenant lain');
    }
    const index = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from pg_indexes where indexname = 'tenants_active_name_unique'`);
    expect(Number(index.rows[0]!.n)).toBe(1);
  });
});
