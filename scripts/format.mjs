// npm run format: Prettier over the repository (writes); `npm run format -- --check` only reports (CI).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const check = process.argv.includes('--check');
const rest = process.argv.slice(2).filter((arg) => arg !== '--check');
const prettier = path.join(process.cwd(), 'node_modules', '.bin', 'prettier');
const result = spawnSync(prettier, ['.', check ? '--check' : '--write', '--log-level', check ? 'warn' : 'log', ...rest], { stdio: 'inherit' });
if (check && result.status !== 0) console.error('Formatting differs: run `npm run format` and commit the result.');
process.exit(result.status ?? 1);
