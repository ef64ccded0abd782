import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrors } from './common';
import { createUserSchema, updateUserSchema, userFormSchema, userMessages, userStatusSchema } from './user';

function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

const valid = { name: 'Euis Komariah', email: 'euis@example.id', password: 'rahasia-kopi', roleId: 3 };

describe('user messages (spec section 5, word for word)', () => {
  it('carries every message exactly', () => {
    expect(userMessages.nameRequired).toBe('Nama lengkap harus diisi');
    expect(userMessages.emailRequired).toBe('Email harus diisi');
    expect(userMessages.emailInvalid).toBe('Format email tidak valid');
    expect(userMessages.passwordRequired).toBe('Password harus diisi');
    expect(userMessages.passwordMin).toBe('Password minimal 6 karakter');
    expect(userMessages.roleRequired).toBe('Role harus dipilih');
    expect(userMessages.deleteFailed).toBe('Gagal menghapus pengguna. Silakan coba lagi.');
    expect(userMessages.statusFailed).toBe('Gagal mengubah status pengguna. Silakan coba lagi.');
    expect(userMessages.loadFailed).toBe('Gagal memuat data pengguna');
    expect(userMessages.empty).toBe('Tidak ada pengguna yang ditemukan');
  });
});

describe.each([
  ['createUserSchema', createUserSchema],
  ["userFormSchema('create')", userFormSchema('create')],
] as const)('%s', (_name, schema) => {
  it('accepts a valid user and lower-cases the email', () => {
    expect(schema.parse({ ...valid, email: 'Euis@Example.ID' })).toMatchObject({ ...valid, email: 'euis@example.id' });
  });
  it("name '' or blank -> 'Nama lengkap harus diisi'", () => {
    expect(errorsOf(schema, { ...valid, name: '' })).toEqual({ name: 'Nama lengkap harus diisi' });
    expect(errorsOf(schema, { ...valid, name: '   ' })).toEqual({ name: 'Nama lengkap harus diisi' });
  });
  it("name missing -> 'Nama lengkap harus diisi'", () => {
    const { name: _omit, ...rest } = valid;
    expect(errorsOf(schema, rest)).toEqual({ name: 'Nama lengkap harus diisi' });
  });
  it("email '' -> 'Email harus diisi'", () => {
    expect(errorsOf(schema, { ...valid, email: '' })).toEqual({ email: 'Email harus diisi' });
  });
  it("email 'a@b' -> 'Format email tidak valid'", () => {
    expect(errorsOf(schema, { ...valid, email: 'a@b' })).toEqual({ email: 'Format email tidak valid' });
  });
  it("password '' -> 'Password harus diisi' on create", () => {
    expect(errorsOf(schema, { ...valid, password: '' })).toEqual({ password: 'Password harus diisi' });
  });
  it("password missing -> 'Password harus diisi' on create", () => {
    const { password: _omit, ...rest } = valid;
    expect(errorsOf(schema, rest)).toEqual({ password: 'Password harus diisi' });
  });
  it("password of 5 characters -> 'Password minimal 6 karakter'", () => {
    expect(errorsOf(schema, { ...valid, password: '12345' })).toEqual({ password: 'Password minimal 6 karakter' });
  });
  it('password of 6 characters is accepted', () => {
    expect(errorsOf(schema, { ...valid, password: 'Kopi7x' })).toEqual({});
  });
  it.each([[''], [null]])("roleId %j -> 'Role harus dipilih'", (roleId) => {
    expect(errorsOf(schema, { ...valid, roleId })).toEqual({ roleId: 'Role harus dipilih' });
  });
  it("roleId missing -> 'Role harus dipilih'", () => {
    const { roleId: _omit, ...rest } = valid;
    expect(errorsOf(schema, rest)).toEqual({ roleId: 'Role harus dipilih' });
  });
  it.each([[0], [-1], [1.5], ['abc']])("roleId %j -> 'Role harus dipilih'", (roleId) => {
    expect(errorsOf(schema, { ...valid, roleId })).toEqual({ roleId: 'Role harus dipilih' });
  });
  it("roleId from a select ('3') becomes a number", () => {
    expect(schema.parse({ ...valid, roleId: '3' }).roleId).toBe(3);
  });
});

