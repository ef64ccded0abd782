// ESLint: typescript-eslint, React hooks and Next.js rules (flat config).
import nextPlugin from '@next/eslint-plugin-next';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import layers from './eslint/layers.mjs';

export default tseslint.config(
  { ignores: ['.next/**', '.data/**', 'node_modules/**', 'drizzle/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'] },
  ...tseslint.configs.recommended,
  {
    plugins: { '@next/next': nextPlugin, 'react-hooks': reactHooks },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  // Layers (issue 14): import directions between app/, components/, client files, lib/server/ and db/ (eslint/layers.mjs).
  {
    files: ['**/*.{ts,tsx,mts,js,mjs}'],
    plugins: { layers },
    rules: { 'layers/import-direction': 'error' },
  },
);
