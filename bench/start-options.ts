// The environment `npm start` gives the server (its heap limit, its malloc arenas), read from package.json's start
// script, so the bench and the soak test run the server as `npm start` does without repeating the values.
import fs from 'node:fs';
import path from 'node:path';

function startScript(root: string): string {
  return (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts.start ?? '';
}

function startNodeOptions(root: string): string {
  return /NODE_OPTIONS=\\?"([^"$\\]*)/.exec(startScript(root))?.[1]?.trim() ?? '';
}

/** NODE_OPTIONS and MALLOC_ARENA_MAX as `npm start` sets them. */
export function startEnv(root: string): { NODE_OPTIONS: string; MALLOC_ARENA_MAX?: string } {
  const arenas = /MALLOC_ARENA_MAX=\$\{MALLOC_ARENA_MAX:-(\d+)\}/.exec(startScript(root))?.[1];
  return { NODE_OPTIONS: startNodeOptions(root), ...(arenas ? { MALLOC_ARENA_MAX: arenas } : {}) };
}
