// Which stored files something still shows, and the removal of the others after a grace period (issue 35: files were
// never deleted, so any account could fill the database). A file is referenced by its URL (/api/v1/files/<key>.webp)
// in a tenant's logo, banner or image, or a menu's image, live or proposed in a pending revision.
import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { getDb, type Executor } from '../index';
import { files, menus, tenants } from '../schema';
import { REVISION_PICTURE_FIELDS } from '@/lib/revisions';

/**
 * Every file URL something references: the one place that says what keeps a file. A new place a file can be
 * referenced from is one more arm of this union. A picture proposed in a pending revision (lib/revisions.ts) is kept
 * too, whether the revision waits or was rejected: the owner may still see it, and approval makes it live.
 */
export function referencedFileUrls(): SQL {
  const proposed = [
    ...REVISION_PICTURE_FIELDS.tenant.map(
      (field) => sql`select ${tenants.pendingRevision} ->> ${field} from ${tenants} where ${tenants.pendingRevision} ->> ${field} is not null`,
    ),
    ...REVISION_PICTURE_FIELDS.menu.map(
      (field) => sql`select ${menus.pendingRevision} ->> ${field} from ${menus} where ${menus.pendingRevision} ->> ${field} is not null`,
    ),
  ];
  return sql`(
    select ${tenants.logo} as url from ${tenants} where ${tenants.logo} is not null
    union all select ${tenants.banner} from ${tenants} where ${tenants.banner} is not null
    union all select ${tenants.image} from ${tenants} where ${tenants.image} is not null
    union all select ${menus.image} from ${menus} where ${menus.image} is not null
    ${sql.join(
      proposed.map((arm) => sql`union all ${arm}`),
      sql` `,
    )}
  )`;
}

/** Whether the file at `url` is referenced (tests and callers that hold one file). */
export async function isFileReferenced({ url }: { url: string }, executor?: Executor): Promise<boolean> {
  const db = executor ?? (await getDb());
  const rows = await db.execute<{ referenced: boolean }>(sql`select exists (select 1 from ${referencedFileUrls()} r where r.url = ${url}) as referenced`);
  return Boolean(rows.rows[0]?.referenced);
}

/**
 * Removes at most `limit` files uploaded before `olderThan` that nothing references, oldest first; returns their keys.
 * One statement: the check and the delete see the same snapshot, and rows another instance is deleting at the same
 * moment are skipped (SKIP LOCKED), so sweeps on several instances neither wait for nor repeat each other's work.
 */
export async function deleteUnreferencedFiles({ olderThan, limit }: { olderThan: Date; limit: number }, executor?: Executor): Promise<string[]> {
  const db = executor ?? (await getDb());
  const rows = await db.execute<{ key: string }>(sql`
    delete from ${files}
    where ${files.id} in (
      select f.id from ${files} f
      where f.created_at < ${olderThan.toISOString()}::timestamptz
        and not exists (select 1 from ${referencedFileUrls()} r where r.url = f.url)
      order by f.id
      limit ${limit}
      for update skip locked
    )
    returning ${files.key} as key`);
  return rows.rows.map((row) => row.key);
}
