// ESLint: typescript-eslint, React hooks and Next.js rules (flat config).
import { defineConfig } from 'eslint/config';
import nextPlugin from '@next/eslint-plugin-next';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import layers from './eslint/layers.mjs';

export default defineConfig(
  { ignores: ['.next/**', '.data/**', 'node_modules/**', 'drizzle/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'] },
  tseslint.configs.recommended,
  {
    plugins: { '@next/next': nextPlugin },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  // React hooks: the plugin's recommended flat preset (rules of hooks, exhaustive deps and the React Compiler checks).
  reactHooks.configs.flat.recommended,
  // Layers (issue 14): import directions between app/, components/, client files, lib/server/ and db/ (eslint/layers.mjs).
  {
    files: ['**/*.{ts,tsx,mts,js,mjs}'],
    plugins: { layers },
    rules: { 'layers/import-direction': 'error' },
  },
  // The environment is read in two modules only: lib/server/env.ts (zod-checked, fails fast at start) and
  // lib/public-env.ts (the values middleware and client code may read). Scripts, configs and tests set it up;
  // instrumentation.ts tests NEXT_RUNTIME literally, as Next.js requires for its build-time replacement.
  {
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}', 'db/**/*.ts', 'middleware.ts'],
    ignores: ['lib/server/env.ts', 'lib/public-env.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read the environment through lib/server/env.ts (server) or lib/public-env.ts (both sides).',
        },
      ],
    },
  },
);
