// User form and API schemas (dashboard user management).
import { z } from 'zod';
import { LIMITS, USER_STATUSES } from '../constants';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './password';
import { PG_INT_MAX, emailField, idParam, paginationQuery, requiredString } from './common';

export const userMessages = {
  nameRequired: 'Nama lengkap harus diisi',
  emailRequired: 'Email harus diisi',
  emailInvalid: 'Format email tidak valid',
  passwordRequired: 'Password harus diisi',
  passwordMin: 'Password minimal 6 karakter',
  roleRequired: 'Role harus dipilih',
  deleteFailed: 'Gagal menghapus pengguna. Silakan coba lagi.',
  statusFailed: 'Gagal mengubah status pengguna. Silakan coba lagi.',
  loadFailed: 'Gagal memuat data pengguna',
  empty: 'Tidak ada pengguna yang ditemukan',
} as const;

const roleIdField = z.preprocess(
  (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? (/^[0-9]{1,10}$/.test(v) ? Number(v) : Number.NaN) : v),
  z.number({ error: userMessages.roleRequired }).int(userMessages.roleRequired).positive(userMessages.roleRequired).max(PG_INT_MAX, userMessages.roleRequired),
);

/** Every new password set through user management (create, edit, your own change): not a common one. */
const passwordField = z
  .string({ error: userMessages.passwordRequired })
  .min(1, { error: userMessages.passwordRequired, abort: true })
  .min(LIMITS.userPasswordMin, userMessages.passwordMin)
  .max(128, 'Password maksimal 128 karakter')
  .refine((v) => !isCommonPassword(v), COMMON_PASSWORD_MESSAGE);

const base = {
  name: requiredString(userMessages.nameRequired).max(100, 'Nama maksimal 100 karakter'),
  email: emailField(userMessages.emailRequired, userMessages.emailInvalid),
  roleId: roleIdField,
};

export const createUserSchema = z.strictObject({
  ...base,
  password: passwordField,
  phone: z.string().trim().max(20).optional().nullable(),
  status: z.enum(USER_STATUSES).optional(),
});
export type CreateUserInput = z.infer<typeof createUserSchema>;

/** Edit: every field optional; a blank password means unchanged. */
export const updateUserSchema = z.strictObject({
  name: base.name.optional(),
  email: base.email.optional(),
  roleId: roleIdField.optional(),
  phone: z.string().trim().max(20).optional().nullable(),
  password: z.preprocess((v) => (v === '' || v === null ? undefined : v), passwordField.optional()),
});
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

/** The dashboard's modal: password required on create, optional on edit (a blank one is omitted from the payload). */
export function userFormSchema(mode: 'create' | 'edit') {
  return z.object({
    ...base,
    password: mode === 'create' ? passwordField : z.union([z.literal('').transform(() => undefined), passwordField]).optional(),
  });
}
export type UserFormValues = { name: string; email: string; roleId: string | number; password?: string };

export const userStatusSchema = z.strictObject({
  status: z.enum(USER_STATUSES, { error: 'Status harus active atau inactive' }),
});

export const listUsersQuerySchema = z.object({
  ...paginationQuery,
  roleId: idParam.optional(),
  role: z.string().trim().toUpperCase().max(50).optional(),
  status: z.enum(USER_STATUSES, { error: 'Status tidak valid' }).optional(),
});
