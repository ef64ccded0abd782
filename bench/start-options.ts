// The Node options `npm start` gives the server (its heap limit), read from package.json's start script, so the bench
// and the soak test run the server as `npm start` does without repeating the value.
import fs from 'node:fs';
import path from 'node:path';

export function startNodeOptions(root: string): string {
  const start = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts.start ?? '';
  return /NODE_OPTIONS=\\?"([^"$\\]*)/.exec(start)?.[1]?.trim() ?? '';
}
