import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { loginMessages, loginSchema, registerSchema, registrationFormSchema, registrationMessages } from './auth';
import { PHONE_EXAMPLE, fieldErrors } from './common';

function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

const validPayload = {
  name: 'Ujang Suryana',
  email: 'ujang@example.id',
  password: 'Rahasia1!',
  phone: '081234567890',
};

const validForm = { ...validPayload, confirmPassword: validPayload.password, termsAccepted: true };

describe('registration messages (spec section 5, word for word)', () => {
  it('carries every Indonesian message exactly', () => {
    expect(registrationMessages.nameRequired).toBe('Nama lengkap wajib diisi');
    expect(registrationMessages.nameMin).toBe('Nama minimal 3 karakter');
    expect(registrationMessages.emailRequired).toBe('Email wajib diisi');
    expect(registrationMessages.emailInvalid).toBe('Format email tidak valid');
    expect(registrationMessages.passwordRequired).toBe('Password wajib diisi');
    expect(registrationMessages.passwordMin).toBe('Password minimal 8 karakter');
    expect(registrationMessages.confirmRequired).toBe('Konfirmasi password wajib diisi');
    expect(registrationMessages.confirmMismatch).toBe('Password tidak cocok');
    expect(registrationMessages.phoneRequired).toBe('Nomor telepon wajib diisi');
    expect(registrationMessages.phoneInvalid).toBe(`Format nomor telepon tidak valid (contoh: ${PHONE_EXAMPLE})`);
    expect(registrationMessages.termsRequired).toBe('Anda harus menyetujui syarat dan ketentuan');
    expect(registrationMessages.fixErrors).toBe('Mohon perbaiki semua error sebelum submit');
    expect(registrationMessages.success).toBe('Pendaftaran berhasil! Selamat bergabung!');
    expect(registrationMessages.failure).toBe('Terjadi kesalahan saat pendaftaran');
  });

  it('uses an example phone number that itself passes the rule', () => {
    expect(registerSchema.safeParse({ ...validPayload, phone: PHONE_EXAMPLE }).success).toBe(true);
  });
});

