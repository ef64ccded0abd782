// Role form and API schemas.
import { z } from 'zod';
import { LIMITS } from '../constants';
import { PERMISSIONS, isKnownPermission } from '../auth/permissions';
import { ROLE_CODE_PATTERN, requiredString } from './common';

export const roleMessages = {
  nameRequired: 'Nama role harus diisi',
  codeRequired: 'Kode role harus diisi',
  codePattern: 'Kode role harus huruf besar dan underscore saja',
  descriptionRequired: 'Deskripsi role harus diisi',
  sortOrder: 'Urutan harus antara 0-999',
  unknownPermission: 'Permission tidak dikenal',
  deleteFailed: 'Gagal menghapus role. Silakan coba lagi.',
  loadFailed: 'Gagal memuat data role',
  empty: 'Tidak ada role yang ditemukan',
  cannotDelete: 'cannot be deleted',
} as const;

const sortOrderField = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? Number(v) : v),
  z
    .number({ error: roleMessages.sortOrder })
    .int(roleMessages.sortOrder)
    .min(LIMITS.sortOrderMin, roleMessages.sortOrder)
    .max(LIMITS.sortOrderMax, roleMessages.sortOrder)
    .optional(),
);

const permissionsField = z
  .array(
    z
      .string()
      .trim()
      .refine(isKnownPermission, { error: (iss) => `${roleMessages.unknownPermission}: ${String(iss.input)}` }),
    {
      error: 'Permissions harus berupa daftar',
    },
  )
  .max(100)
  .transform((list) => [...new Set(list)])
  .meta({ type: 'array', maxItems: 100, items: { type: 'string', enum: [...PERMISSIONS] } });

export const roleFields = {
  name: requiredString(roleMessages.nameRequired).max(100, 'Nama role maksimal 100 karakter'),
  code: requiredString(roleMessages.codeRequired).max(50, 'Kode role maksimal 50 karakter').regex(ROLE_CODE_PATTERN, roleMessages.codePattern),
  description: requiredString(roleMessages.descriptionRequired).max(500, 'Deskripsi maksimal 500 karakter'),
  permissions: permissionsField,
  sortOrder: sortOrderField,
  isSystem: z.boolean({ error: 'isSystem harus boolean' }).optional(),
};

export const createRoleSchema = z.strictObject({
  ...roleFields,
  permissions: permissionsField.default([]),
});
export type CreateRoleInput = z.infer<typeof createRoleSchema>;

export const updateRoleSchema = z.strictObject({
  name: roleFields.name.optional(),
  code: roleFields.code.optional(),
  description: roleFields.description.optional(),
  permissions: permissionsField.optional(),
  sortOrder: sortOrderField,
  isSystem: roleFields.isSystem,
});
export type UpdateRoleInput = z.infer<typeof updateRoleSchema>;

/** The dashboard form. */
export const roleFormSchema = z.object({
  name: roleFields.name,
  code: roleFields.code,
  description: roleFields.description,
  permissions: permissionsField,
  sortOrder: sortOrderField,
  isSystem: z.boolean().optional(),
});
