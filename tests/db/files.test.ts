// Uploaded images live in the database with their row (issue 11: every instance serves them, backups carry them):
// an upload stores the processed WebP, the lookup returns exactly those bytes, and images uploaded when they were
// kept on disk are moved into their rows once (idempotent), leaving rows whose file is missing untouched.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getStoredFile, importLegacyFiles } from '@/db/queries/files';
import { uploadImage } from '@/lib/server/uploads';
import { activityLogs, files, users } from '@/db/schema';
import { closeAppDatabase, createTestDatabase, serveAppFrom, type TestDatabase } from '../helpers/db';

let t: TestDatabase;
let actor: { id: number };

beforeAll(async () => {
  t = await createTestDatabase({ seed: true });
  serveAppFrom(t);
  const [user] = await t.db.select({ id: users.id }).from(users).limit(1);
  actor = user!;
});

afterAll(async () => {
  await closeAppDatabase(t);
});

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 60 } } })
    .png()
    .toBuffer();

describe('images in the database', () => {
  it('an upload stores the WebP in its row with the activity log; the lookup returns the same bytes', async () => {
    const uploaded = await uploadImage({ actor: actor as never, bytes: await png(40, 30), originalName: 'foto.png' });
    const [row] = await t.db.select().from(files).where(eq(files.key, uploaded.key));
    expect(row!.data).toBeInstanceOf(Buffer);
    expect(row!.data!.length).toBe(uploaded.size);
    expect(row!.data!.subarray(8, 12).toString('ascii')).toBe('WEBP');
    const stored = await getStoredFile({ key: uploaded.key });
    expect(stored).toEqual({ mimeType: 'image/webp', data: row!.data });
    const logs = await t.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.entityId, String(uploaded.id)));
    expect(logs.some((l) => l.entity === 'file' && l.action === 'upload')).toBe(true);
    expect(await getStoredFile({ key: 'f'.repeat(32) })).toBeNull();
  });

  it('moves legacy uploads from disk into their rows once, and leaves rows whose file is missing as they are', async () => {
    const onDisk = 'a'.repeat(32);
    const gone = 'b'.repeat(32);
    const bytes = await sharp(await png(10, 10))
      .webp()
      .toBuffer();
    await t.db.insert(files).values([
      { key: onDisk, url: `/api/v1/files/${onDisk}.webp`, mimeType: 'image/webp', size: 1, width: 10, height: 10 },
      { key: gone, url: `/api/v1/files/${gone}.webp`, mimeType: 'image/webp', size: 1, width: 10, height: 10 },
    ]);
    expect(await getStoredFile({ key: onDisk })).toBeNull();
    const disk = new Map([[onDisk, bytes]]);
    const read = async (key: string) => disk.get(key) ?? null;

    expect(await importLegacyFiles(t.db, read)).toEqual({ imported: 1, missing: 1 });
    expect(await getStoredFile({ key: onDisk })).toEqual({ mimeType: 'image/webp', data: bytes });
    const [row] = await t.db.select({ size: files.size }).from(files).where(eq(files.key, onDisk));
    expect(row!.size).toBe(bytes.length);
    expect(await getStoredFile({ key: gone })).toBeNull();
    // Again: nothing left to move.
    expect(await importLegacyFiles(t.db, read)).toEqual({ imported: 0, missing: 1 });
  });
});
