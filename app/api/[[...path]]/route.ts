// Any /api path no route serves: the API's error shape (404 NOT_FOUND), not the site's HTML 404 page. Next prefers
// every more specific route (a static or dynamic segment) over this optional catch-all.
import { json } from '@/lib/server/api/handler';

function notFound(): Response {
  return json({ message: 'Endpoint tidak ditemukan', code: 'NOT_FOUND' }, 404);
}

// OPTIONS too: Next would otherwise answer it itself (204, every method allowed) for a path that does not exist.
export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE, notFound as OPTIONS };
