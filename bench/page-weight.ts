// First-load JavaScript of a page as a visitor's browser downloads it: every <script src> of the HTML plus the inline
// scripts (the RSC payload), gzip-compressed at level 9 as a CDN would serve them. Used by the bench and by the test
// that keeps every public page under the issue 11 budget.
import { gzipSync } from 'node:zlib';

/** The issue 11 budget: first-load JavaScript of every public page, gzipped. */
export const FIRST_LOAD_JS_BUDGET = 130 * 1024;

export interface PageWeight {
  path: string;
  /** Bytes of the HTML document, gzipped. */
  htmlGzip: number;
  /** Bytes of the external scripts, gzipped, each counted once. */
  scriptGzip: number;
  /** Bytes of the inline scripts (RSC payload, bootstrap), gzipped together. */
  inlineGzip: number;
  scripts: string[];
}

const gz = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;

export async function pageWeight(baseUrl: string, path: string): Promise<PageWeight> {
  const res = await fetch(new URL(path, baseUrl));
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  const html = await res.text();
  // Modern browsers skip `nomodule` scripts (Next's legacy polyfills).
  const tags = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!).filter((attrs) => !/\bnomodule\b/i.test(attrs));
  const scripts = [...new Set(tags.flatMap((attrs) => /\bsrc="([^"]+)"/.exec(attrs)?.[1]?.replace(/&amp;/g, '&') ?? []))];
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).join('\n');
  let scriptGzip = 0;
  for (const src of scripts) {
    const body = Buffer.from(await (await fetch(new URL(src, baseUrl))).arrayBuffer());
    scriptGzip += gz(body);
  }
  return { path, htmlGzip: gz(html), scriptGzip, inlineGzip: gz(inline), scripts };
}

/** The public pages the budget applies to (a tenant page is added by the CLI from the landing page's links). */
export const PUBLIC_PAGES = ['/', '/tenant', '/rekomendasi-menu', '/artikel', '/tentang'];

// `tsx bench/page-weight.ts [baseUrl] [--scripts]`: prints each public page's weight against a running server.
if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const baseUrl = args.find((a) => !a.startsWith('--')) ?? 'http://localhost:3000';
  const verbose = args.includes('--scripts');
  const landing = await (await fetch(baseUrl)).text();
  const tenant = /href="(\/tenant\/[^"?#]+)"/.exec(landing)?.[1];
  const kb = (n: number) => (n / 1024).toFixed(1);
  for (const path of [...PUBLIC_PAGES, ...(tenant ? [tenant] : [])]) {
    const w = await pageWeight(baseUrl, path);
    const html = await (await fetch(new URL(path, baseUrl))).text();
    console.log(
      `${path.padEnd(40)} scripts ${kb(w.scriptGzip).padStart(6)} kB gz  inline ${kb(w.inlineGzip).padStart(5)} kB gz  html ${kb(w.htmlGzip).padStart(5)} kB gz (${kb(Buffer.byteLength(html))} kB raw)  ${w.scriptGzip < FIRST_LOAD_JS_BUDGET ? 'ok' : 'over budget'}`,
    );
    if (verbose) {
      for (const src of w.scripts) {
        const body = Buffer.from(await (await fetch(new URL(src, baseUrl))).arrayBuffer());
        console.log(`    ${kb(gz(body)).padStart(6)} kB  ${src}`);
      }
    }
  }
}
