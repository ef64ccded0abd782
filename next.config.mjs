/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite ships WASM and data files that must be loaded from node_modules at run time.
  serverExternalPackages: ['@electric-sql/pglite', '@node-rs/argon2', 'sharp', 'exceljs', 'redis'],
  poweredByHeader: false,
  // Next's in-memory data cache (the public reads of db/queries/public/). Its keys change with every write and
  // every few seconds (the cache window), so most of a large cache would hold entries no request asks for again; 16 MB
  // keeps the current ones (default 50 MB, which the bench measured as resident memory that never served a hit).
  cacheMaxMemorySize: 16 * 1024 * 1024,
  experimental: {
    // The data cache stays in each process's memory. On disk (.next/cache) it would outlive a restart, a database
    // restore or a switch of database and serve their old rows, and instances sharing a build folder would read each
    // other's entries; writes expire tags in memory anyway (lib/server/cache.ts).
    isrFlushToDisk: false,
  },
  reactStrictMode: true,
  // No image optimizer: pictures are served as stored (uploads are WebP of at most 1600 px already, see
  // components/public/plain-image.tsx), and each /_next/image call cost seconds of CPU. With `unoptimized` Next
  // answers that path 404 instead of optimizing; scripts/server.ts refuses it before Next as well.
  images: { unoptimized: true },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'DENY' },
          // Same value as PERMISSIONS_POLICY in lib/security-headers.ts (this file is read at build time, as plain JS).
          { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self), payment=()' },
        ],
      },
      {
        // API answers are data, never documents to render: nothing may load or frame them. (Pages get their CSP,
        // with a per-request nonce, and HSTS from middleware.ts.)
        source: '/api/:path*',
        headers: [{ key: 'Content-Security-Policy', value: "default-src 'none'; frame-ancestors 'none'" }],
      },
    ];
  },
};

export default nextConfig;
