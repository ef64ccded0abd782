// The deployment rules in one place (pure, no I/O): which environment a production start refuses, and what the
// seed creates in each mode. Used by scripts/start.ts, scripts/seed.ts, lib/server/auth/secret.ts and the seed itself.

import 'server-only';
type Env = Record<string, string | undefined>;

/** The passwords the README publishes for the local demo accounts. */
export const PUBLISHED_PASSWORDS = ['Admin123!', 'Manager123!'] as const;

export const MIN_SECRET_BYTES = 32;
export const MIN_ADMIN_PASSWORD_LENGTH = 12;

export function isProduction(env: Env): boolean {
  return env.NODE_ENV === 'production';
}

/** True for the README's passwords, compared case-insensitively (so `admin123!` is refused too). */
export function isPublishedPassword(password: string): boolean {
  const lower = password.toLowerCase();
  return PUBLISHED_PASSWORDS.some((p) => p.toLowerCase() === lower);
}

/** A secret needs at least this many distinct characters ... */
export const MIN_SECRET_DISTINCT_CHARACTERS = 8;
/**
 * ... and at least this estimated entropy (secretEntropyBits). Random secrets score far above it: 32 hex digits about
 * 115 (never below 96 in 20,000 draws), 48 bytes in base64 about 320; 'password' repeated to 32 characters scores 22.
 */
export const MIN_SECRET_ENTROPY_BITS = 80;

/** The shortest p such that the string repeats itself every p characters ('abcabcab' -> 3; no repetition -> length). */
function period(chars: readonly string[]): number {
  for (let p = 1; p <= chars.length / 2; p++) {
    let repeats = true;
    for (let i = p; i < chars.length && repeats; i++) repeats = chars[i] === chars[i - p];
    if (repeats) return p;
  }
  return chars.length;
}

/**
 * A simple, robust estimate of a secret's entropy in bits: the Shannon entropy of its character frequencies times
 * the length of its shortest repeating unit. 32 identical characters score 0, a phrase repeated to length scores
 * only its unit, 48 random bytes in base64 score about 360. An upper bound for anything with more structure
 * (e.g. 'abcdef…'), so it only ever refuses secrets that are surely weak.
 */
export function secretEntropyBits(secret: string): number {
  const chars = [...secret];
  if (chars.length === 0) return 0;
  const counts = new Map<string, number>();
  for (const c of chars) counts.set(c, (counts.get(c) ?? 0) + 1);
  let perCharacter = 0;
  for (const n of counts.values()) {
    const p = n / chars.length;
    perCharacter -= p * Math.log2(p);
  }
  return perCharacter * period(chars);
}

const SECRET_HINT = `set AUTH_SECRET to a random value of at least ${MIN_SECRET_BYTES} bytes (e.g. openssl rand -base64 48).`;

/** The problem with a signing secret as one line, or null when it is good enough for production. */
export function authSecretProblem(secret: string | undefined): string | null {
  if (!secret) return `AUTH_SECRET is not set: ${SECRET_HINT}`;
  const bytes = Buffer.byteLength(secret, 'utf8');
  if (bytes < MIN_SECRET_BYTES) return `AUTH_SECRET is too short (${bytes} bytes): ${SECRET_HINT}`;
  const distinct = new Set([...secret]).size;
  const bits = Math.floor(secretEntropyBits(secret));
  if (distinct < MIN_SECRET_DISTINCT_CHARACTERS || bits < MIN_SECRET_ENTROPY_BITS) {
    return `AUTH_SECRET has too little entropy (${distinct} distinct characters, about ${bits} bits; at least ${MIN_SECRET_DISTINCT_CHARACTERS} and ${MIN_SECRET_ENTROPY_BITS} needed): ${SECRET_HINT}`;
  }
  return null;
}

/** The secret the app signs with: AUTH_SECRET, else NEXTAUTH_SECRET (the same order as lib/server/auth/secret.ts). */
export function configuredSecret(env: { AUTH_SECRET?: string; NEXTAUTH_SECRET?: string }): string | undefined {
  return env.AUTH_SECRET || env.NEXTAUTH_SECRET || undefined;
}

/**
 * The checks that need the common-password list (lib/server/auth/common-passwords.ts). Passed in rather than imported:
 * this module is also loaded by the middleware (through the secret), which must not carry a 350 kB list.
 */
export interface PasswordChecks {
  isCommonPassword: (password: string) => boolean;
}

export function adminPasswordProblem(password: string | undefined, checks: PasswordChecks): string | null {
  if (!password) return `ADMIN_PASSWORD is not set: set ADMIN_PASSWORD (at least ${MIN_ADMIN_PASSWORD_LENGTH} characters) for the super admin account.`;
  if (isPublishedPassword(password)) return 'ADMIN_PASSWORD is a password published in the README: set ADMIN_PASSWORD to a password of your own.';
  if ([...password].length < MIN_ADMIN_PASSWORD_LENGTH)
    return `ADMIN_PASSWORD is too short: set ADMIN_PASSWORD to at least ${MIN_ADMIN_PASSWORD_LENGTH} characters.`;
  if (checks.isCommonPassword(password))
    return 'ADMIN_PASSWORD is a common password (in the list of common passwords, or too few distinct characters): set ADMIN_PASSWORD to a password of your own.';
  return null;
}

/**
 * Why a production start must refuse, one line per problem (empty outside production or when all is set).
 * Each line names the variable to set.
 */
export function productionEnvProblems(env: Env, checks: PasswordChecks): string[] {
  if (!isProduction(env)) return [];
  return [authSecretProblem(configuredSecret(env)), adminPasswordProblem(env.ADMIN_PASSWORD, checks)].filter((p): p is string => p !== null);
}

export interface SeedPlan {
  /** Adds the demo catalogue: staff, managers, tenants and menus. */
  demo: boolean;
  /** 'published': the README passwords (local only); 'random': unguessable ones nobody is told. */
  demoPasswords: 'published' | 'random';
  adminEmail?: string;
  /** Undefined only when the published default may be used (see seedPlanFromEnv). */
  adminPassword?: string;
}

/**
 * What the seed creates, from the environment:
 * - embedded database, not production: the full demo with the README accounts (the two-command start);
 * - DATABASE_URL: roles, settings and the super admin only; the demo catalogue only with SEED_DEMO=true;
 * - NODE_ENV=production: as with DATABASE_URL, and the demo accounts (with SEED_DEMO=true) get random passwords.
 */
export function seedPlanFromEnv(env: Env): SeedPlan {
  const production = isProduction(env);
  const embedded = !env.DATABASE_URL;
  const seedDemo = env.SEED_DEMO === 'true';
  return {
    demo: production ? seedDemo : embedded || seedDemo,
    demoPasswords: production ? 'random' : 'published',
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
  };
}
