// npm run dev: migrates and seeds like `npm start` (embedded database and demo data by default), then runs
// `next dev` with hot reload on PORT (default 3000). The database is closed before next dev opens it: PGlite allows
// one process per data folder.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { localAuthSecret } from '../lib/server/auth/secret';
import { prepareDatabase } from './prepare-database';

process.env.NEXT_TELEMETRY_DISABLED ||= '1';
if (!process.env.AUTH_SECRET && !process.env.NEXTAUTH_SECRET) process.env.AUTH_SECRET = localAuthSecret();
const port = process.env.PORT || '3000';
process.env.NEXTAUTH_URL ||= `http://localhost:${port}`;

await prepareDatabase((line) => console.log(`[dev] ${line}`));

const nextBin = path.join(process.cwd(), 'node_modules', 'next', 'dist', 'bin', 'next');
const child = spawn(process.execPath, [nextBin, 'dev', '--port', port, ...process.argv.slice(2)], { stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
