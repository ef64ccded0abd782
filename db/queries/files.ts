// Uploaded files: the row that records each stored image, and the upload itself (disk write + row + log).
import 'server-only';
import { eq } from 'drizzle-orm';
import { fileUrl, newFileKey, processImage, removeStoredFile, writeStoredFile } from '@/lib/server/uploads';
import { getDb } from '../index';
import { files } from '../schema';
import { recordActivity } from './activity-logs';
import type { AuthUser } from './auth';

export interface UploadedFileJson {
  id: number;
  key: string;
  url: string;
  width: number | null;
  height: number | null;
  size: number;
  mimeType: string;
}

/** Re-encodes, stores on disk, then records the row; the disk file is removed again when the row cannot be written. */
export async function uploadImage({
  actor,
  bytes,
  originalName,
  ip,
}: {
  actor: AuthUser;
  bytes: Buffer;
  originalName: string | null;
  ip?: string;
}): Promise<UploadedFileJson> {
  const image = await processImage(bytes);
  const key = newFileKey();
  await writeStoredFile(key, image.data);
  try {
    const db = await getDb();
    return await db.transaction(async (tx) => {
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
        })
        .returning();
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
  } catch (err) {
    await removeStoredFile(key).catch(() => undefined);
    throw err;
  }
}

export async function getFileByKey({ key }: { key: string }): Promise<{ key: string; mimeType: string; size: number } | null> {
  const db = await getDb();
  const [row] = await db.select({ key: files.key, mimeType: files.mimeType, size: files.size }).from(files).where(eq(files.key, key));
  return row ?? null;
}
