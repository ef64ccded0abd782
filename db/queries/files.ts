// Uploaded files: each processed image is one row holding the WebP itself, so every instance serves it and backups
// carry it; the upload writes the row and its activity log in one transaction.
import 'server-only';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { fileUrl, newFileKey, processImage, storageQuotaError, uploadQuota, uploadRate, uploadRateError, type UploadQuota } from '@/lib/server/uploads';
import { cachedStoredFile, rememberStoredFile, type StoredFile } from '@/lib/server/stored-file-cache';
import { getDb, type Executor } from '../index';
import { files } from '../schema';
import { recordActivity } from './activity-logs';
import type { AuthUser } from './auth';
import { takeActionSlot } from './rate-limits';

export interface UploadUsage {
  files: number;
  bytes: number;
}

/** What an account keeps stored now: the quota counts these (a swept file no longer counts). */
export async function getUploadUsage({ userId }: { userId: number }, executor?: Executor): Promise<UploadUsage> {
  const db = executor ?? (await getDb());
  const [row] = await db
    .select({ files: sql<number>`count(*)::int`, bytes: sql<number>`coalesce(sum(${files.size}), 0)::bigint` })
    .from(files)
    .where(eq(files.uploadedBy, userId));
  return { files: Number(row?.files ?? 0), bytes: Number(row?.bytes ?? 0) };
}

/**
 * Before an upload's body is read: refused with 413 when the account already keeps its quota of files or bytes, then
 * with 429 when it used up its uploads of the window (every attempt that gets this far counts, stored or not).
 */
export async function assertUploadAllowed({ actor, quota = uploadQuota() }: { actor: AuthUser; quota?: UploadQuota }): Promise<void> {
  const usage = await getUploadUsage({ userId: actor.id });
  if (usage.files >= quota.maxFiles || usage.bytes >= quota.maxBytes) throw storageQuotaError(quota);
  // The per-address action counter of db/queries/rate-limits.ts, keyed by the account instead of an address.
  const slot = await takeActionSlot({ action: 'upload', ip: `account:${actor.id}`, ...uploadRate() });
  if (!slot.ok) throw uploadRateError(slot.retryAt);
}

export interface UploadedFileJson {
  id: number;
  key: string;
  url: string;
  width: number | null;
  height: number | null;
  size: number;
  mimeType: string;
}

/**
 * Re-encodes, then stores the image and its activity log in one transaction. The account's quota is checked again
 * there, under a lock per account, with the new file's size: parallel uploads cannot overrun it together.
 */
export async function uploadImage({
  actor,
  bytes,
  originalName,
  ip,
  quota = uploadQuota(),
}: {
  actor: AuthUser;
  bytes: Buffer;
  originalName: string | null;
  ip?: string;
  quota?: UploadQuota;
}): Promise<UploadedFileJson> {
  const image = await processImage(bytes);
  const key = newFileKey();
  const db = await getDb();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`files:account:${actor.id}`}))`);
    const usage = await getUploadUsage({ userId: actor.id }, tx);
    if (usage.files + 1 > quota.maxFiles || usage.bytes + image.size > quota.maxBytes) throw storageQuotaError(quota);
    const [row] = await tx
      .insert(files)
      .values({
        key,
        url: fileUrl(key),
        mimeType: image.mimeType,
        size: image.size,
        width: image.width,
        height: image.height,
        originalName,
        uploadedBy: actor.id,
        data: image.data,
      })
      .returning({ id: files.id, url: files.url, width: files.width, height: files.height, size: files.size, mimeType: files.mimeType });
    await recordActivity(
      {
        userId: actor.id,
        action: 'upload',
        entity: 'file',
        entityId: row!.id,
        changes: { before: null, after: { url: row!.url, size: row!.size, width: row!.width, height: row!.height, originalName } },
        ip,
      },
      tx,
    );
    return { id: row!.id, key, url: row!.url, width: row!.width, height: row!.height, size: row!.size, mimeType: row!.mimeType };
  });
}

/** The stored image by its key; null when there is none (or a legacy upload has not been imported yet). */
export async function getStoredFile({ key }: { key: string }): Promise<StoredFile | null> {
  // Recently served images stay in memory (lib/server/stored-file-cache.ts).
  const cached = cachedStoredFile(key);
  if (cached) return cached;
  const db = await getDb();
  const [row] = await db
    .select({ mimeType: files.mimeType, data: files.data })
    .from(files)
    .where(and(eq(files.key, key), isNotNull(files.data)));
  if (!row?.data) return null;
  const file = { mimeType: row.mimeType, data: row.data };
  rememberStoredFile(key, file);
  return file;
}

/**
 * Moves uploads made before images lived in the database into their rows: each row without data gets the bytes
 * `read(key)` finds (on this instance's UPLOAD_DIR); rows whose file is not there stay as they are. Idempotent.
 */
export async function importLegacyFiles(executor: Executor, read: (key: string) => Promise<Buffer | null>): Promise<{ imported: number; missing: number }> {
  const pending = await executor.select({ key: files.key }).from(files).where(isNull(files.data));
  let imported = 0;
  for (const { key } of pending) {
    const data = await read(key);
    if (!data) continue;
    await executor
      .update(files)
      .set({ data, size: data.length })
      .where(and(eq(files.key, key), isNull(files.data)));
    imported++;
  }
  return { imported, missing: pending.length - imported };
}
