import { describe, expect, it } from 'vitest';
import { registerSchema, registrationFormSchema } from './auth';
import { TOP_COMMON_PASSWORDS } from './common-passwords';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './password';
import { createUserSchema, updateUserSchema, userFormSchema } from './user';

const registration = { name: 'Euis Komariah', email: 'euis@example.id', phone: '081234567890' };
const fieldError = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.find((i) => i.path[0] === 'password')?.message;

describe('common passwords in the shared password schemas', () => {
  it("refuses 'password', '123456', '12345678' and 'aaaaaaaaaaaa' in every schema that sets a password, with the Indonesian message", () => {
    expect(COMMON_PASSWORD_MESSAGE).toBe('Kata sandi terlalu umum, pilih kata sandi lain');
    for (const password of ['password', 'Password', '12345678', 'aaaaaaaaaaaa', 'qwerty123', 'iloveyou']) {
      expect(fieldError(registerSchema.safeParse({ ...registration, password })), `register ${password}`).toBe(COMMON_PASSWORD_MESSAGE);
      expect(fieldError(registrationFormSchema.safeParse({ ...registration, password, confirmPassword: password, termsAccepted: true }))).toBe(
        COMMON_PASSWORD_MESSAGE,
      );
      expect(fieldError(createUserSchema.safeParse({ ...registration, password, roleId: 3 })), `create ${password}`).toBe(COMMON_PASSWORD_MESSAGE);
      expect(fieldError(updateUserSchema.safeParse({ password })), `update ${password}`).toBe(COMMON_PASSWORD_MESSAGE);
      expect(fieldError(userFormSchema('edit').safeParse({ ...registration, roleId: 3, password }))).toBe(COMMON_PASSWORD_MESSAGE);
    }
    for (const password of ['123456', 'abc123', 'qwerty']) {
      expect(fieldError(createUserSchema.safeParse({ ...registration, password, roleId: 3 })), password).toBe(COMMON_PASSWORD_MESSAGE);
    }
  });

  it('accepts the demo and fixture passwords', () => {
    for (const password of ['Admin123!', 'Manager123!', 'Rahasia123!', 'Rahasia1', 'galunggung-1982-kopi', 'Kopi7x']) {
      expect(isCommonPassword(password), password).toBe(false);
      expect(updateUserSchema.safeParse({ password }).success, password).toBe(true);
    }
  });

  it('the list shipped to browsers holds the 1,000 most common passwords of 6 characters or more', () => {
    const top = TOP_COMMON_PASSWORDS.split('\n');
    expect(top).toHaveLength(1000);
    expect(top.slice(0, 3)).toEqual(['123456', 'password', '12345678']);
    expect(top.every((p) => [...p].length >= 6 && p === p.toLowerCase())).toBe(true);
  });

  it('too few distinct characters is common whatever the list says', () => {
    expect(isCommonPassword('zzzzzzzzzzzzzzzz')).toBe(true);
    expect(isCommonPassword('xyxyxyxyxy')).toBe(true);
    expect(isCommonPassword('xyzxyzxyz')).toBe(true);
    expect(isCommonPassword('wxyzwxyz')).toBe(false);
  });

  it('the server adds the full list to the same schemas: a password ranked below the first 1,000 is refused once it is loaded', async () => {
    // 'noodles' is in the full list (about rank 2,000), not among the 1,000 the browser carries.
    expect(TOP_COMMON_PASSWORDS.split('\n')).not.toContain('noodles');
    const before = updateUserSchema.safeParse({ password: 'Noodles' }).success;
    await import('@/lib/server/auth/common-passwords');
    expect(before).toBe(true);
    expect(fieldError(updateUserSchema.safeParse({ password: 'Noodles' }))).toBe(COMMON_PASSWORD_MESSAGE);
    expect(isCommonPassword('buzzkill')).toBe(true);
  });
});
