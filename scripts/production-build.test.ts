import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sourceHash } from './production-build';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'kuliner-build-hash-'));
fs.mkdirSync(path.join(root, 'lib'));
fs.writeFileSync(path.join(root, 'lib', 'a.ts'), 'export const a = 1;\n');

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('sourceHash', () => {
  it('changes with a NEXT_PUBLIC_* value (Next fixes them into the build), not with other variables', () => {
    const base = sourceHash(root, {});
    expect(sourceHash(root, { DATABASE_URL: 'postgres://x' })).toBe(base);
    expect(sourceHash(root, { NEXT_PUBLIC_MENU_PRICE_MAX: '5000000' })).not.toBe(base);
    expect(sourceHash(root, { NEXT_PUBLIC_MENU_PRICE_MAX: '5000000' })).toBe(sourceHash(root, { NEXT_PUBLIC_MENU_PRICE_MAX: '5000000' }));
  });
});