describe.each([
  ['registerSchema', registerSchema, validPayload],
  ['registrationFormSchema', registrationFormSchema, validForm],
] as const)('%s', (_name, schema, valid) => {
  const withField = (field: string, value: unknown) => ({ ...valid, [field]: value });

  it('accepts a valid input', () => {
    expect(schema.safeParse(valid).success).toBe(true);
  });

  describe('name', () => {
    it("'' -> 'Nama lengkap wajib diisi'", () => {
      expect(errorsOf(schema, withField('name', ''))).toEqual({ name: 'Nama lengkap wajib diisi' });
    });
    it("only spaces -> 'Nama lengkap wajib diisi'", () => {
      expect(errorsOf(schema, withField('name', '   '))).toEqual({ name: 'Nama lengkap wajib diisi' });
    });
    it("missing -> 'Nama lengkap wajib diisi'", () => {
      const { name: _omit, ...rest } = valid;
      expect(errorsOf(schema, rest)).toEqual({ name: 'Nama lengkap wajib diisi' });
    });
    it("'  ab ' is 2 characters after trimming -> 'Nama minimal 3 karakter'", () => {
      expect(errorsOf(schema, withField('name', '  ab '))).toEqual({ name: 'Nama minimal 3 karakter' });
    });
    it("'abc' (3 characters) is accepted", () => {
      expect(errorsOf(schema, withField('name', 'abc'))).toEqual({});
    });
    it('trims the name', () => {
      const result = schema.parse(withField('name', '  abc  '));
      expect(result.name).toBe('abc');
    });
  });

  describe('email', () => {
    it("'' -> 'Email wajib diisi'", () => {
      expect(errorsOf(schema, withField('email', ''))).toEqual({ email: 'Email wajib diisi' });
    });
    it("'a@b' -> 'Format email tidak valid'", () => {
      expect(errorsOf(schema, withField('email', 'a@b'))).toEqual({ email: 'Format email tidak valid' });
    });
    it("'no-at-sign.co' -> 'Format email tidak valid'", () => {
      expect(errorsOf(schema, withField('email', 'no-at-sign.co'))).toEqual({ email: 'Format email tidak valid' });
    });
    it("'a@b.co' is accepted", () => {
      expect(errorsOf(schema, withField('email', 'a@b.co'))).toEqual({});
    });
  });

  describe('password', () => {
    // The form's confirmation follows the password so that only the password rule is under test.
    const withPassword = (password: string) => ('confirmPassword' in valid ? { ...valid, password, confirmPassword: password } : { ...valid, password });

    it("'' -> 'Password wajib diisi'", () => {
      expect(errorsOf(schema, { ...valid, password: '' }).password).toBe('Password wajib diisi');
      expect(errorsOf(registerSchema, { ...validPayload, password: '' })).toEqual({ password: 'Password wajib diisi' });
    });
    it("7 characters -> 'Password minimal 8 karakter'", () => {
      expect(errorsOf(schema, withPassword('Abcde1!'))).toEqual({ password: 'Password minimal 8 karakter' });
    });
    it('8 characters are accepted (uppercase, digit and special character are not enforced)', () => {
      expect(errorsOf(schema, withPassword('abcdefgh'))).toEqual({});
    });
  });

  describe('phone', () => {
    it("'' -> 'Nomor telepon wajib diisi'", () => {
      expect(errorsOf(schema, withField('phone', ''))).toEqual({ phone: 'Nomor telepon wajib diisi' });
    });
    it("missing -> 'Nomor telepon wajib diisi'", () => {
      const { phone: _omit, ...rest } = valid;
      expect(errorsOf(schema, rest)).toEqual({ phone: 'Nomor telepon wajib diisi' });
    });
    it('too short (7 digits after +62) -> the format message with the example', () => {
      expect(errorsOf(schema, withField('phone', '08123456'))).toEqual({ phone: `Format nomor telepon tidak valid (contoh: ${PHONE_EXAMPLE})` });
    });
    it('too long (14 digits after +62) -> the format message with the example', () => {
      expect(errorsOf(schema, withField('phone', '081234567890123'))).toEqual({ phone: `Format nomor telepon tidak valid (contoh: ${PHONE_EXAMPLE})` });
    });
    it('8 digits after +62 are accepted', () => {
      expect(schema.parse(withField('phone', '081234567')).phone).toBe('+6281234567');
    });
    it('13 digits after +62 are accepted', () => {
      expect(schema.parse(withField('phone', '08123456789012')).phone).toBe('+628123456789012');
    });
    it("'0812...' is normalised to +62", () => {
      expect(schema.parse(withField('phone', '081234567890')).phone).toBe('+6281234567890');
    });
    it("'62812...' keeps its 62 prefix", () => {
      expect(schema.parse(withField('phone', '6281234567890')).phone).toBe('+6281234567890');
    });
    it("'+62812...' stays as it is", () => {
      expect(schema.parse(withField('phone', '+6281234567890')).phone).toBe('+6281234567890');
    });
    it("'812...' is prefixed with +62", () => {
      expect(schema.parse(withField('phone', '81234567890')).phone).toBe('+6281234567890');
    });
    it('spaces and dashes are stripped', () => {
      expect(schema.parse(withField('phone', '0812-3456 7890')).phone).toBe('+6281234567890');
      expect(schema.parse(withField('phone', '+62 812-3456-7890')).phone).toBe('+6281234567890');
    });
    it('only punctuation counts as empty', () => {
      expect(errorsOf(schema, withField('phone', ' - '))).toEqual({ phone: 'Nomor telepon wajib diisi' });
    });
  });
});

describe('registerSchema (POST /auth/register payload)', () => {
  it('returns name, email (lower case), password and the normalised phone', () => {
    expect(registerSchema.parse({ ...validPayload, email: 'Ujang@Example.ID' })).toEqual({
      name: 'Ujang Suryana',
      email: 'ujang@example.id',
      password: 'Rahasia1!',
      phone: '+6281234567890',
    });
  });
  it('rejects confirmPassword and termsAccepted: the client drops them', () => {
    expect(registerSchema.safeParse(validForm).success).toBe(false);
  });
});

