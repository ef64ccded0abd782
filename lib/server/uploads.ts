// Image uploads: content sniffing and re-encoding with sharp. The WebP is stored in the database with its row
// (db/queries/files.ts), so every instance serves it; UPLOAD_DIR is only where older uploads are imported from.
import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { getUploadUsage, storeImage, type ProcessedImage, type UploadQuota, type UploadedFileJson } from '@/db/queries/files';
import { takeActionSlot } from '@/db/queries/rate-limits';
import type { AuthUser } from '@/db/queries/auth';
import { ApiError } from '../api/errors';
import { sharedLimiter } from './concurrency';
import { serverEnv } from './env';
import { FILE_KEY_PATTERN, UPLOAD_LIMITS, uploadMessages, type ImageType } from '../uploads-config';

export { FILE_KEY_PATTERN, FILE_NAME_PATTERN, fileUrl, FILE_UPLOAD_PERMISSIONS, UPLOAD_LIMITS, uploadMessages, type ImageType } from '../uploads-config';

// One image at a time per process (a decoded image is up to ~67 MiB), sharp's own thread pool to one thread and no
// operation cache: uploads then cannot crowd out page rendering or balloon memory. A few may wait; more are refused.
sharp.concurrency(1);
sharp.cache(false);

export const IMAGE_PROCESSING_LIMITS = {
  concurrency: serverEnv().IMAGE_PROCESSING_CONCURRENCY,
  maxQueue: serverEnv().IMAGE_PROCESSING_QUEUE,
  maxWaitMs: 15_000,
};

const imageLimiter = sharedLimiter('sharp', {
  ...IMAGE_PROCESSING_LIMITS,
  busy: { message: 'Server sedang memproses banyak gambar, silakan coba lagi sebentar lagi', retryAfterSeconds: 5 },
});

/** Refuses at once (503 SERVICE_BUSY + Retry-After) when image processing is full: before the upload's body is read. */
export function assertImageProcessingRoom(): void {
  imageLimiter.assertRoom();
}

/** What one account may keep stored and how fast it may upload (lib/server/env.ts; README, Security). */
export function uploadQuota(): UploadQuota {
  const env = serverEnv();
  return { maxFiles: env.UPLOAD_QUOTA_FILES, maxBytes: env.UPLOAD_QUOTA_BYTES };
}

