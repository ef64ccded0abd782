import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './auth/common-passwords';
import {
  adminPasswordProblem as adminPasswordProblemWith,
  authSecretProblem,
  isPublishedPassword,
  productionEnvProblems as productionEnvProblemsWith,
  secretEntropyBits,
  seedPlanFromEnv,
} from './deploy-env';

const checks = { isCommonPassword };
const productionEnvProblems = (env: Record<string, string | undefined>) => productionEnvProblemsWith(env, checks);
const adminPasswordProblem = (password: string | undefined) => adminPasswordProblemWith(password, checks);

const GOOD_SECRET = 'Vq3x9Lr0TzK8wPm2YbN6cHs4JdF7gUe1';
const GOOD_ENV = { NODE_ENV: 'production', AUTH_SECRET: GOOD_SECRET, ADMIN_PASSWORD: 'kopi-tubruk-galunggung' };

describe('productionEnvProblems', () => {
  it('asks nothing outside production (the local two-command start needs no variables)', () => {
    expect(productionEnvProblems({})).toEqual([]);
    expect(productionEnvProblems({ NODE_ENV: 'development', AUTH_SECRET: 'a', ADMIN_PASSWORD: 'Admin123!' })).toEqual([]);
  });

  it('accepts a production environment with a 32-byte secret and an own admin password', () => {
    expect(productionEnvProblems(GOOD_ENV)).toEqual([]);
    expect(productionEnvProblems({ ...GOOD_ENV, AUTH_SECRET: undefined, NEXTAUTH_SECRET: GOOD_SECRET })).toEqual([]);
  });

  it('refuses a missing, 1-byte or 31-byte secret, naming AUTH_SECRET', () => {
    for (const AUTH_SECRET of [undefined, '', 'a', 'x'.repeat(31)]) {
      const problems = productionEnvProblems({ ...GOOD_ENV, AUTH_SECRET });
      expect(problems, String(AUTH_SECRET)).toHaveLength(1);
      expect(problems[0]).toMatch(/^AUTH_SECRET .*set AUTH_SECRET/);
    }
  });

  it('counts the secret in UTF-8 bytes: 11 three-byte characters (33 bytes) are long enough, 10 (30 bytes) are not', () => {
    expect(authSecretProblem('€'.repeat(11))).not.toMatch(/too short/);
    expect(authSecretProblem('€'.repeat(10))).toMatch(/30 bytes/);
  });

  it('refuses a low-entropy secret of any length with one line naming AUTH_SECRET: 32 identical characters, a repeated phrase', () => {
    for (const secret of [
      'a'.repeat(32),
      'k'.repeat(64),
      'passwordpasswordpasswordpassword',
      'abc123'.repeat(8),
      '0123456789abcdef'.repeat(2),
      '€'.repeat(11),
    ]) {
      const problems = productionEnvProblems({ ...GOOD_ENV, AUTH_SECRET: secret });
      expect(problems, secret).toHaveLength(1);
      expect(problems[0]).toMatch(/^AUTH_SECRET has too little entropy \(.*\): set AUTH_SECRET to a random value/);
      expect(problems[0]).not.toContain('\n');
    }
  });

  it('accepts what the README and the scripts generate: base64 and hex random secrets, and the test and bench keys', () => {
    for (let i = 0; i < 200; i++) {
      expect(authSecretProblem(crypto.randomBytes(48).toString('base64'))).toBeNull();
      expect(authSecretProblem(crypto.randomBytes(16).toString('hex'))).toBeNull();
    }
    expect(authSecretProblem('test-secret-for-ci-at-least-32-bytes-long')).toBeNull();
    expect(authSecretProblem('bench-only-signing-key-7c1e9a42f3b86d05')).toBeNull();
  });

  it('secretEntropyBits: Shannon entropy times the shortest repeating unit', () => {
    expect(secretEntropyBits('k'.repeat(32))).toBe(0);
    expect(secretEntropyBits('ab'.repeat(16))).toBeCloseTo(2);
    expect(secretEntropyBits('abcdefgh')).toBeCloseTo(24);
    expect(secretEntropyBits('')).toBe(0);
  });

  it('falls back to NEXTAUTH_SECRET only when AUTH_SECRET is unset, and judges that one', () => {
    expect(productionEnvProblems({ ...GOOD_ENV, AUTH_SECRET: undefined, NEXTAUTH_SECRET: 'short' })[0]).toMatch(/too short/);
  });

  it('refuses a missing, short or README admin password, naming ADMIN_PASSWORD', () => {
    for (const ADMIN_PASSWORD of [undefined, '', 'Pendek123!x', 'Admin123!', 'Manager123!', 'admin123!']) {
      const problems = productionEnvProblems({ ...GOOD_ENV, ADMIN_PASSWORD });
      expect(problems, String(ADMIN_PASSWORD)).toHaveLength(1);
      expect(problems[0]).toMatch(/^ADMIN_PASSWORD .*set ADMIN_PASSWORD/);
    }
    expect(adminPasswordProblem('Admin123!')).toMatch(/published in the README/);
    expect(adminPasswordProblem('kopi-tubruk-galunggung')).toBeNull();
  });

  it('refuses a common or too simple admin password (ADMIN_PASSWORD=aaaaaaaaaaaa, 123456789012, password1234)', () => {
    for (const password of ['aaaaaaaaaaaa', '123456789012', 'password1234', 'abababababab', '111111222222']) {
      expect(adminPasswordProblem(password), password).toMatch(/^ADMIN_PASSWORD is a common password .*set ADMIN_PASSWORD/);
    }
  });

  it('lists every problem at once, one line each', () => {
    const problems = productionEnvProblems({ NODE_ENV: 'production' });
    expect(problems).toHaveLength(2);
    for (const p of problems) expect(p).not.toContain('\n');
  });
});