describe('createUserSchema (POST /users)', () => {
  it('is strict: an unknown key is rejected', () => {
    expect(errorsOf(createUserSchema, { ...valid, isAdmin: true })).toEqual({ isAdmin: 'Field tidak dikenal' });
  });
  it('accepts a status of active or inactive only', () => {
    expect(createUserSchema.parse({ ...valid, status: 'inactive' }).status).toBe('inactive');
    expect(createUserSchema.safeParse({ ...valid, status: 'ACTIVE_X' }).success).toBe(false);
  });
});

describe('updateUserSchema (PATCH /users/{id})', () => {
  it('accepts any subset', () => {
    expect(updateUserSchema.parse({ name: 'Euis' })).toEqual({ name: 'Euis' });
    expect(updateUserSchema.parse({})).toEqual({});
  });
  it.each([[''], [null]])('omits a blank password (%j)', (password) => {
    const parsed = updateUserSchema.parse({ name: 'Euis', password });
    expect(parsed.password).toBeUndefined();
    expect(JSON.parse(JSON.stringify(parsed))).toEqual({ name: 'Euis' });
  });
  it("password of 5 characters -> 'Password minimal 6 karakter'", () => {
    expect(errorsOf(updateUserSchema, { password: '12345' })).toEqual({ password: 'Password minimal 6 karakter' });
  });
  it('password of 6 characters is kept', () => {
    expect(updateUserSchema.parse({ password: 'Kopi7x' }).password).toBe('Kopi7x');
  });
  it("given but blank name -> 'Nama lengkap harus diisi'", () => {
    expect(errorsOf(updateUserSchema, { name: ' ' })).toEqual({ name: 'Nama lengkap harus diisi' });
  });
  it("given email 'a@b' -> 'Format email tidak valid'", () => {
    expect(errorsOf(updateUserSchema, { email: 'a@b' })).toEqual({ email: 'Format email tidak valid' });
  });
  it("given roleId '' -> 'Role harus dipilih'", () => {
    expect(errorsOf(updateUserSchema, { roleId: '' })).toEqual({ roleId: 'Role harus dipilih' });
  });
  it('is strict: an unknown key is rejected', () => {
    expect(errorsOf(updateUserSchema, { name: 'Euis', passwordHash: 'x' })).toEqual({ passwordHash: 'Field tidak dikenal' });
  });
});

describe("userFormSchema('edit')", () => {
  const edit = userFormSchema('edit');
  const { password: _omit, ...withoutPassword } = valid;

  it('a blank password is omitted from the payload', () => {
    const parsed = edit.parse({ ...withoutPassword, password: '' });
    expect(parsed.password).toBeUndefined();
    expect('password' in JSON.parse(JSON.stringify(parsed))).toBe(false);
  });
  it('a missing password is fine', () => {
    expect(edit.parse(withoutPassword).password).toBeUndefined();
  });
  it("a given password of 5 characters -> 'Password minimal 6 karakter'", () => {
    expect(errorsOf(edit, { ...withoutPassword, password: '12345' })).toEqual({ password: 'Password minimal 6 karakter' });
  });
  it('a given password of 6 characters is kept', () => {
    expect(edit.parse({ ...withoutPassword, password: 'Kopi7x' }).password).toBe('Kopi7x');
  });
  it("still requires name, email and role: 'Nama lengkap harus diisi', 'Email harus diisi', 'Role harus dipilih'", () => {
    expect(errorsOf(edit, { name: '', email: '', roleId: '' })).toEqual({
      name: 'Nama lengkap harus diisi',
      email: 'Email harus diisi',
      roleId: 'Role harus dipilih',
    });
  });
});

describe('userStatusSchema (PATCH /users/{id}/status)', () => {
  it.each(['active', 'inactive'])('accepts %s', (status) => {
    expect(userStatusSchema.parse({ status })).toEqual({ status });
  });
  it.each(['ACTIVE', 'suspended', ''])("rejects %j with 'Status harus active atau inactive'", (status) => {
    expect(errorsOf(userStatusSchema, { status })).toEqual({ status: 'Status harus active atau inactive' });
  });
});

describe('roleId is a plain integer', () => {
  it.each(['0x1', '+1', '1e0', ' 1', 2147483648])('refuses %j', (roleId) => {
    const result = createUserSchema.safeParse({ name: 'Ujang', email: 'u@example.id', password: 'Rahasia123!', roleId });
    expect(result.success).toBe(false);
  });
});
