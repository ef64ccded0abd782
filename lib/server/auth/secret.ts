// The signing secret for access tokens and the next-auth cookie. Set AUTH_SECRET (or NEXTAUTH_SECRET) when
// running several instances; locally a random secret is created once under .data/ so `npm start` needs nothing
// (scripts/start.ts hands it to the server). A production server (NODE_ENV=production, which `next start` always
// sets) refuses a missing secret or one shorter than 32 bytes: a guessable key would let anyone sign a token.
import 'server-only';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { authSecretProblem, configuredSecret } from '../deploy-env';
import { serverEnv } from '../env';

let cached: string | undefined;

/** `next build` runs with NODE_ENV=production too, but signs nothing; only a serving process enforces. */
function enforcing(): boolean {
  const env = serverEnv();
  return env.NODE_ENV === 'production' && env.NEXT_PHASE !== 'phase-production-build';
}

export function getAuthSecret(): string {
  if (cached) return cached;
  const fromEnv = configuredSecret(serverEnv());
  if (enforcing()) {
    const problem = authSecretProblem(fromEnv);
    if (problem) throw new Error(problem);
  }
  if (fromEnv) return (cached = fromEnv);
  return (cached = localAuthSecret());
}

/** The secret kept under .data/auth-secret for local runs, created on first use. */
export function localAuthSecret(): string {
  const file = path.join(process.cwd(), '.data', 'auth-secret');
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing) return existing;
  } catch {
    // created below
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const secret = crypto.randomBytes(48).toString('base64url');
  try {
    fs.writeFileSync(file, secret, { flag: 'wx', mode: 0o600 });
    return secret;
  } catch {
    return fs.readFileSync(file, 'utf8').trim();
  }
}
