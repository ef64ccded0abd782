// The demo catalogue's pictures at seed time: the SVG illustrations of lib/demo-pictures.ts rendered to WebP with
// sharp and stored in `files` like uploads (served by GET /api/v1/files/{key}.webp). A picture's key is the hash of
// its SVG, so identical pictures are one row, a picture already stored is neither rendered nor written again (a
// second seed costs a query), and each distinct picture is rendered once per process (and kept in a disk cache).
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { DemoPicture } from '../lib/demo-pictures';
import { fileUrl, UPLOAD_LIMITS } from '../lib/uploads-config';
import type { Executor } from './client';
import { files } from './schema';

/** Part of every key: change it when the encoding changes in a way the SVG text does not show. */
const RENDER_VERSION = 'demo-picture/webp-q82-e2';

/** The stored key of a picture: 32 hex characters like an upload's, from the picture itself. */
export function demoPictureKey(picture: DemoPicture): string {
  return crypto.createHash('sha256').update(`${RENDER_VERSION}\n${picture.svg}`).digest('hex').slice(0, 32);
}

const renders = new Map<string, Promise<Buffer>>();

/**
 * Renders also land in node_modules/.cache, keyed by content like the rows: the test runs and a re-created demo
 * database then skip sharp altogether. Best effort: a read-only or missing folder only means rendering again.
 */
const CACHE_DIR = path.join(process.cwd(), 'node_modules', '.cache', 'kuliner-demo-pictures');

async function readCached(key: string): Promise<Buffer | null> {
  try {
    return await fs.readFile(path.join(CACHE_DIR, `${key}.webp`));
  } catch {
    return null;
  }
}

async function writeCached(key: string, data: Buffer): Promise<void> {
  try {
    await fs.mkdir(CACHE_DIR, { recursive: true });
    const partial = path.join(CACHE_DIR, `${key}.${process.pid}.tmp`);
    await fs.writeFile(partial, data);
    await fs.rename(partial, path.join(CACHE_DIR, `${key}.webp`));
  } catch {
    // Not cached: rendered again next time.
  }
}

async function render(key: string, picture: DemoPicture): Promise<Buffer> {
  const cached = await readCached(key);
  // A cached file is used only if it is a whole WebP (RIFF size + 8 bytes).
  if (cached && cached.length > 12 && cached.toString('ascii', 8, 12) === 'WEBP' && cached.readUInt32LE(4) + 8 === cached.length) return cached;
  // The SVG's width and height are the output size; upload quality, a quicker encoder effort (flat colours gain
  // nothing from more).
  const data = await sharp(Buffer.from(picture.svg)).webp({ quality: UPLOAD_LIMITS.quality, effort: 2 }).toBuffer();
  await writeCached(key, data);
  return data;
}

/** The picture as WebP, rendered at most once per process. */
export function renderDemoPicture(picture: DemoPicture): Promise<Buffer> {
  const key = demoPictureKey(picture);
  let pending = renders.get(key);
  if (!pending) {
    pending = render(key, picture);
    // A failed render is not kept: the next seed tries again.
    pending.catch(() => renders.delete(key));
    renders.set(key, pending);
  }
  return pending;
}

export interface DemoPictureRequest {
  picture: DemoPicture;
  /** Stored as the file's original name, e.g. demo-banner-kopi-kaler.webp. */
  name: string;
}

/**
 * Stores the pictures that are not stored yet and returns each request's URL, in order. Renders two at a time
 * (sharp works off the event loop; more would only compete for the cores).
 */
export async function storeDemoPictures(executor: Executor, requests: DemoPictureRequest[]): Promise<string[]> {
  const keys = requests.map((r) => demoPictureKey(r.picture));
  const wanted = new Map<string, DemoPictureRequest>();
  keys.forEach((key, i) => wanted.set(key, wanted.get(key) ?? requests[i]!));
  const present = new Set<string>();
  const unique = [...wanted.keys()];
  for (let i = 0; i < unique.length; i += 500) {
    const rows = await executor
      .select({ key: files.key })
      .from(files)
      .where(inArray(files.key, unique.slice(i, i + 500)));
    for (const row of rows) present.add(row.key);
  }
  const missing = unique.filter((key) => !present.has(key));
  const rendered: { key: string; data: Buffer; request: DemoPictureRequest }[] = [];
  let next = 0;
  async function worker() {
    while (next < missing.length) {
      const key = missing[next++]!;
      const request = wanted.get(key)!;
      rendered.push({ key, request, data: await renderDemoPicture(request.picture) });
    }
  }
  await Promise.all([worker(), worker()]);
  // A few rows per statement: each carries its image.
  for (let i = 0; i < rendered.length; i += 20) {
    await executor
      .insert(files)
      .values(
        rendered.slice(i, i + 20).map(({ key, data, request }) => ({
          key,
          url: fileUrl(key),
          mimeType: 'image/webp',
          size: data.length,
          width: request.picture.width,
          height: request.picture.height,
          originalName: request.name,
          uploadedBy: null,
          data,
        })),
      )
      .onConflictDoNothing({ target: files.key });
  }
  return keys.map(fileUrl);
}
