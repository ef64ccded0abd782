// notFound() in a public page without a nearer boundary: the 404 message inside the public layout. The layout's frame
// is not repeated here (the root 404 page, app/not-found.tsx, carries its own): every public page's RSC payload
// includes this boundary's content.
import type { Metadata } from 'next';
import { NOT_FOUND_TITLE, NotFoundMessage } from '@/components/public/not-found-message';

export const metadata: Metadata = {
  title: NOT_FOUND_TITLE,
  robots: { index: false, follow: true },
};

export default function PublicNotFound() {
  return <NotFoundMessage />;
}
