// Storage abuse (issue 35): files nothing references are removed after a grace period, in bounded batches, safely
// from several instances at once; the per-account quota counts only files still stored and holds under parallel
// uploads.
import crypto from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteUnreferencedFiles, isFileReferenced } from '@/db/queries/file-references';
import { getUploadUsage } from '@/db/queries/files';
import { uploadImage } from '@/lib/server/uploads';
import { files, menus, roles, tenants, users } from '@/db/schema';
import { closeAppDatabase, createTestDatabase, serveAppFrom, type TestDatabase } from '../helpers/db';

let t: TestDatabase;
let uploader: { id: number };

const HOUR = 60 * 60 * 1000;
const GRACE = 24 * HOUR;

beforeAll(async () => {
  t = await createTestDatabase({ seed: true });
  serveAppFrom(t);
  const [user] = await t.db.select({ id: users.id }).from(users).limit(1);
  uploader = user!;
});

afterAll(async () => {
  await closeAppDatabase(t);
});

/** A stored file row uploaded `ageMs` ago; returns its key and URL. */
async function storedFile(ageMs: number, size = 1000): Promise<{ key: string; url: string }> {
  const key = crypto.randomBytes(16).toString('hex');
  const url = `/api/v1/files/${key}.webp`;
  await t.db.insert(files).values({
    key,
    url,
    mimeType: 'image/webp',
    size,
    uploadedBy: uploader.id,
    createdAt: new Date(Date.now() - ageMs),
    data: Buffer.from('RIFF0000WEBP'),
  });
  return { key, url };
}

async function stillStored(keys: string[]): Promise<string[]> {
  const rows = await t.db.select({ key: files.key }).from(files).where(inArray(files.key, keys));
  return rows.map((r) => r.key).sort();
}

const sweep = (limit = 1000) => deleteUnreferencedFiles({ olderThan: new Date(Date.now() - GRACE), limit });

