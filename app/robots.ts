// robots.txt: everything public may be crawled except the dashboard and the API.
import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/seo';

export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/dashboard', '/api'] }],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
