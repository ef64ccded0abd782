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

/** The problem with a signing secret as one line, or null when it is good enough for production. */
export function authSecretProblem(secret: string | undefined): string | null {
  if (!secret) return `AUTH_SECRET is not set: set AUTH_SECRET to a random value of at least ${MIN_SECRET_BYTES} bytes (e.g. openssl rand -base64 48).`;
  const bytes = Buffer.byteLength(secret, 'utf8');
  if (bytes < MIN_SECRET_BYTES)
    return `AUTH_SECRET is too short (${bytes} bytes): set AUTH_SECRET to a random value of at least ${MIN_SECRET_BYTES} bytes (e.g. openssl rand -base64 48).`;
  return null;
}

/** The secret the app signs with: AUTH_SECRET, else NEXTAUTH_SECRET (the same order as lib/server/auth/secret.ts). */
export function configuredSecret(env: { AUTH_SECRET?: string; NEXTAUTH_SECRET?: string }): string | undefined {
  return env.AUTH_SECRET || env.NEXTAUTH_SECRET || undefined;
}

export function adminPasswordProblem(password: string | undefined): string | null {
  if (!password) return `ADMIN_PASSWORD is not set: set ADMIN_PASSWORD (at least ${MIN_ADMIN_PASSWORD_LENGTH} characters) for the super admin account.`;
  if (isPublishedPassword(password)) return 'ADMIN_PASSWORD is a password published in the README: set ADMIN_PASSWORD to a password of your own.';
  if ([...password].length < MIN_ADMIN_PASSWORD_LENGTH)
    return `ADMIN_PASSWORD is too short: set ADMIN_PASSWORD to at least ${MIN_ADMIN_PASSWORD_LENGTH} characters.`;
  return null;
}

/**
 * Why a production start must refuse, one line per problem (empty outside production or when all is set).
 * Each line names the variable to set.
 */
export function productionEnvProblems(env: Env): string[] {
  if (!isProduction(env)) return [];
  return [authSecretProblem(configuredSecret(env)), adminPasswordProblem(env.ADMIN_PASSWORD)].filter((p): p is string => p !== null);
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
