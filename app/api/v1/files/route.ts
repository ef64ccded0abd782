import { uploadImage } from '@/db/queries/files';
import { forbidden } from '@/lib/api/errors';
import { json, route } from '@/lib/server/api/handler';
import { can } from '@/lib/auth/permissions';
import { FILE_UPLOAD_PERMISSIONS, readUploadedFile } from '@/lib/server/uploads';

/**
 * POST /files (files.create, menus.create or tenants.create): multipart field `file`, JPEG/PNG/WebP by content,
 * at most 5 MB; re-encoded to WebP. 201 { id, url, width, height, size, mimeType }.
 */
export const POST = route({}, async ({ user, req, ip }) => {
  if (!FILE_UPLOAD_PERMISSIONS.some((p) => can(user.role, p))) throw forbidden();
  const { bytes, name } = await readUploadedFile(req);
  const file = await uploadImage({ actor: user, bytes, originalName: name, ip });
  return json({ id: file.id, url: file.url, width: file.width, height: file.height, size: file.size, mimeType: file.mimeType }, 201);
});
