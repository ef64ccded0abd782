import { forbidden } from '@/lib/api/errors';
import { json, route } from '@/lib/server/api/handler';
import { can } from '@/lib/auth/permissions';
import {
  FILE_UPLOAD_PERMISSIONS,
  assertImageProcessingRoom,
  assertUploadAllowed,
  assertUploadHeaders,
  readUploadedFile,
  uploadImage,
} from '@/lib/server/uploads';

/**
 * POST /files (files.create, menus.create or tenants.create): multipart field `file`, JPEG/PNG/WebP by content,
 * at most 5 MB; re-encoded to WebP. 201 { id, url, width, height, size, mimeType }.
 * Everything that can refuse an upload without its body does so before a byte of it is read, cheapest first: the
 * caller (route()), the permission, the headers (type, declared size: 415/413), the account's quota (413) and upload
 * rate (429), a full image-processing queue (503 + Retry-After). The body is then read up to the size limit only.
 */
export const POST = route({}, async ({ user, req, ip }) => {
  if (!FILE_UPLOAD_PERMISSIONS.some((p) => can(user.role, p))) throw forbidden();
  assertUploadHeaders(req);
  await assertUploadAllowed({ actor: user });
  assertImageProcessingRoom();
  const { bytes, name } = await readUploadedFile(req);
  const file = await uploadImage({ actor: user, bytes, originalName: name, ip });
  return json({ id: file.id, url: file.url, width: file.width, height: file.height, size: file.size, mimeType: file.mimeType }, 201);
});
