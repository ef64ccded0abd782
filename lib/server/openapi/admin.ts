// Settings, files, reports and the activity log.
import 'server-only';
import { GET as activityLogs } from '@/app/api/v1/activity-logs/route';
import { GET as getFile } from '@/app/api/v1/files/[key]/route';
import { POST as uploadFile } from '@/app/api/v1/files/route';
import { GET as exportReport } from '@/app/api/v1/reports/export/route';
import { GET as reportSummary } from '@/app/api/v1/reports/summary/route';
import { GET as publicSettings } from '@/app/api/v1/settings/public/route';
import { GET as getSettings, PATCH as updateSettings } from '@/app/api/v1/settings/route';
import { z } from 'zod';
import { ActivityLog, PublicSiteSettings, ReportSummary, SiteSettings, UploadedFile, listOf } from '@/lib/api/contract';
import { FILE_UPLOAD_PERMISSIONS, UPLOAD_LIMITS } from '@/lib/uploads-config';
import { anyPerm, json, type Operation } from './operation';

export const settingsOperations: Operation[] = [
  {
    method: 'get',
    path: '/settings',
    tag: 'Settings',
    summary: 'Site settings',
    handler: getSettings,
    success: { status: 200, description: 'Every setting, defaults filled in.', content: json(SiteSettings) },
  },
  {
    method: 'patch',
    path: '/settings',
    tag: 'Settings',
    summary: 'Update site settings',
    description: 'Any subset; an absent field is unchanged, null or blank clears it (city falls back to Tasikmalaya); social links merge key by key.',
    handler: updateSettings,
    success: { status: 200, description: 'Saved settings.', content: json(SiteSettings) },
  },
  {
    method: 'get',
    path: '/settings/public',
    tag: 'Settings',
    summary: 'Public site settings',
    description: 'The non-secret part shown by the public footer and about page.',
    handler: publicSettings,
    success: { status: 200, description: 'Public settings.', content: json(PublicSiteSettings) },
  },
];

export const fileOperations: Operation[] = [
  {
    method: 'post',
    path: '/files',
    tag: 'Files',
    summary: 'Upload an image',
    description: `Multipart field \`file\`. JPEG, PNG or WebP recognised by content (not name or declared type), at most ${UPLOAD_LIMITS.maxBytes / 1024 / 1024} MB. Re-encoded to WebP (EXIF rotation applied, fit within ${UPLOAD_LIMITS.maxDimension}×${UPLOAD_LIMITS.maxDimension}, never enlarged). Use \`url\` for tenant logo, banner, image and menu image. Per account: a storage quota (\`STORAGE_QUOTA_EXCEEDED\`, 413: at most UPLOAD_QUOTA_FILES files and UPLOAD_QUOTA_BYTES bytes stored at once) and an upload rate (429, UPLOAD_MAX_PER_ACCOUNT per UPLOAD_WINDOW_MS); a file no tenant or menu references is removed UNUSED_FILE_GRACE_MS after its upload. Refusals that need no body (session, permission, headers, quota, rate, a full processing queue: 503) come before the body is read.`,
    handler: uploadFile,
    // The handler checks these itself: any one of them suffices.
    access: anyPerm(...FILE_UPLOAD_PERMISSIONS),
    body: {
      contentType: 'multipart/form-data',
      schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary', contentMediaType: 'image/*' } } },
    },
    success: { status: 201, description: 'Stored.', content: json(UploadedFile) },
    errors: [413, 415, 429],
  },
  {
    method: 'get',
    path: '/files/{key}',
    tag: 'Files',
    summary: 'An uploaded image',
    description:
      'Public; read from the database, so every instance serves it. Served with `Cache-Control: public, max-age=31536000, immutable` and an ETag (names are random and never reused).',
    handler: getFile,
    params: z.object({ key: z.string().meta({ param: { description: 'Stored name, `<32 hex>.webp`.' }, example: '3f2a9c0d1b7e4f6a8c5d2e1f0a9b8c7d.webp' }) }),
    success: { status: 200, description: 'The image.', content: { contentType: 'image/webp', schema: { type: 'string', format: 'binary' } } },
    errors: [404],
    conditional: true,
  },
];

export const reportOperations: Operation[] = [
  {
    method: 'get',
    path: '/reports/summary',
    tag: 'Reports',
    summary: 'Summary figures',
    handler: reportSummary,
    success: { status: 200, description: 'Counts, new users, average rating and a 30-day chart.', content: json(ReportSummary) },
  },
  {
    method: 'get',
    path: '/reports/export',
    tag: 'Reports',
    summary: 'Spreadsheet export',
    description:
      'A download (`Content-Disposition: attachment; filename="laporan-<entity>-<YYYY-MM-DD>.<format>"`). CSV is UTF-8 with BOM, RFC 4180 quoting, and text cells starting with = + - @ prefixed with an apostrophe.',
    handler: exportReport,
    success: {
      status: 200,
      description: 'The spreadsheet.',
      content: [
        { contentType: 'text/csv', schema: { type: 'string' } },
        { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', schema: { type: 'string', format: 'binary' } },
      ],
      headers: { 'Content-Disposition': { description: 'attachment; filename="laporan-tenants-2025-01-31.xlsx"', schema: { type: 'string' } } },
    },
  },
];

export const activityLogOperations: Operation[] = [
  {
    method: 'get',
    path: '/activity-logs',
    tag: 'Activity log',
    summary: 'Activity log',
    description:
      'Who did what to which record, with a before/after summary. Newest first. `from`/`to` take ISO timestamps or dates (whole days in Asia/Jakarta).',
    handler: activityLogs,
    success: { status: 200, description: 'A page of log entries.', content: json(listOf(ActivityLog)) },
  },
];
