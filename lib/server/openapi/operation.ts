// What one documented operation says, and how access and inputs derive from the route() options of its handler.
import 'server-only';
import type { z } from 'zod';
import { requiredPermissions, type RouteHandler } from '@/lib/server/api/handler';

/** Who may call an operation. */
export type Access =
  { kind: 'public' } | { kind: 'authenticated' } | { kind: 'all'; permissions: readonly string[] } | { kind: 'any'; permissions: readonly string[] };

export const PUBLIC: Access = { kind: 'public' };
export const AUTHENTICATED: Access = { kind: 'authenticated' };
export const anyPerm = (...permissions: string[]): Access => ({ kind: 'any', permissions });

export type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';

export interface Content {
  schema: z.ZodType | Record<string, unknown>;
  contentType?: string;
}

export const json = (schema: z.ZodType | Record<string, unknown>): Content => ({ schema });

export interface Operation {
  method: Method;
  path: string;
  tag: string;
  summary: string;
  description?: string;
  /** The exported route() handler: access, path parameters, query and JSON body come from its options. */
  handler?: RouteHandler;
  /** Only when the handler decides access itself (owner scope, any-of permissions); otherwise derived. */
  access?: Access;
  /** Owner-scoped roles (isOwnerScoped: no tenants.read, e.g. MANAGER) reach only their own tenant's rows. */
  ownerScoped?: boolean;
  /** Only for inputs the handler reads itself (no schema in its options). */
  params?: z.ZodObject;
  body?: Content & { required?: boolean };
  success: {
    status: number;
    description: string;
    content?: Content | Content[];
    headers?: Record<string, { description: string; schema: Record<string, unknown> }>;
  };
  /** Error statuses besides those implied by access and inputs. */
  errors?: number[];
  /** Answers with an ETag, and 304 without a body when If-None-Match names it. */
  conditional?: boolean;
  /** Extra security requirements (e.g. the refresh token as bearer). */
  security?: Record<string, string[]>[];
}

/** The access an operation documents: stated, or read from its handler's route() options. */
export function accessOf(op: Operation): Access {
  if (op.access) return op.access;
  const options = op.handler?.options;
  if (!options || options.auth === false) return PUBLIC;
  const permissions = requiredPermissions(options);
  if (permissions.length > 0) return { kind: 'all', permissions };
  return AUTHENTICATED;
}

export function describeAccess(access: Access): string {
  switch (access.kind) {
    case 'public':
      return 'Public: no credentials needed.';
    case 'authenticated':
      return 'Any logged-in user (Bearer access token or session cookie).';
    case 'all':
      return `Permission: ${access.permissions.map((p) => `\`${p}\``).join(' + ')}.`;
    case 'any':
      return `Permission: any of ${access.permissions.map((p) => `\`${p}\``).join(', ')}.`;
  }
}
