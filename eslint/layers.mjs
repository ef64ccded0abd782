// Import directions between the layers (issue 14), as one ESLint rule. Every import is resolved to a file path
// first (the `@/` alias and relative paths alike), so `../../db/client` is judged exactly like `@/db/client`.
//
//   app/**                      may use db/queries/* and db/errors, never the database client (db, db/index, db/client)
//   components/**               nothing from db/ and nothing from lib/server/
//   any 'use client' file       nothing from db/ and nothing from lib/server/ (server-only code)
//   db/**                       never the HTTP error shape (lib/api/errors): the query layer throws db/errors.ts
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/** The import as a path relative to the project root ('db/client', 'lib/server/env'), or null for packages. */
function resolveImport(source, filename) {
  let absolute;
  if (source.startsWith('@/')) absolute = path.join(ROOT, source.slice(2));
  else if (source === '.' || source === '..' || source.startsWith('./') || source.startsWith('../')) absolute = path.resolve(path.dirname(filename), source);
  else return null;
  const relative = path.relative(ROOT, absolute).split(path.sep).join('/');
  return relative.replace(/\.(ts|tsx|mts|js|mjs)$/, '').replace(/\/index$/, '');
}

const within = (target, dir) => target === dir || target.startsWith(`${dir}/`);

const DATABASE_CLIENT = new Set(['db', 'db/client']);

/** The rule each importing file is held to: [test on the importing file, test on the target, message]. */
function violation(fileRel, target, isClient) {
  if (within(fileRel, 'app') && DATABASE_CLIENT.has(target)) {
    return 'app/ reaches the database only through db/queries/* (never db, db/index or db/client).';
  }
  if (within(fileRel, 'components') && within(target, 'db')) return 'components/ imports nothing from db/: use the types of lib/api/contract.ts.';
  if ((within(fileRel, 'components') || isClient) && within(target, 'lib/server')) {
    return `${isClient ? 'A client file' : 'components/'} must not import server modules (lib/server/*).`;
  }
  if (isClient && within(target, 'db')) return 'A client file must not import server modules (db/*).';
  if (within(fileRel, 'db') && target === 'lib/api/errors') {
    return 'db/ throws domain errors (db/errors.ts), never HTTP errors (lib/api/errors); lib/server/api/error-response.ts maps them.';
  }
  return null;
}

function isClientFile(program) {
  for (const node of program.body) {
    if (node.type !== 'ExpressionStatement' || typeof node.directive !== 'string') break;
    if (node.directive === 'use client') return true;
  }
  return false;
}

const importDirection = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the import directions between app/, components/, lib/server/ and db/.' },
    schema: [],
  },
  create(context) {
    const filename = context.filename ?? context.getFilename();
    const fileRel = path.relative(ROOT, filename).split(path.sep).join('/');
    let isClient = false;
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      const target = resolveImport(source, filename);
      if (target === null) return;
      const message = violation(fileRel, target, isClient);
      if (message) context.report({ node, message: `${message} (import '${source}')` });
    };
    return {
      Program(program) {
        isClient = isClientFile(program);
      },
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
      CallExpression: (node) => {
        // require('...') and vi.mock('...') name modules too.
        const callee = node.callee;
        const named = callee.type === 'Identifier' && callee.name === 'require';
        if (named && node.arguments[0]?.type === 'Literal') check(node, node.arguments[0].value);
      },
    };
  },
};

export default { rules: { 'import-direction': importDirection } };
