import { afterEach, describe, expect, it, vi } from 'vitest';
import { EnvError, assertServerEnv, envProblems, parseEnv, serverEnv } from './env';

afterEach(() => vi.unstubAllEnvs());

describe('lib/server/env', () => {
  it('fills the defaults (unset and blank alike)', () => {
    const env = parseEnv({ LOGIN_WINDOW_MS: '', NODE_ENV: 'test' });
    expect(env.LOGIN_WINDOW_MS).toBe(15 * 60 * 1000);
    expect(env.ACCESS_TOKEN_TTL_SECONDS).toBe(900);
    expect(env.DATABASE_POOL_SIZE).toBe(10);
    expect(env.REFRESH_REUSE_GRACE_SECONDS).toBe(30);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('reads numbers', () => {
    expect(parseEnv({ REGISTER_MAX_PER_ADDRESS: '100000', REFRESH_REUSE_GRACE_SECONDS: '0' })).toMatchObject({
      REGISTER_MAX_PER_ADDRESS: 100000,
      REFRESH_REUSE_GRACE_SECONDS: 0,
    });
  });

  it('upload limits: documented defaults; the upload window at most a day (its counter events are pruned after 24 h)', () => {
    expect(parseEnv({})).toMatchObject({
      UPLOAD_QUOTA_FILES: 200,
      UPLOAD_QUOTA_BYTES: 100 * 1024 * 1024,
      UPLOAD_MAX_PER_ACCOUNT: 30,
      UPLOAD_WINDOW_MS: 10 * 60 * 1000,
      UNUSED_FILE_GRACE_MS: 24 * 60 * 60 * 1000,
      FILE_SWEEP_INTERVAL_MS: 60 * 60 * 1000,
      FILE_SWEEP_BATCH: 100,
    });
    expect(parseEnv({ FILE_SWEEP_INTERVAL_MS: '0' }).FILE_SWEEP_INTERVAL_MS).toBe(0);
    expect(envProblems({ UPLOAD_WINDOW_MS: String(25 * 60 * 60 * 1000) })).toEqual([expect.stringMatching(/^UPLOAD_WINDOW_MS: /)]);
    expect(envProblems({ UPLOAD_QUOTA_FILES: '0' })).toEqual([expect.stringMatching(/^UPLOAD_QUOTA_FILES: /)]);
  });

  it('reads the menu price ceiling (default Rp 10.000.000) and refuses a malformed one at start', () => {
    expect(parseEnv({}).NEXT_PUBLIC_MENU_PRICE_MAX).toBe(10_000_000);
    expect(parseEnv({ NEXT_PUBLIC_MENU_PRICE_MAX: '5000000' }).NEXT_PUBLIC_MENU_PRICE_MAX).toBe(5_000_000);
    for (const bad of ['lima juta', '150', '-100', '99999999999']) {
      expect(envProblems({ NEXT_PUBLIC_MENU_PRICE_MAX: bad }), bad).toEqual([expect.stringContaining('NEXT_PUBLIC_MENU_PRICE_MAX')]);
    }
  });

  it('fails fast, naming every bad variable', () => {
    let caught: unknown;
    try {
      parseEnv({ ACCESS_TOKEN_TTL_SECONDS: 'fifteen', DATABASE_POOL_SIZE: '0', NEXTAUTH_URL: 'not a url' });
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(EnvError);
    const message = (caught as Error).message;
    expect(message).toMatch(/^Invalid environment:/);
    expect(message).toContain('ACCESS_TOKEN_TTL_SECONDS');
    expect(message).toContain('"fifteen"');
    expect(message).toContain('DATABASE_POOL_SIZE');
    expect(message).toContain('NEXTAUTH_URL');
  });

  it('a serving production process also applies deploy-env.ts: no unsafe signing secret', () => {
    expect(envProblems({ NODE_ENV: 'production' })).toEqual([expect.stringMatching(/^AUTH_SECRET is not set/)]);
    expect(envProblems({ NODE_ENV: 'production', AUTH_SECRET: 'short' })).toEqual([expect.stringMatching(/^AUTH_SECRET is too short/)]);
    expect(envProblems({ NODE_ENV: 'production', NEXTAUTH_SECRET: 'kX9#mQ2vL7pR4tW8zB1nC6yH3jF5gD0s' })).toEqual([]);
    // 32 identical characters are long enough but guessable: refused at start with one line naming the variable.
    expect(envProblems({ NODE_ENV: 'production', AUTH_SECRET: 'a'.repeat(32) })).toEqual([expect.stringMatching(/^AUTH_SECRET has too little entropy/)]);
    expect(() => assertServerEnv({ NODE_ENV: 'production', AUTH_SECRET: 'a'.repeat(32) })).toThrow(/AUTH_SECRET has too little entropy/);
    // The build signs nothing.
    expect(envProblems({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' })).toEqual([]);
    expect(envProblems({ NODE_ENV: 'development' })).toEqual([]);
    expect(() => assertServerEnv({ NODE_ENV: 'production', AUTH_SECRET: 'short' })).toThrow(EnvError);
  });

  it('serverEnv follows a changed variable (tests stub them) and keeps its answer otherwise', () => {
    vi.stubEnv('NEXTAUTH_URL', 'https://kuliner.example.id');
    const first = serverEnv();
    expect(first.NEXTAUTH_URL).toBe('https://kuliner.example.id');
    expect(serverEnv()).toBe(first);
    vi.stubEnv('NEXTAUTH_URL', 'http://localhost:3000');
    expect(serverEnv().NEXTAUTH_URL).toBe('http://localhost:3000');
  });
});
