// System: health and this document.
import 'server-only';
import { GET as health } from '@/app/api/v1/health/route';
import { Health } from '@/lib/api/contract';
import { PUBLIC, json, type Operation } from './operation';

export const systemOperations: Operation[] = [
  {
    method: 'get',
    path: '/health',
    tag: 'System',
    summary: 'Health check',
    description: 'The app answers and its database responds.',
    handler: health,
    success: { status: 200, description: 'Healthy.', content: json(Health) },
  },
  {
    // Its handler serves this module, so it is not imported here (a cycle); it is public.
    method: 'get',
    path: '/openapi.json',
    tag: 'System',
    summary: 'This OpenAPI document',
    access: PUBLIC,
    success: { status: 200, description: 'OpenAPI 3.1 document.', content: json({ type: 'object' }) },
  },
];
