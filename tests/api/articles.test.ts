// Article pages over HTTP (issue 12): every sample article renders server-side with its title, body, related
// articles and a parsable schema.org Article; unknown articles and unknown routes answer the branded 404; the
// sitemap lists every article.
import { describe, expect, it } from 'vitest';
import { ARTICLES, relatedArticles } from '@/lib/articles';
import { BASE_URL } from '../helpers/http';

async function page(path: string): Promise<{ status: number; type: string; html: string }> {
  const res = await fetch(`${BASE_URL}${path}`, { redirect: 'manual' });
  return { status: res.status, type: res.headers.get('content-type') ?? '', html: await res.text() };
}

/** The text of an HTML fragment as React renders it (entities for &, <, >, " and ' decoded). */
function decode(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

function jsonLdBlocks(html: string): Record<string, any>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}

function h1s(html: string): string[] {
  return [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => decode(m[1]!.replace(/<[^>]+>/g, '').trim()));
}

describe('GET /artikel/{slug}', () => {
  it.each(ARTICLES.map((a) => [a.slug, a] as const))('%s answers 200 with its title, full text, related articles and JSON-LD', async (slug, article) => {
    const res = await page(`/artikel/${slug}`);
    expect(res.status).toBe(200);
    expect(res.type).toContain('text/html');
    expect(h1s(res.html)).toEqual([article.title]);
    expect(decode(res.html)).toContain(`<title>${article.title} | Kuliner Tasikmalaya</title>`);
    for (const paragraph of article.body) expect(decode(res.html)).toContain(paragraph);
    expect(res.html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/artikel/${slug}"`));
    expect(res.html).toContain('<meta property="og:type" content="article"');
    expect(res.html).toContain(`<meta property="article:published_time" content="${article.publishDate}"`);
    for (const r of relatedArticles(article)) expect(res.html).toContain(`href="/artikel/${r.slug}"`);

    const ld = jsonLdBlocks(res.html).find((d) => d['@type'] === 'Article');
    expect(ld).toBeTruthy();
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      headline: article.title,
      datePublished: article.publishDate,
      author: { '@type': 'Person', name: article.author },
      publisher: { '@type': 'Organization', name: 'Kuliner Tasikmalaya' },
      mainEntityOfPage: { '@type': 'WebPage' },
    });
    expect(new URL(ld!.mainEntityOfPage['@id']).pathname).toBe(`/artikel/${slug}`);
    expect(new URL(ld!.image).pathname).toBe(article.image);
  });

  it('the article list links every card to its page with a plain link', async () => {
    const res = await page('/artikel');
    expect(res.status).toBe(200);
    for (const a of ARTICLES) expect(res.html).toContain(`href="/artikel/${a.slug}"`);
  });
});

describe('the branded 404', () => {
  it.each(['/artikel/artikel-yang-tidak-ada', '/artikel/RESEP-NASI-TUTUG-ONCOM', '/artikel/%E0%A4%A', '/halaman-yang-tidak-ada', '/tentang/apa/saja'])(
    '%s answers 404 with "Halaman Tidak Ditemukan" and links home and to the tenants',
    async (path) => {
      const res = await page(path);
      expect(res.status).toBe(404);
      expect(res.type).toContain('text/html');
      expect(res.html).toMatch(/<html[^>]* lang="id"/);
      expect(h1s(res.html)).toEqual(['Halaman Tidak Ditemukan']);
      expect(res.html).toContain('<title>Halaman Tidak Ditemukan | Kuliner Tasikmalaya</title>');
      expect(res.html).toMatch(/<meta name="robots" content="noindex, ?follow"/);
      expect(res.html).toMatch(/<a[^>]*href="\/"[^>]*>(?:(?!<\/a>)[\s\S])*Kembali ke Beranda/);
      expect(res.html).toMatch(/<a[^>]*href="\/tenant"[^>]*>/);
      // Inside the public look: main landmark, header and footer.
      expect(res.html).toContain('<main id="konten"');
      expect(res.html).toContain('<header');
      expect(res.html).toContain('<footer');
      expect(res.html).not.toContain('This page could not be found');
    },
  );

  it('an unknown tenant keeps its own page', async () => {
    const res = await page('/tenant/tenant-yang-tidak-ada');
    expect(res.status).toBe(404);
    // That page comes from notFound() inside the tenant page: the browser renders it from the payload (not
    // server-rendered like the branded 404 above); tests/e2e/public.spec.ts checks what it shows.
    expect(res.html).toContain('Tenant Tidak Ditemukan');
  });
});

describe('sitemap.xml', () => {
  it('lists every article page once', async () => {
    const res = await page('/sitemap.xml');
    expect(res.status).toBe(200);
    const paths = [...res.html.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    for (const a of ARTICLES)
      expect(
        paths.filter((p) => p === `/artikel/${a.slug}`),
        a.slug,
      ).toHaveLength(1);
    expect(paths.filter((p) => p.startsWith('/artikel/'))).toHaveLength(ARTICLES.length);
  });
});
