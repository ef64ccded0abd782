// Uploaded files: each processed image is one row holding the WebP itself, so every instance serves it and backups
// carry it; storing one writes the row and its activity log in one transaction, within the account's quota.
// (Processing, limits and the served-image cache are the server's: lib/server/uploads.ts, stored-file-cache.ts.)
import 'server-only';
import crypto from 'node:crypto';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { fileUrl } from '@/lib/uploads-config';
import { getDb, type Executor } from '../index';
import { files } from '../schema';
import { recordActivity } from './activity-logs';
import type { AuthUser } from './auth';

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

/** What one account may keep stored at once. */
export interface UploadQuota {
  maxFiles: number;
  maxBytes: number;
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

export interface ProcessedImage {
  data: Buffer;
  width: number;
  height: number;
  size: number;
  mimeType: 'image/webp';
}

/**
 * Stores a processed image and its activity log in one transaction, under a new random key; null (nothing stored)
 * when the account's files with this one would pass its quota. The quota is read under a lock per account, so
 * parallel uploads cannot overrun it together.
 */
export async function storeImage({
  actor,
  image,
  originalName,
  ip,
  quota,
}: {
  actor: AuthUser;
  image: ProcessedImage;
  originalName: string | null;
  ip?: string;
  quota: UploadQuota;
}): Promise<UploadedFileJson | null> {
  const key = crypto.randomBytes(16).toString('hex');
  const db = await getDb();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`files:account:${actor.id}`}))`);
    const usage = await getUploadUsage({ userId: actor.id }, tx);
    if (usage.files + 1 > quota.maxFiles || usage.bytes + image.size > quota.maxBytes) return null;
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

export interface StoredFile {
  mimeType: string;
  data: Buffer;
}

/** The stored image by its key; null when there is none (or a legacy upload has not been imported yet). */
export async function getStoredFile({ key }: { key: string }): Promise<StoredFile | null> {
  const db = await getDb();
  const [row] = await db
    .select({ mimeType: files.mimeType, data: files.data })
    .from(files)
    .where(and(eq(files.key, key), isNotNull(files.data)));
  return row?.data ? { mimeType: row.mimeType, data: row.data } : null;
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
