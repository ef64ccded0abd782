// Proof that the layer rule catches each forbidden direction, through the project's own ESLint config, with the
// `@/` alias and with relative paths that try to go around it.
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'layers/import-direction').map((m) => m.message);
}

describe('layers/import-direction', () => {
  // Loading the config (typescript-eslint, Next's rules) takes a few seconds once.
  beforeAll(() => eslint.lintText('', { filePath: 'app/warm-up.ts' }), 60_000);

  it.each([
    ['app/ may not open the database client', 'app/api/v1/x/route.ts', "import { getDb } from '@/db/index';"],
    ['app/ may not open the database client (bare @/db)', 'app/page.tsx', "import { getDb } from '@/db';"],
    ['app/ may not open the driver', 'app/api/v1/x/route.ts', "import { openDatabase } from '@/db/client';"],
    ['app/ may not bypass with a relative path', 'app/api/v1/health/route.ts', "import { getDb } from '../../../../db';"],
    ['app/ relative to db/client', 'app/dashboard/page.tsx', "import { openDatabase } from '../../db/client';"],
    ['components/ imports nothing from db/', 'components/public/x.tsx', "import type { PublicMenu } from '@/db/queries/public';"],
    ['components/ relative into db/', 'components/public/x.tsx', "import { menus } from '../../db/schema';"],
    ['components/ no server modules', 'components/dashboard/x.ts', "import { getEnv } from '@/lib/server/env';"],
    ['client file no server modules', 'app/dashboard/x.tsx', "'use client';\nimport { route } from '@/lib/server/api/handler';"],
    ['client file no db', 'lib/auth/x.ts', "'use client';\nimport { listMenus } from '@/db/queries/menus';"],
    ['client file relative into lib/server', 'lib/auth/x.ts', "'use client';\nimport { getEnv } from '../server/env';"],
    ['db/ never throws HTTP errors', 'db/queries/x.ts', "import { ApiError } from '@/lib/api/errors';"],
    ['db/ relative to HTTP errors', 'db/queries/x.ts', "import { notFound } from '../../lib/api/errors';"],
    ['re-exports count too', 'components/x.ts', "export { listMenus } from '@/db/queries/menus';"],
  ])('refuses: %s', async (_label, filePath, code) => {
    expect(await layerErrors(filePath, code)).toHaveLength(1);
  });

  it.each([
    ['app/ through the queries', 'app/api/v1/x/route.ts', "import { listMenus } from '@/db/queries/menus';"],
    ['app/ relative into the queries', 'app/api/v1/x/route.ts', "import { listMenus } from '../../../../db/queries/menus';"],
    ['app/ server page uses server modules', 'app/page.tsx', "import { getEnv } from '@/lib/server/env';"],
    ['db/ throws domain errors', 'db/queries/x.ts', "import { notFound } from '../errors';"],
    ['db/ opens its client', 'db/queries/x.ts', "import { getDb } from '../index';"],
    ['components/ use the pure contract', 'components/x.tsx', "import type { PublicMenu } from '@/lib/api/contract';"],
    ['client file reads the policy', 'components/x.tsx', "'use client';\nimport { can } from '@/lib/auth/permissions';"],
    ['lib/server maps errors', 'lib/server/api/error-response.ts', "import { DomainError } from '@/db/errors';"],
  ])('allows: %s', async (_label, filePath, code) => {
    expect(await layerErrors(filePath, code)).toEqual([]);
  });
});
