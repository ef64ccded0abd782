// Issue 11, lighter pages: visitors download none of next-auth's client (the account area reads the session with one
// plain request; the session provider lives in the dashboard and sign-in layouts), none of tailwind-merge (public
// client islands join classes with clsx) and none of lucide's icon runtime (public icons are drawn on the server,
// components/public/icon.tsx), and each public page's first-load JavaScript stays under a ceiling. The budget
// is 130 kB gzip, but React and Next's runtime alone weigh 132.3 kB with Turbopack (129.5 kB with webpack), before
// any app code; `npx tsx bench/page-weight.ts <url> --scripts` lists every script. So the ceiling is today's heaviest
// public page plus a little, guarding against regressions rather than asserting the budget.
import { describe, expect, it } from 'vitest';
import { pageWeight } from '../../bench/page-weight';
import { BASE_URL, api } from '../helpers/http';

/**
 * The heaviest public page (/rekomendasi-menu, whose menu cards are drawn on the client) weighs 143.9 kB gzip; a new
 * client dependency on a public page fails this.
 */
const CEILING = 146 * 1024;
/** Strings only these libraries' browser code contains. */
const MARKERS = {
  'next-auth client': 'CLIENT_FETCH_ERROR', // its fetch error code
  'tailwind-merge': 'oldstyle-nums', // one of its class groups (no app code uses the class)
  'lucide icon runtime': 'lucide-', // the class prefix it gives every icon
};

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
  it.each([
    '/',
    '/tenant',
    '/tenant/nasi-tutug-oncom-mang-ujang',
    '/rekomendasi-menu',
    '/artikel',
    '/tentang',
    '/artikel/strategi-pemasaran-media-sosial-kuliner',
  ])('%s ships no next-auth client, tailwind-merge or lucide runtime and stays under the JavaScript ceiling', async (path) => {
    for (const [library, marker] of Object.entries(MARKERS)) expect(await scriptsContaining(path, marker), library).toEqual([]);
    const weight = await pageWeight(BASE_URL, path);
    expect(weight.scriptGzip).toBeLessThan(CEILING);
  });

  it.each(Object.entries(MARKERS))('positive control: the sign-in page does load the %s (the marker is the right one)', async (_library, marker) => {
    expect((await scriptsContaining('/login', marker)).length).toBeGreaterThan(0);
  });
});

/** The RSC payload a page's HTML carries (the strings its inline scripts push), decoded. */
function rscPayload(html: string): string {
  let payload = '';
  for (const [, chunk] of html.matchAll(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g)) payload += JSON.parse(chunk!) as string;
  return payload;
}

describe('menu cards cross to the browser once', () => {
  it("/rekomendasi-menu: each menu's description is in the RSC payload once (the cards and the dialog share it)", async () => {
    const payload = rscPayload(await (await fetch(new URL('/rekomendasi-menu', BASE_URL))).text());
    const menus = (await api<{ data: { description: string | null }[] }>('/menus/public?limit=50')).body.data;
    const descriptions = menus.map((m) => m.description).filter((d): d is string => !!d);
    const unique = descriptions.filter((d) => descriptions.indexOf(d) === descriptions.lastIndexOf(d));
    expect(unique.length).toBeGreaterThan(3);
    // Other test files write menus and tenants meanwhile, so the page (served from its cache) and the API may list a
    // few different menus: none is there twice, and most are there once.
    const counts = unique.map((description) => payload.split(description).length - 1);
    for (const [i, description] of unique.entries()) expect(counts[i], description).toBeLessThanOrEqual(1);
    expect(counts.filter((n) => n === 1).length).toBeGreaterThan(unique.length / 2);
  });

  it.each(['/rekomendasi-menu', '/tenant/nasi-tutug-oncom-mang-ujang'])(
    '%s: the cards are drawn on the client from their facts, not sent as elements',
    async (path) => {
      const html = await (await fetch(new URL(path, BASE_URL))).text();
      const payload = rscPayload(html);
      expect(payload.length).toBeGreaterThan(0);
      expect(payload).not.toContain('"data-testid":"menu-card"');
      expect(html).toContain('data-testid="menu-card"');
    },
  );
});