describe('isPublishedPassword', () => {
  it('matches the README passwords and their case variants only', () => {
    expect(isPublishedPassword('Admin123!')).toBe(true);
    expect(isPublishedPassword('MANAGER123!')).toBe(true);
    expect(isPublishedPassword('Admin123!!')).toBe(false);
    expect(isPublishedPassword('Admin1234')).toBe(false);
  });
});

describe('seedPlanFromEnv', () => {
  it('embedded database, not production: the full demo with the README passwords', () => {
    expect(seedPlanFromEnv({})).toEqual({ demo: true, demoPasswords: 'published', adminEmail: undefined, adminPassword: undefined });
  });

  it('DATABASE_URL: no demo catalogue unless SEED_DEMO=true; the admin from ADMIN_EMAIL/ADMIN_PASSWORD', () => {
    const env = { DATABASE_URL: 'postgres://db/kuliner', ADMIN_EMAIL: 'owner@example.id', ADMIN_PASSWORD: 'rahasia-sekali-123' };
    expect(seedPlanFromEnv(env)).toEqual({ demo: false, demoPasswords: 'published', adminEmail: 'owner@example.id', adminPassword: 'rahasia-sekali-123' });
    expect(seedPlanFromEnv({ ...env, SEED_DEMO: 'true' }).demo).toBe(true);
    expect(seedPlanFromEnv({ ...env, SEED_DEMO: '1' }).demo).toBe(false);
  });

  it('production: random demo passwords, demo only with SEED_DEMO=true, on either database', () => {
    expect(seedPlanFromEnv({ NODE_ENV: 'production' })).toMatchObject({ demo: false, demoPasswords: 'random' });
    expect(seedPlanFromEnv({ NODE_ENV: 'production', SEED_DEMO: 'true' })).toMatchObject({ demo: true, demoPasswords: 'random' });
    expect(seedPlanFromEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://x', SEED_DEMO: 'true' })).toMatchObject({ demo: true, demoPasswords: 'random' });
  });
});
