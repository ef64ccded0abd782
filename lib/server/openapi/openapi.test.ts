// The generated document passes `redocly lint` (recommended rules, redocly.yaml) with no problem at all, so it runs
// wherever the unit tests run (CI included); `npm run lint:openapi` is the same check by hand.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OPERATIONS, accessOf, errorStatuses, getOpenApiDocument } from './index';

const ROOT = path.resolve(__dirname, '../../..');

describe('OpenAPI document', () => {
  it('passes redocly lint without errors or warnings', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-lint-'));
    const file = path.join(dir, 'openapi.json');
    fs.writeFileSync(file, JSON.stringify(getOpenApiDocument()));
    try {
      const out = execFileSync(path.join(ROOT, 'node_modules/.bin/redocly'), ['lint', file, '--format', 'json', '--config', path.join(ROOT, 'redocly.yaml')], {
        cwd: ROOT,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const report = JSON.parse(out.slice(out.indexOf('{')));
      const problems = (report.problems ?? []).map((p: { ruleId: string; message: string }) => `${p.ruleId}: ${p.message}`);
      expect(problems).toEqual([]);
      expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('derives access from route() options unless the handler decides it itself', () => {
    const find = (method: string, p: string) => OPERATIONS.find((op) => op.method === method && op.path === p)!;
    expect(accessOf(find('get', '/users'))).toEqual({ kind: 'all', permissions: ['users.read'] });
    expect(accessOf(find('get', '/tenants/public'))).toEqual({ kind: 'public' });
    expect(accessOf(find('get', '/auth/me'))).toEqual({ kind: 'authenticated' });
    expect(accessOf(find('post', '/files')).kind).toBe('any');
    // Every operation is tied to its handler, except the document itself (its route imports this module).
    expect(OPERATIONS.filter((op) => !op.handler).map((op) => op.path)).toEqual(['/openapi.json']);
  });

  it('lists 413 and 415 for JSON bodies and 403 for cookie-authenticated writes', () => {
    const find = (method: string, p: string) => OPERATIONS.find((op) => op.method === method && op.path === p)!;
    expect(errorStatuses(find('post', '/users'))).toEqual(expect.arrayContaining([400, 401, 403, 413, 415, 500, 503]));
    expect(errorStatuses(find('post', '/tenants/my-tenant'))).toContain(403);
    expect(errorStatuses(find('get', '/menus/public'))).not.toContain(401);
  });
});
