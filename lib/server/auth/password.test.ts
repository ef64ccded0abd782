// Production hashing cost: tests make their demo accounts cheap in the TEST database only (tests/helpers/template.ts);
// the server itself must keep the OWASP argon2id parameters.
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('hashes with argon2id at the OWASP cost (19 MiB, 2 passes, 1 lane)', async () => {
    const stored = await hashPassword('Rahasia123!');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'Rahasia123!')).toBe(true);
    expect(await verifyPassword(stored, 'rahasia123!')).toBe(false);
  });
});