export function uploadRate(): { limit: number; windowMs: number } {
  const env = serverEnv();
  return { limit: env.UPLOAD_MAX_PER_ACCOUNT, windowMs: env.UPLOAD_WINDOW_MS };
}

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10}`.replace('.', ',');
const hours = (ms: number) => `${Math.max(1, Math.round(ms / (60 * 60 * 1000)))}`;

/** 413 STORAGE_QUOTA_EXCEEDED: the account keeps as many files (or bytes) as it may. */
export function storageQuotaError(quota: UploadQuota = uploadQuota()): ApiError {
  return new ApiError(
    413,
    `Kuota penyimpanan akun Anda sudah penuh (maksimal ${quota.maxFiles} file, ${megabytes(quota.maxBytes)} MB). ` +
      `Gambar yang tidak dipakai tenant atau menu mana pun dihapus otomatis ${hours(serverEnv().UNUSED_FILE_GRACE_MS)} jam setelah diunggah.`,
    'STORAGE_QUOTA_EXCEEDED',
  );
}

/** 429 with Retry-After: the account used up its uploads of the window. */
export function uploadRateError(retryAt: Date): ApiError {
  const retryAfter = Math.max(1, Math.ceil((retryAt.getTime() - Date.now()) / 1000));
  const wait = retryAfter >= 60 ? `${Math.ceil(retryAfter / 60)} menit` : `${retryAfter} detik`;
  return new ApiError(429, `Terlalu banyak unggahan. Silakan coba lagi dalam ${wait}.`, 'TOO_MANY_REQUESTS', undefined, { 'Retry-After': String(retryAfter) });
}

export function uploadDir(): string {
  // A runtime folder, not a build input: keep the bundler from tracing the whole project through it.
  return path.resolve(/*turbopackIgnore: true*/ serverEnv().UPLOAD_DIR || path.join(process.cwd(), '.data', 'uploads'));
}

/** Image type from the first bytes of the content, never from the name or the declared type. */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'image/png';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/** An upload that stopped before its end (the client went away or the connection broke): the caller's, not a 500. */
const incompleteUpload = () => new ApiError(400, 'Unggahan terputus sebelum selesai, silakan coba lagi', 'UPLOAD_INCOMPLETE');

/** Refuses what the headers already tell (no body read): not multipart (415), or a declared size over the limit (413). */
export function assertUploadHeaders(req: Request): void {
  const type = req.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data/i.test(type)) throw new ApiError(415, uploadMessages.notMultipart);
  const declared = Number(req.headers.get('content-length') ?? 0);
  if (declared > UPLOAD_LIMITS.maxBytes + UPLOAD_LIMITS.multipartOverhead) throw new ApiError(413, uploadMessages.tooLarge);
}

/** Reads the request body with a hard cap, so an oversized upload is refused without buffering all of it. */
export async function readLimitedBody(req: Request, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(req.headers.get('content-length') ?? 0);
  if (declared > maxBytes) throw new ApiError(413, uploadMessages.tooLarge);
  if (!req.body) return new Uint8Array();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch {
      throw incompleteUpload();
    }
    const { done, value } = chunk;
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new ApiError(413, uploadMessages.tooLarge);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

/** The `file` field of a multipart request, size-checked. */
export async function readUploadedFile(req: Request): Promise<{ bytes: Buffer; name: string | null }> {
  assertUploadHeaders(req);
  const type = req.headers.get('content-type') ?? '';
  const raw = await readLimitedBody(req, UPLOAD_LIMITS.maxBytes + UPLOAD_LIMITS.multipartOverhead);
  let form: FormData;
  try {
    form = await new Response(raw as BodyInit, { headers: { 'content-type': type } }).formData();
  } catch {
    throw new ApiError(400, 'Data multipart tidak valid', 'INVALID_MULTIPART');
  }
  const file = form.get('file');
  if (!file || typeof file === 'string') throw new ApiError(400, uploadMessages.missing, 'VALIDATION_ERROR', { file: uploadMessages.missing });
  if (file.size > UPLOAD_LIMITS.maxBytes) throw new ApiError(413, uploadMessages.tooLarge);
  return { bytes: Buffer.from(await file.arrayBuffer()), name: file.name ? file.name.slice(0, 255) : null };
}

/** Re-encodes an accepted image: EXIF orientation applied, fits in 1600x1600 without enlarging, WebP quality 82. */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  if (bytes.length === 0) throw new ApiError(400, uploadMessages.missing, 'VALIDATION_ERROR', { file: uploadMessages.missing });
  if (bytes.length > UPLOAD_LIMITS.maxBytes) throw new ApiError(413, uploadMessages.tooLarge);
  if (!detectImageType(bytes)) throw new ApiError(415, uploadMessages.unsupported);
  return imageLimiter.run(async () => {
    // The header's dimensions, read without decoding: an image over the pixel limit is told so, not called corrupt.
    const { width = 0, height = 0 } = await sharp(bytes)
      .metadata()
      .catch(() => ({ width: 0, height: 0 }));
    if (width * height > UPLOAD_LIMITS.maxInputPixels) {
      throw new ApiError(400, uploadMessages.tooManyPixels, 'IMAGE_TOO_LARGE', { file: uploadMessages.tooManyPixels });
    }
    try {
      const { data, info } = await sharp(bytes, { limitInputPixels: UPLOAD_LIMITS.maxInputPixels, failOn: 'error' })
        .rotate()
        .resize(UPLOAD_LIMITS.maxDimension, UPLOAD_LIMITS.maxDimension, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: UPLOAD_LIMITS.quality })
        .toBuffer({ resolveWithObject: true });
      return { data, width: info.width, height: info.height, size: data.length, mimeType: 'image/webp' as const };
    } catch {
      throw new ApiError(400, uploadMessages.unreadable, 'INVALID_IMAGE', { file: uploadMessages.unreadable });
    }
  });
}

/** Where an upload made before images moved into the database was written: `<UPLOAD_DIR>/<key>.webp`. */
export function legacyFilePath(key: string): string {
  if (!FILE_KEY_PATTERN.test(key)) throw new ApiError(404, 'File tidak ditemukan');
  return path.join(uploadDir(), `${key}.webp`);
}

/** The bytes of such a legacy upload; null when it is not on this disk. */
export async function readLegacyFile(key: string): Promise<Buffer | null> {
  try {
    return await fs.readFile(legacyFilePath(key));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
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

/** Re-encodes, then stores the image with its activity log; 413 when it would pass the account's quota. */
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
  const stored = await storeImage({ actor, image, originalName, ip, quota });
  if (!stored) throw storageQuotaError(quota);
  return stored;
}
