import next from 'eslint-config-next';

const config = [
  ...next,
  { ignores: ['.next/**', '.data/**', 'node_modules/**', 'drizzle/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'] },
];

export default config;
