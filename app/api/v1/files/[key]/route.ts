import { z } from 'zod';
import { notFound } from '@/lib/api/errors';
import { route } from '@/lib/server/api/handler';
import { matchesIfNoneMatch } from '@/lib/server/api/public-response';
import { FILE_NAME_PATTERN } from '@/lib/server/uploads';
import { serveStoredFile } from '@/lib/server/stored-file-cache';

const NOT_FOUND = 'File tidak ditemukan';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET /files/{key} (public): an uploaded image, `<32 hex>.webp`, read from the database so every instance serves it.
 * Names are random and never reused, so the content never changes: cached forever, and the key is its ETag. The same
 * bytes go to everybody, so the caller's session is never read (a signed-in page loads dozens of these).
 */
export const GET = route({ auth: false, credentials: false, params: z.object({ key: z.string() }) }, async ({ req, params }) => {
  // The strict pattern keeps anything but a file name out of the lookup.
  const match = FILE_NAME_PATTERN.exec(params.key);
  if (!match) throw notFound(NOT_FOUND);
  const key = match[1]!;
  const etag = `"${key}"`;
  const file = await serveStoredFile(key);
  if (!file) throw notFound(NOT_FOUND);
  const headers = {
    ETag: etag,
    'Cache-Control': IMMUTABLE,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
  };
  if (matchesIfNoneMatch(req.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(file.data), {
    headers: { ...headers, 'Content-Type': file.mimeType, 'Content-Length': String(file.data.length) },
  });
});
