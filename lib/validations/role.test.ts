import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrors } from './common';
import { createRoleSchema, roleFormSchema, roleMessages, updateRoleSchema } from './role';

function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

const valid = {
  name: 'Kasir Senior',
  code: 'KASIR_SENIOR',
  description: 'Kasir yang boleh melihat menu',
  permissions: ['menus.read'],
  sortOrder: 10,
};

describe('role messages (spec section 5, word for word)', () => {
  it('carries every message exactly', () => {
    expect(roleMessages.nameRequired).toBe('Nama role harus diisi');
    expect(roleMessages.codeRequired).toBe('Kode role harus diisi');
    expect(roleMessages.codePattern).toBe('Kode role harus huruf besar dan underscore saja');
    expect(roleMessages.descriptionRequired).toBe('Deskripsi role harus diisi');
    expect(roleMessages.deleteFailed).toBe('Gagal menghapus role. Silakan coba lagi.');
    expect(roleMessages.loadFailed).toBe('Gagal memuat data role');
    expect(roleMessages.empty).toBe('Tidak ada role yang ditemukan');
    expect(roleMessages.cannotDelete).toBe('cannot be deleted');
  });
});

describe.each([
  ['createRoleSchema', createRoleSchema],
  ['roleFormSchema', roleFormSchema],
] as const)('%s', (_name, schema) => {
  it('accepts a valid role', () => {
    expect(schema.parse(valid)).toEqual(valid);
  });

  it.each(['', '   '])("name %j -> 'Nama role harus diisi'", (name) => {
    expect(errorsOf(schema, { ...valid, name })).toEqual({ name: 'Nama role harus diisi' });
  });
  it("name missing -> 'Nama role harus diisi'", () => {
    const { name: _omit, ...rest } = valid;
    expect(errorsOf(schema, rest)).toEqual({ name: 'Nama role harus diisi' });
  });

  it.each(['', '  '])("code %j -> 'Kode role harus diisi'", (code) => {
    expect(errorsOf(schema, { ...valid, code })).toEqual({ code: 'Kode role harus diisi' });
  });
  it("code missing -> 'Kode role harus diisi'", () => {
    const { code: _omit, ...rest } = valid;
    expect(errorsOf(schema, rest)).toEqual({ code: 'Kode role harus diisi' });
  });
  it.each(['kasir', 'KASIR1', 'KASIR-X', 'Kasir_Senior', 'KASIR SENIOR'])("code %j -> 'Kode role harus huruf besar dan underscore saja'", (code) => {
    expect(errorsOf(schema, { ...valid, code })).toEqual({ code: 'Kode role harus huruf besar dan underscore saja' });
  });
  it.each(['KASIR_SENIOR', 'KASIR', 'SUPER_ADMIN'])('code %j is accepted', (code) => {
    expect(errorsOf(schema, { ...valid, code })).toEqual({});
  });

  it.each(['', '   '])("description %j -> 'Deskripsi role harus diisi'", (description) => {
    expect(errorsOf(schema, { ...valid, description })).toEqual({ description: 'Deskripsi role harus diisi' });
  });
  it("description missing -> 'Deskripsi role harus diisi'", () => {
    const { description: _omit, ...rest } = valid;
    expect(errorsOf(schema, rest)).toEqual({ description: 'Deskripsi role harus diisi' });
  });

  it.each([[-1], [1000], [1.5], ['abc']])('sortOrder %j is rejected (0-999)', (sortOrder) => {
    expect(errorsOf(schema, { ...valid, sortOrder })).toEqual({ sortOrder: 'Urutan harus antara 0-999' });
  });
  it.each([
    [0, 0],
    [999, 999],
    ['12', 12],
  ])('sortOrder %j is accepted as %i', (sortOrder, expected) => {
    expect(schema.parse({ ...valid, sortOrder }).sortOrder).toBe(expected);
  });
  it.each([[''], [undefined]])('sortOrder %j is left out', (sortOrder) => {
    expect(schema.parse({ ...valid, sortOrder }).sortOrder).toBeUndefined();
  });

  it('rejects a permission outside the catalogue', () => {
    expect(errorsOf(schema, { ...valid, permissions: ['menus.read', 'orders.read'] })).toEqual({
      'permissions.1': 'Permission tidak dikenal: orders.read',
    });
  });
  it('rejects a malformed permission', () => {
    expect(schema.safeParse({ ...valid, permissions: ['menus'] }).success).toBe(false);
    expect(schema.safeParse({ ...valid, permissions: ['MENUS.READ'] }).success).toBe(false);
  });
  it('removes duplicate permissions, keeping the first order', () => {
    expect(schema.parse({ ...valid, permissions: ['menus.read', 'files.read', 'menus.read', 'files.read'] }).permissions).toEqual(['menus.read', 'files.read']);
  });
});

describe('createRoleSchema (POST /roles)', () => {
  it('defaults permissions to an empty list', () => {
    const { permissions: _omit, ...rest } = valid;
    expect(createRoleSchema.parse(rest).permissions).toEqual([]);
  });
  it('accepts isSystem as a boolean only', () => {
    expect(createRoleSchema.parse({ ...valid, isSystem: true }).isSystem).toBe(true);
    expect(createRoleSchema.safeParse({ ...valid, isSystem: 'yes' }).success).toBe(false);
  });
  it('is strict: an unknown key is rejected', () => {
    expect(errorsOf(createRoleSchema, { ...valid, level: 3 })).toEqual({ level: 'Field tidak dikenal' });
  });
});

describe('updateRoleSchema (PATCH /roles/{id})', () => {
  it('accepts any subset', () => {
    expect(updateRoleSchema.parse({ sortOrder: 5 })).toEqual({ sortOrder: 5 });
    expect(updateRoleSchema.parse({})).toEqual({});
  });
  it('applies the same rules to given fields', () => {
    expect(errorsOf(updateRoleSchema, { name: '', code: 'kasir', description: ' ', sortOrder: 1000 })).toEqual({
      name: 'Nama role harus diisi',
      code: 'Kode role harus huruf besar dan underscore saja',
      description: 'Deskripsi role harus diisi',
      sortOrder: 'Urutan harus antara 0-999',
    });
  });
  it('removes duplicate permissions and rejects unknown ones', () => {
    expect(updateRoleSchema.parse({ permissions: ['users.read', 'users.read'] }).permissions).toEqual(['users.read']);
    expect(updateRoleSchema.safeParse({ permissions: ['users.approve'] }).success).toBe(false);
  });
  it('is strict: an unknown key is rejected', () => {
    expect(errorsOf(updateRoleSchema, { userCount: 3 })).toEqual({ userCount: 'Field tidak dikenal' });
  });
});
