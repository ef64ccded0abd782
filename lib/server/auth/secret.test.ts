import { afterEach, describe, expect, it, vi } from 'vitest';

// getAuthSecret caches, so each case loads a fresh copy of the module under its own environment.
async function loadWith(env: Record<string, string | undefined>) {
  vi.resetModules();
  for (const [k, v] of Object.entries(env)) vi.stubEnv(k, v);
  return import('./secret');
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('getAuthSecret on a production server', () => {
  it('refuses AUTH_SECRET=a (a token signed with key "a" must never be accepted)', async () => {
    const { getAuthSecret } = await loadWith({ NODE_ENV: 'production', NEXT_PHASE: undefined, AUTH_SECRET: 'a', NEXTAUTH_SECRET: undefined });
    expect(() => getAuthSecret()).toThrow(/AUTH_SECRET is too short \(1 bytes\)/);
  });

  it('refuses a missing secret instead of inventing one', async () => {
    const { getAuthSecret } = await loadWith({ NODE_ENV: 'production', NEXT_PHASE: undefined, AUTH_SECRET: undefined, NEXTAUTH_SECRET: undefined });
    expect(() => getAuthSecret()).toThrow(/AUTH_SECRET is not set/);
  });

  it('refuses a 32-byte secret of one repeated character (long enough, but no entropy)', async () => {
    const { getAuthSecret } = await loadWith({ NODE_ENV: 'production', NEXT_PHASE: undefined, AUTH_SECRET: 's'.repeat(32), NEXTAUTH_SECRET: undefined });
    expect(() => getAuthSecret()).toThrow(/AUTH_SECRET has too little entropy/);
  });

  it('uses a 32-byte random secret as given', async () => {
    const secret = 'q7Vd2Kx9Lm4Rt8Wz1Bn6Cy3Hj5Fg0SpQ';
    const { getAuthSecret } = await loadWith({ NODE_ENV: 'production', NEXT_PHASE: undefined, AUTH_SECRET: secret });
    expect(getAuthSecret()).toBe(secret);
  });

  it('does not enforce during next build (which also runs as production but signs nothing)', async () => {
    const { getAuthSecret } = await loadWith({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build', AUTH_SECRET: 'a' });
    expect(getAuthSecret()).toBe('a');
  });

  it('keeps short secrets working outside production (local development)', async () => {
    const { getAuthSecret } = await loadWith({ NODE_ENV: 'development', AUTH_SECRET: 'dev' });
    expect(getAuthSecret()).toBe('dev');
  });
});
