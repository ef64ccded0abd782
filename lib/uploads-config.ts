// Upload limits, messages and name patterns: no server imports, so the OpenAPI document and forms can read them.

export const UPLOAD_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  /** Multipart framing around the file (boundaries, headers, other small fields). */
  multipartOverhead: 64 * 1024,
  maxDimension: 1600,
  quality: 82,
  /**
   * Refuses decompression bombs before sharp allocates the pixels. The output is at most 1600 px; 4096x4096
   * (16.7 MP, ~67 MiB decoded RGBA) still takes any ordinary phone or camera photo (12 MP 4032x3024, 16 MP
   * 4608x3456) while a 7000x7000 PNG (49 MP, ~196 MiB) is refused.
   */
  maxInputPixels: 4096 * 4096,
} as const;

export const uploadMessages = {
  unsupported: 'Format file harus JPEG, PNG, atau WebP',
  tooLarge: 'Ukuran file maksimal 5 MB',
  missing: 'File wajib diunggah (field "file")',
  unreadable: 'File gambar rusak atau tidak dapat dibaca',
  tooManyPixels: 'Dimensi gambar maksimal 4096 x 4096 piksel',
  notMultipart: 'Content-Type harus multipart/form-data',
} as const;

/** Any one of these lets a caller upload: managers upload menu and tenant images with menus.create. */
export const FILE_UPLOAD_PERMISSIONS = ['files.create', 'menus.create', 'tenants.create'] as const;

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';

/** The stored name of an upload: 32 hex characters, always served as WebP. */
export const FILE_KEY_PATTERN = /^[a-f0-9]{32}$/;
export const FILE_NAME_PATTERN = /^([a-f0-9]{32})\.webp$/;

/** Where a stored file is served: GET /api/v1/files/<key>.webp. */
export function fileUrl(key: string): string {
  return `/api/v1/files/${key}.webp`;
}
