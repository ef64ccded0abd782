// The server's environment, in one place: every variable the app reads, checked with zod and given its default.
// A bad value stops the server with one line naming the variable (instrumentation.ts checks at start); in
// production the deployment rules of deploy-env.ts apply too. Client code reads only NEXT_PUBLIC_* (lib/seo.ts).
import 'server-only';
import { z } from 'zod';
import { authSecretProblem, configuredSecret } from './deploy-env';
import { DEFAULT_MENU_PRICE_MAX, MENU_PRICE_MAX_LIMIT, isMenuPriceMax } from '../public-env';

/** Unset and blank mean "use the default", as `process.env.X || default` did. */
const blankAsUnset = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const DAY_MS = 24 * 60 * 60 * 1000;
const count = (fallback: number) => z.preprocess(blankAsUnset, z.coerce.number().int().min(0).default(fallback));
const positive = (fallback: number) => z.preprocess(blankAsUnset, z.coerce.number().int().min(1).default(fallback));
const text = () => z.preprocess(blankAsUnset, z.string().optional());
const url = () => z.preprocess(blankAsUnset, z.url().optional());

export const envSchema = z.object({
  NODE_ENV: z.preprocess(blankAsUnset, z.string().default('development')),
  /** Set by `next build`: the build signs nothing, so production checks wait for the serving process. */
  NEXT_PHASE: text(),

  DATABASE_URL: text(),
  DATABASE_POOL_SIZE: positive(10),
  DATABASE_CONNECT_TIMEOUT_MS: positive(2000),
  PGLITE_DATA_DIR: text(),

  AUTH_SECRET: text(),
  NEXTAUTH_SECRET: text(),
  NEXTAUTH_URL: url(),
  NEXT_PUBLIC_SITE_URL: url(),
  /** The highest menu price in rupiah (lib/public-env.ts menuPriceMax; fixed into the build). */
  NEXT_PUBLIC_MENU_PRICE_MAX: z.preprocess(
    blankAsUnset,
    z
      .string()
      .trim()
      .refine(isMenuPriceMax, `must be whole rupiah, a multiple of 100, from 100 to ${MENU_PRICE_MAX_LIMIT}`)
      .transform(Number)
      .default(DEFAULT_MENU_PRICE_MAX),
  ),

  ACCESS_TOKEN_TTL_SECONDS: positive(15 * 60),
  REFRESH_TOKEN_TTL_SECONDS: positive(30 * 24 * 60 * 60),
  REFRESH_REUSE_GRACE_SECONDS: count(30),

  LOGIN_WINDOW_MS: positive(15 * 60 * 1000),
  LOGIN_MAX_FAILURES_PER_EMAIL: positive(10),
  LOGIN_MAX_FAILURES_PER_ADDRESS: positive(100),
  /** One account (email), from every address together: this many failures inside the window lock it briefly. */
  LOGIN_ACCOUNT_MAX_FAILURES: positive(20),
  LOGIN_ACCOUNT_WINDOW_MS: positive(60 * 60 * 1000),
  /** The first lock; each further LOGIN_ACCOUNT_MAX_FAILURES failures double it, up to LOGIN_ACCOUNT_LOCK_MAX_MS. */
  LOGIN_ACCOUNT_LOCK_MS: positive(60 * 1000),
  LOGIN_ACCOUNT_LOCK_MAX_MS: positive(15 * 60 * 1000),
  REGISTER_MAX_PER_ADDRESS: positive(10),
  REGISTER_WINDOW_MS: positive(60 * 60 * 1000),
  REFRESH_MAX_PER_ADDRESS: positive(60),
  REFRESH_WINDOW_MS: positive(60 * 1000),

  PASSWORD_HASH_CONCURRENCY: positive(2),
  PASSWORD_HASH_QUEUE: count(32),
  IMAGE_PROCESSING_CONCURRENCY: positive(1),
  IMAGE_PROCESSING_QUEUE: count(4),
  UPLOAD_DIR: text(),
  /** Per account: files it may have stored at once, and their total bytes (db/queries/files.ts). */
  UPLOAD_QUOTA_FILES: positive(200),
  UPLOAD_QUOTA_BYTES: positive(100 * 1024 * 1024),
  /** Per account: uploads per window (counted in login_attempts, whose events are pruned after 24 h). */
  UPLOAD_MAX_PER_ACCOUNT: positive(30),
  UPLOAD_WINDOW_MS: z.preprocess(
    blankAsUnset,
    z.coerce
      .number()
      .int()
      .min(1000)
      .max(DAY_MS)
      .default(10 * 60 * 1000),
  ),
  /** A file nothing references (tenant logo/banner/image, menu image) is removed this long after its upload. */
  UNUSED_FILE_GRACE_MS: positive(DAY_MS),
  /** How often each instance sweeps unreferenced files (0 = never; `npm run files:sweep` does it by hand), and at most how many per run. */
  FILE_SWEEP_INTERVAL_MS: count(60 * 60 * 1000),
  FILE_SWEEP_BATCH: positive(100),

  /** Proxies in front of the app whose X-Forwarded-For is trusted (lib/server/client-ip.ts parses it). */
  TRUST_PROXY: text(),

  /** Several instances: writes on one expire the public caches of all at once (lib/server/invalidation-bus.ts). */
  REDIS_URL: z.preprocess(blankAsUnset, z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional()),
  /** Seconds a public read is cached when no invalidation reaches this instance (lib/server/cache.ts). */
  PUBLIC_CACHE_SECONDS: positive(3),
});

export type ServerEnv = z.output<typeof envSchema>;

type RawEnv = Record<string, string | undefined>;

/** Every problem with the environment, one line each naming the variable; empty when it is usable. */
export function envProblems(raw: RawEnv): string[] {
  const parsed = envSchema.safeParse(raw);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message} (got ${JSON.stringify(raw[String(issue.path[0])])})`);
  // A serving production process refuses an unsafe signing secret (deploy-env.ts, also enforced by scripts/start.ts).
  if (raw.NODE_ENV === 'production' && raw.NEXT_PHASE !== 'phase-production-build') {
    const secret = authSecretProblem(configuredSecret(raw));
    if (secret) problems.push(secret);
  }
  return problems;
}

export class EnvError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid environment:\n  - ${problems.join('\n  - ')}`);
    this.name = 'EnvError';
  }
}

/** Parses `raw` (default process.env) or throws EnvError listing every bad variable. */
export function parseEnv(raw: RawEnv = process.env): ServerEnv {
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) throw new EnvError(envProblems(raw));
  return parsed.data;
}

let cache: { key: string; env: ServerEnv } | undefined;

/**
 * The environment, parsed. Re-parsed only when a variable it reads changed (tests stub variables; a server
 * never changes them), so it costs a string comparison per call.
 */
export function serverEnv(): ServerEnv {
  const key = Object.keys(envSchema.shape)
    .map((name) => process.env[name] ?? '')
    .join('\u0000');
  if (cache?.key !== key) cache = { key, env: parseEnv(process.env) };
  return cache.env;
}

/** For instrumentation.ts: stop at start with every problem listed, rather than at the first request. */
export function assertServerEnv(raw: RawEnv = process.env): void {
  const problems = envProblems(raw);
  if (problems.length) throw new EnvError(problems);
}
