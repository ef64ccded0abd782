// The signing secret for access tokens and the next-auth cookie. Set AUTH_SECRET (or NEXTAUTH_SECRET) when
// running several instances; locally a random secret is created once under .data/ so `npm start` needs nothing.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

let cached: string | undefined;

export function getAuthSecret(): string {
  if (cached) return cached;
  const fromEnv = process.env.AUTH_SECRET || process.env.NEXTAUTH_SECRET;
  if (fromEnv) return (cached = fromEnv);
  const file = path.join(process.cwd(), '.data', 'auth-secret');
  try {
    cached = fs.readFileSync(file, 'utf8').trim();
    if (cached) return cached;
  } catch {
    // created below
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const secret = crypto.randomBytes(48).toString('base64url');
  try {
    fs.writeFileSync(file, secret, { flag: 'wx', mode: 0o600 });
    cached = secret;
  } catch {
    cached = fs.readFileSync(file, 'utf8').trim();
  }
  return cached;
}
