// Registration and login: the form schemas and the API payload schemas, with the spec's messages.
import { z } from 'zod';
import { LIMITS } from '../constants';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './password';
import { PHONE_EXAMPLE, UNSAFE_TEXT_MESSAGE, emailField, hasUnsafeText, isValidPhone, normalizePhone, requiredString } from './common';

export const registrationMessages = {
  nameRequired: 'Nama lengkap wajib diisi',
  nameMin: 'Nama minimal 3 karakter',
  emailRequired: 'Email wajib diisi',
  emailInvalid: 'Format email tidak valid',
  passwordRequired: 'Password wajib diisi',
  passwordMin: 'Password minimal 8 karakter',
  confirmRequired: 'Konfirmasi password wajib diisi',
  confirmMismatch: 'Password tidak cocok',
  phoneRequired: 'Nomor telepon wajib diisi',
  phoneInvalid: `Format nomor telepon tidak valid (contoh: ${PHONE_EXAMPLE})`,
  termsRequired: 'Anda harus menyetujui syarat dan ketentuan',
  fixErrors: 'Mohon perbaiki semua error sebelum submit',
  success: 'Pendaftaran berhasil! Selamat bergabung!',
  failure: 'Terjadi kesalahan saat pendaftaran',
} as const;

const nameField = requiredString(registrationMessages.nameRequired).min(LIMITS.nameMin, registrationMessages.nameMin).max(100, 'Nama maksimal 100 karakter');

const registrationPassword = z
  .string({ error: registrationMessages.passwordRequired })
  .min(1, { error: registrationMessages.passwordRequired, abort: true })
  .min(LIMITS.registrationPasswordMin, registrationMessages.passwordMin)
  .max(128, 'Password maksimal 128 karakter')
  .refine((v) => !isCommonPassword(v), COMMON_PASSWORD_MESSAGE);

const phoneField = z
  .string({ error: registrationMessages.phoneRequired })
  .transform((v) => normalizePhone(v))
  .pipe(z.string().min(1, { error: registrationMessages.phoneRequired, abort: true }).refine(isValidPhone, registrationMessages.phoneInvalid))
  // Spaces and dashes are tolerated too; the document names the plain form.
  .meta({ type: 'string', pattern: `^(\\+62|0)[1-9][0-9]{${LIMITS.phoneDigitsMin - 1},${LIMITS.phoneDigitsMax - 1}}$`, example: PHONE_EXAMPLE });

/** POST /auth/register body. confirmPassword and termsAccepted are dropped by the client. */
export const registerSchema = z.strictObject({
  name: nameField,
  email: emailField(registrationMessages.emailRequired, registrationMessages.emailInvalid),
  password: registrationPassword,
  phone: phoneField,
});
export type RegisterInput = z.infer<typeof registerSchema>;

const registrationFormFields = z.object({
  name: nameField,
  email: emailField(registrationMessages.emailRequired, registrationMessages.emailInvalid),
  password: registrationPassword,
  confirmPassword: z.string({ error: registrationMessages.confirmRequired }).min(1, registrationMessages.confirmRequired),
  phone: phoneField,
  termsAccepted: z.boolean().refine((v) => v === true, registrationMessages.termsRequired),
});

// Checked in its own schema: an object-level refinement is skipped while any field has an aborting issue
// (e.g. an empty name), which would hide 'Password tidak cocok' until every other field is valid.
const passwordConfirmation = z.object({ password: z.unknown(), confirmPassword: z.unknown() }).superRefine((value, ctx) => {
  const { password, confirmPassword } = value;
  if (typeof password === 'string' && password !== '' && typeof confirmPassword === 'string' && confirmPassword !== '' && confirmPassword !== password) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: registrationMessages.confirmMismatch });
  }
});

/** The registration page's form: the payload plus confirmation and terms. */
export const registrationFormSchema = z.intersection(registrationFormFields, passwordConfirmation);
export type RegistrationFormInput = z.input<typeof registrationFormSchema>;

export const loginMessages = {
  emailRequired: 'Email wajib diisi',
  emailInvalid: 'Format email tidak valid',
  passwordRequired: 'Kata sandi wajib diisi',
  passwordMin: 'Kata sandi minimal 6 karakter',
  failure: 'Login gagal',
  invalidCredentials: 'Email atau kata sandi salah',
} as const;

export const loginSchema = z.strictObject({
  email: emailField(loginMessages.emailRequired, loginMessages.emailInvalid),
  password: z
    .string({ error: loginMessages.passwordRequired })
    .min(1, { error: loginMessages.passwordRequired, abort: true })
    .min(LIMITS.loginPasswordMin, loginMessages.passwordMin)
    .max(128, 'Kata sandi maksimal 128 karakter')
    .refine((v) => !hasUnsafeText(v), UNSAFE_TEXT_MESSAGE),
});
export type LoginInput = z.infer<typeof loginSchema>;
