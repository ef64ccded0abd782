// sitemap.xml: the public static pages, every article and every active tenant (by its canonical slug URL), read per
// request.
import type { MetadataRoute } from 'next';
import { listSitemapTenants } from '@/db/queries/public';
import { ARTICLES, articlePath } from '@/lib/articles';
import { absoluteUrl, tenantPath } from '@/lib/seo';

// Never prerendered at build time (no database then); the list itself is cached for seconds in the read model.
export const dynamic = 'force-dynamic';

const STATIC_PAGES: { path: string; changeFrequency: 'daily' | 'weekly' | 'monthly'; priority: number }[] = [
  { path: '/', changeFrequency: 'daily', priority: 1 },
  { path: '/rekomendasi-menu', changeFrequency: 'daily', priority: 0.9 },
  { path: '/tenant', changeFrequency: 'daily', priority: 0.9 },
  { path: '/artikel', changeFrequency: 'weekly', priority: 0.7 },
  { path: '/tentang', changeFrequency: 'monthly', priority: 0.5 },
  { path: '/pendaftaran', changeFrequency: 'monthly', priority: 0.5 },
];

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const tenants = await listSitemapTenants();
  return [
    ...STATIC_PAGES.map((p) => ({ url: absoluteUrl(p.path), changeFrequency: p.changeFrequency, priority: p.priority })),
    ...ARTICLES.map((a) => ({ url: absoluteUrl(articlePath(a)), lastModified: a.publishDate, changeFrequency: 'monthly' as const, priority: 0.6 })),
    ...tenants.map((t) => ({ url: absoluteUrl(tenantPath(t)), lastModified: t.updatedAt, changeFrequency: 'weekly' as const, priority: 0.8 })),
  ];
}