describe('sweeping unreferenced files', () => {
  it('removes an unreferenced file older than the grace; keeps recent ones and those a tenant or menu shows', async () => {
    const [tenant] = await t.db.select({ id: tenants.id }).from(tenants).limit(3);
    const [menu] = await t.db.select({ id: menus.id }).from(menus).limit(1);
    const orphan = await storedFile(GRACE + HOUR);
    const recent = await storedFile(GRACE - HOUR);
    const logo = await storedFile(GRACE + HOUR);
    const banner = await storedFile(GRACE + HOUR);
    const picture = await storedFile(GRACE + HOUR);
    const menuImage = await storedFile(GRACE + HOUR);
    await t.db.update(tenants).set({ logo: logo.url, banner: banner.url, image: picture.url }).where(eq(tenants.id, tenant!.id));
    await t.db.update(menus).set({ image: menuImage.url }).where(eq(menus.id, menu!.id));

    expect(await isFileReferenced({ url: orphan.url })).toBe(false);
    expect(await isFileReferenced({ url: logo.url })).toBe(true);
    expect(await isFileReferenced({ url: menuImage.url })).toBe(true);

    const removed = await sweep();
    expect(removed).toContain(orphan.key);
    for (const kept of [recent, logo, banner, picture, menuImage]) expect(removed).not.toContain(kept.key);
    expect(await stillStored([orphan, recent, logo, banner, picture, menuImage].map((f) => f.key))).toEqual(
      [recent, logo, banner, picture, menuImage].map((f) => f.key).sort(),
    );

    // A logo replaced by another leaves the old one unreferenced: the next sweep takes it.
    await t.db.update(tenants).set({ logo: null }).where(eq(tenants.id, tenant!.id));
    expect(await sweep()).toEqual([logo.key]);
    // Nothing left to do: a second run removes nothing and fails on nothing.
    expect(await sweep()).toEqual([]);
  });

  it('keeps the pictures of a pending or rejected revision (lib/revisions.ts), and frees them once it is gone', async () => {
    const [tenant] = await t.db.select({ id: tenants.id }).from(tenants).limit(1);
    const [menu] = await t.db.select({ id: menus.id }).from(menus).limit(1);
    const proposedLogo = await storedFile(GRACE + HOUR);
    const proposedBanner = await storedFile(GRACE + HOUR);
    const proposedMenuImage = await storedFile(GRACE + HOUR);
    await t.db
      .update(tenants)
      .set({ pendingRevision: { name: 'Nama Baru', logo: proposedLogo.url, banner: proposedBanner.url }, revisionSubmittedAt: new Date() })
      .where(eq(tenants.id, tenant!.id));
    await t.db
      .update(menus)
      .set({ pendingRevision: { image: proposedMenuImage.url }, revisionSubmittedAt: new Date(), revisionRejectionReason: 'Foto kurang jelas' })
      .where(eq(menus.id, menu!.id));
    const keys = [proposedLogo, proposedBanner, proposedMenuImage].map((f) => f.key);
    expect(await isFileReferenced({ url: proposedLogo.url })).toBe(true);
    expect(await isFileReferenced({ url: proposedMenuImage.url })).toBe(true);
    await sweep();
    expect(await stillStored(keys)).toEqual([...keys].sort());

    // Withdrawn (or applied and replaced): nothing shows them any more, and the next sweep takes them.
    await t.db.update(tenants).set({ pendingRevision: null, revisionSubmittedAt: null }).where(eq(tenants.id, tenant!.id));
    await t.db.update(menus).set({ pendingRevision: null, revisionSubmittedAt: null, revisionRejectionReason: null }).where(eq(menus.id, menu!.id));
    expect((await sweep()).sort()).toEqual([...keys].sort());
  });

  it('removes at most `limit` files a run, oldest first', async () => {
    const old = [];
    for (let i = 0; i < 5; i++) old.push(await storedFile(GRACE + (10 - i) * HOUR));
    // Which files a run takes is oldest first; the order DELETE ... RETURNING lists them in is not defined.
    expect((await sweep(2)).sort()).toEqual(
      old
        .slice(0, 2)
        .map((f) => f.key)
        .sort(),
    );
    expect((await sweep(2)).sort()).toEqual(
      old
        .slice(2, 4)
        .map((f) => f.key)
        .sort(),
    );
    expect(await sweep(2)).toEqual([old[4]!.key]);
  });

  it('sweeps running at once (several instances) remove each file once and never fail', async () => {
    const old = [];
    for (let i = 0; i < 6; i++) old.push(await storedFile(GRACE + HOUR));
    const runs = await Promise.all([sweep(4), sweep(4), sweep(4)]);
    const removed = runs.flat();
    expect(removed.sort()).toEqual(old.map((f) => f.key).sort());
    expect(await stillStored(old.map((f) => f.key))).toEqual([]);
  });

  it('the quota counts only files still stored: a swept file frees its place', async () => {
    const before = await getUploadUsage({ userId: uploader.id });
    await storedFile(GRACE + HOUR, 5000);
    expect(await getUploadUsage({ userId: uploader.id })).toEqual({ files: before.files + 1, bytes: before.bytes + 5000 });
    await sweep();
    expect(await getUploadUsage({ userId: uploader.id })).toEqual(before);
  });
});

describe('the per-account quota at the moment of storing', () => {
  const png = (seed: number) =>
    sharp({ create: { width: 64, height: 48, channels: 3, background: { r: seed % 256, g: 80, b: 20 } } })
      .png()
      .toBuffer();

  it('refuses a file over the count or the bytes quota with 413 STORAGE_QUOTA_EXCEEDED, even from parallel uploads', async () => {
    const [manager] = await t.db.select({ id: roles.id }).from(roles).where(eq(roles.code, 'MANAGER'));
    const [user] = await t.db
      .insert(users)
      .values({ name: 'Kuota', email: `kuota.${crypto.randomBytes(4).toString('hex')}@example.id`, passwordHash: 'x', roleId: manager!.id })
      .returning({ id: users.id });
    const actor = { id: user!.id } as never;
    const quota = { maxFiles: 2, maxBytes: 10 * 1024 * 1024 };
    const results = await Promise.allSettled([1, 2, 3, 4].map(async (i) => uploadImage({ actor, bytes: await png(i), originalName: null, quota })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    for (const r of results.filter((r) => r.status === 'rejected')) {
      expect((r as PromiseRejectedResult).reason).toMatchObject({ status: 413, code: 'STORAGE_QUOTA_EXCEEDED' });
    }
    expect((await getUploadUsage({ userId: user!.id })).files).toBe(2);

    const usage = await getUploadUsage({ userId: user!.id });
    await expect(uploadImage({ actor, bytes: await png(9), originalName: null, quota: { maxFiles: 100, maxBytes: usage.bytes + 10 } })).rejects.toMatchObject({
      status: 413,
      code: 'STORAGE_QUOTA_EXCEEDED',
      message: expect.stringContaining('Kuota penyimpanan akun Anda sudah penuh'),
    });
    expect(await getUploadUsage({ userId: user!.id })).toEqual(usage);
  });
});
