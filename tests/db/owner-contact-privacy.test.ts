// The data fix of the owner-contact migration (issue 35, drizzle/*_owner_contact_privacy.sql): tenants whose email or
// phone is the owner's login email or profile phone (copied there by earlier releases) lose them; a business contact
// the owner chose, a tenant without an owner and WhatsApp stay.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/db';

let t: TestDatabase;

const MIGRATION = fs.readdirSync(path.resolve('drizzle')).find((f) => /^\d{4}_owner_contact_privacy\.sql$/.test(f));

/** The migration's statements, as drizzle runs them (split at its statement breakpoints). */
async function runDataFix() {
  const text = fs.readFileSync(path.resolve('drizzle', MIGRATION!), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) await t.exec(statement);
}

type Contact = {
  slug: string;
  email: string | null;
  phone: string | null;
  whatsapp: string | null;
};

async function contacts(): Promise<Record<string, Omit<Contact, 'slug'>>> {
  const rows = await t.db.execute<Contact>(sql`select slug, email, phone, whatsapp from tenants where slug like 'privasi-%' order by slug`);
  return Object.fromEntries(rows.rows.map(({ slug, ...rest }) => [slug, rest]));
}

beforeAll(async () => {
  t = await createTestDatabase();
  await t.exec(`
    insert into roles (name, code, permissions) values ('Pemilik Uji', 'PEMILIK_UJI', '{}');
    insert into users (name, email, password_hash, phone, role_id)
    select 'Pemilik ' || g, 'pemilik' || g || '@example.id', 'x', '+6281234500' || g, (select id from roles where code = 'PEMILIK_UJI')
    from generate_series(1, 4) g;
    insert into tenants (owner_id, name, slug, address, province, postal_code, email, phone, whatsapp) values
      -- Copied by the old app: the login email (another case) and the profile phone, with a WhatsApp the owner typed.
      ((select id from users where email = 'pemilik1@example.id'), 'Privasi Satu', 'privasi-1', 'Jl. Uji 1', 'Jawa Barat', '46111',
        'Pemilik1@Example.ID', '+62812345001', '+62812345001'),
      -- The same phone written another way; a business email of the owner's choice.
      ((select id from users where email = 'pemilik2@example.id'), 'Privasi Dua', 'privasi-2', 'Jl. Uji 2', 'Jawa Barat', '46111',
        'usaha.dua@example.id', '0812-345-002', null),
      -- A business contact distinct from the account: kept.
      ((select id from users where email = 'pemilik3@example.id'), 'Privasi Tiga', 'privasi-3', 'Jl. Uji 3', 'Jawa Barat', '46111',
        'halo@privasi-tiga.example.id', '+6281200000199', null),
      -- No owner: nothing to compare, kept.
      (null, 'Privasi Empat', 'privasi-4', 'Jl. Uji 4', 'Jawa Barat', '46111', 'pemilik4@example.id', '+62812345004', null);
  `);
});

afterAll(async () => {
  await t?.close();
});

describe('owner contact privacy migration', () => {
  it('exists', () => {
    expect(MIGRATION).toBeDefined();
  });

  it("clears a tenant's email equal to its owner's login email and a phone equal to the profile phone; keeps chosen contacts", async () => {
    await runDataFix();
    expect(await contacts()).toEqual({
      'privasi-1': { email: null, phone: null, whatsapp: '+62812345001' },
      'privasi-2': { email: 'usaha.dua@example.id', phone: null, whatsapp: null },
      'privasi-3': { email: 'halo@privasi-tiga.example.id', phone: '+6281200000199', whatsapp: null },
      'privasi-4': { email: 'pemilik4@example.id', phone: '+62812345004', whatsapp: null },
    });
  });

  it('is idempotent', async () => {
    const before = await contacts();
    await runDataFix();
    expect(await contacts()).toEqual(before);
  });
});
