// Domain errors of the query layer: what went wrong in terms of records, never in HTTP terms.
// lib/server/api/error-response.ts maps each kind to a status; the queries stay usable outside a request.

export const DOMAIN_ERROR_KINDS = ['not_found', 'conflict', 'forbidden', 'invalid'] as const;
export type DomainErrorKind = (typeof DOMAIN_ERROR_KINDS)[number];

export class DomainError extends Error {
  constructor(
    public readonly kind: DomainErrorKind,
    message: string,
    /** A stable machine-readable code (e.g. TENANT_EXISTS); each kind has a default. */
    public readonly code?: string,
    /** Field name -> message, for refusals tied to input fields. */
    public readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const notFound = (message: string) => new DomainError('not_found', message);
export const conflict = (message: string, code?: string, fields?: Record<string, string>) => new DomainError('conflict', message, code, fields);
export const forbidden = (message?: string) => new DomainError('forbidden', message ?? DEFAULT_FORBIDDEN_MESSAGE);
export const invalid = (message: string, fields?: Record<string, string>) => new DomainError('invalid', message, undefined, fields);

/** The refusal every caller sees when the policy says no without a more specific reason. */
export const DEFAULT_FORBIDDEN_MESSAGE = 'Anda tidak memiliki izin untuk melakukan aksi ini';
