// A schema.org JSON-LD block.
import { serializeJsonLd } from '@/lib/seo';

export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