describe('registrationFormSchema (the registration page)', () => {
  it("confirmPassword '' -> 'Konfirmasi password wajib diisi'", () => {
    expect(errorsOf(registrationFormSchema, { ...validForm, confirmPassword: '' })).toEqual({
      confirmPassword: 'Konfirmasi password wajib diisi',
    });
  });
  it("a different confirmation -> 'Password tidak cocok'", () => {
    expect(errorsOf(registrationFormSchema, { ...validForm, confirmPassword: 'Rahasia2!' })).toEqual({
      confirmPassword: 'Password tidak cocok',
    });
  });
  it('reports the mismatch together with other errors (every field is marked on submit)', () => {
    expect(errorsOf(registrationFormSchema, { ...validForm, confirmPassword: 'Rahasia2!', termsAccepted: false })).toEqual({
      confirmPassword: 'Password tidak cocok',
      termsAccepted: 'Anda harus menyetujui syarat dan ketentuan',
    });
  });
  it("termsAccepted false -> 'Anda harus menyetujui syarat dan ketentuan'", () => {
    expect(errorsOf(registrationFormSchema, { ...validForm, termsAccepted: false })).toEqual({
      termsAccepted: 'Anda harus menyetujui syarat dan ketentuan',
    });
  });
  it('an empty form reports every required message at once', () => {
    expect(errorsOf(registrationFormSchema, { name: '', email: '', password: '', confirmPassword: '', phone: '', termsAccepted: false })).toEqual({
      name: 'Nama lengkap wajib diisi',
      email: 'Email wajib diisi',
      password: 'Password wajib diisi',
      confirmPassword: 'Konfirmasi password wajib diisi',
      phone: 'Nomor telepon wajib diisi',
      termsAccepted: 'Anda harus menyetujui syarat dan ketentuan',
    });
  });
});

describe('loginSchema', () => {
  const valid = { email: 'admin@kuliner-tasik.id', password: 'Admin123!' };

  it('carries the login messages exactly', () => {
    expect(loginMessages.emailRequired).toBe('Email wajib diisi');
    expect(loginMessages.emailInvalid).toBe('Format email tidak valid');
    expect(loginMessages.passwordRequired).toBe('Kata sandi wajib diisi');
    expect(loginMessages.passwordMin).toBe('Kata sandi minimal 6 karakter');
    expect(loginMessages.failure).toBe('Login gagal');
  });
  it('accepts a valid login and lower-cases the email', () => {
    expect(loginSchema.parse({ ...valid, email: 'Admin@Kuliner-Tasik.ID' })).toEqual(valid);
  });
  it("email '' -> 'Email wajib diisi'", () => {
    expect(errorsOf(loginSchema, { ...valid, email: '' })).toEqual({ email: 'Email wajib diisi' });
  });
  it("email missing -> 'Email wajib diisi'", () => {
    expect(errorsOf(loginSchema, { password: valid.password })).toEqual({ email: 'Email wajib diisi' });
  });
  it("email 'a@b' -> 'Format email tidak valid'", () => {
    expect(errorsOf(loginSchema, { ...valid, email: 'a@b' })).toEqual({ email: 'Format email tidak valid' });
  });
  it("email 'a@b.co' is accepted", () => {
    expect(errorsOf(loginSchema, { ...valid, email: 'a@b.co' })).toEqual({});
  });
  it("password '' -> 'Kata sandi wajib diisi'", () => {
    expect(errorsOf(loginSchema, { ...valid, password: '' })).toEqual({ password: 'Kata sandi wajib diisi' });
  });
  it("password missing -> 'Kata sandi wajib diisi'", () => {
    expect(errorsOf(loginSchema, { email: valid.email })).toEqual({ password: 'Kata sandi wajib diisi' });
  });
  it("password of 5 characters -> 'Kata sandi minimal 6 karakter'", () => {
    expect(errorsOf(loginSchema, { ...valid, password: '12345' })).toEqual({ password: 'Kata sandi minimal 6 karakter' });
  });
  it('password of 6 characters is accepted', () => {
    expect(errorsOf(loginSchema, { ...valid, password: '123456' })).toEqual({});
  });
});

describe('loginSchema refuses text Postgres cannot store (next-auth credentials login parses with it too)', () => {
  it.each([
    ['email', { email: 'a\u0000b@example.id', password: 'Rahasia123!' }],
    ['password', { email: 'a@example.id', password: 'Rahasia\u0000123!' }],
    ['password', { email: 'a@example.id', password: 'Rahasia\uD800123!' }],
  ])('%s with NUL or a lone surrogate', (field, input) => {
    expect(errorsOf(loginSchema, input)).toEqual({ [field]: 'Teks mengandung karakter yang tidak diizinkan' });
  });
});
