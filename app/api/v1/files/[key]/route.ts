import { z } from 'zod';
import { getFileByKey } from '@/db/queries/files';
import { notFound } from '@/lib/api/errors';
import { route } from '@/lib/server/api/handler';
import { FILE_NAME_PATTERN, readStoredFile } from '@/lib/server/uploads';

const NOT_FOUND = 'File tidak ditemukan';

/** GET /files/{key} (public): an uploaded image, `<32 hex>.webp`; names are random and never reused, so cached forever. */
export const GET = route({ auth: false, params: z.object({ key: z.string() }) }, async ({ params }) => {
  const name = params.key;
  // The strict pattern is the path-traversal guard: no dots, slashes or encoded separators reach the disk.
  const match = FILE_NAME_PATTERN.exec(name);
  if (!match) throw notFound(NOT_FOUND);
  const key = match[1]!;
  const file = await getFileByKey({ key });
  if (!file) throw notFound(NOT_FOUND);
  const data = await readStoredFile(key);
  if (!data) throw notFound(NOT_FOUND);
  return new Response(new Uint8Array(data), {
    headers: {
      'Content-Type': file.mimeType,
      'Content-Length': String(data.length),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    },
  });
});
