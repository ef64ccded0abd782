// Typed browser fetch for /api/v1: the httpOnly session cookie (same-origin; no API token in page scripts), the end
// of the session on 401, the API's error shape.
import { endSession } from '@/lib/auth/session-bridge';

export const API_BASE = '/api/v1';

/** An /api/v1 call that did not succeed: `message` is what the screen shows, `errors` maps field -> message. */
export class ApiClientError extends Error {
  readonly status: number;
  readonly code?: string;
  readonly errors?: Record<string, string>;
  readonly body: unknown;

  constructor(status: number, message: string, options: { code?: string; errors?: Record<string, string>; body?: unknown } = {}) {
    super(message);
    this.name = 'ApiClientError';
    this.status = status;
    this.code = options.code;
    this.errors = options.errors;
    this.body = options.body;
  }
}

export function isApiClientError(error: unknown): error is ApiClientError {
  return error instanceof ApiClientError;
}

/**
 * The server's own message of a failed call (body.message), else the fallback. Network failures and bodies without a
 * message have none: without a fallback the result is then undefined (a screen shows its own text instead).
 */
export function messageOf(error: unknown): string | undefined;
export function messageOf(error: unknown, fallback: string): string;
export function messageOf(error: unknown, fallback?: string): string | undefined {
  if (isApiClientError(error)) {
    const body = error.body as { message?: unknown } | null | undefined;
    if (body && typeof body === 'object' && typeof body.message === 'string' && body.message.trim()) return body.message;
  }
  return fallback;
}

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  /** Appended as a query string; null, undefined and '' are left out. */
  query?: Record<string, QueryValue>;
  /** false: a 401 does not end the session (public endpoints, registration). Default true. */
  auth?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

const NETWORK_ERROR_MESSAGE = 'Tidak dapat terhubung ke server. Periksa koneksi Anda lalu coba lagi.';

const SPREADSHEET_TYPES = ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/vnd.ms-excel', 'text/csv', 'application/csv'];

function buildUrl(path: string, query?: RequestOptions['query']): string {
  const url = path.startsWith('/api/') ? path : `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const qs = search.toString();
  if (!qs) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${qs}`;
}

/** Spreadsheets as Blob, JSON as JSON, anything else as text. */
async function readBody(res: Response): Promise<unknown> {
  if (res.status === 204) return null;
  const type = (res.headers.get('content-type') ?? '').toLowerCase();
  const disposition = (res.headers.get('content-disposition') ?? '').toLowerCase();
  if (SPREADSHEET_TYPES.some((t) => type.includes(t)) || disposition.startsWith('attachment')) return res.blob();
  if (type.includes('json')) {
    const text = await res.text();
    if (!text) return null;
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return res.text();
}

function toError(status: number, body: unknown): ApiClientError {
  const record = body && typeof body === 'object' && !(body instanceof Blob) ? (body as Record<string, unknown>) : {};
  const message =
    typeof record.message === 'string' && record.message.trim()
      ? record.message
      : typeof body === 'string' && body.trim() && body.length < 300
        ? body
        : `Permintaan gagal (${status})`;
  const errors = record.errors && typeof record.errors === 'object' && !Array.isArray(record.errors) ? (record.errors as Record<string, string>) : undefined;
  return new ApiClientError(status, message, { code: typeof record.code === 'string' ? record.code : undefined, errors, body });
}

async function send(method: string, path: string, body: unknown, options: RequestOptions = {}): Promise<unknown> {
  const useAuth = options.auth !== false;
  const url = buildUrl(path, options.query);
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;

  const attempt = async () => {
    // Never an Authorization header: the session cookie is the browser's credential (the server checks Origin on
    // state-changing cookie requests).
    const headers: Record<string, string> = { Accept: 'application/json', ...(options.headers ?? {}) };
    for (const name of Object.keys(headers)) if (name.toLowerCase() === 'authorization') delete headers[name];
    if (body !== undefined && !isForm) headers['Content-Type'] ??= 'application/json';
    try {
      return await fetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
        credentials: 'same-origin',
        cache: 'no-store',
        signal: options.signal,
      });
    } catch (err) {
      if ((err as Error)?.name === 'AbortError') throw err;
      throw new ApiClientError(0, NETWORK_ERROR_MESSAGE, { code: 'NETWORK_ERROR' });
    }
  };

  const res = await attempt();

  if (res.status === 401 && useAuth) {
    // The session was revoked (logout elsewhere, deactivation) or ran out: there is nothing to retry with.
    const failed = await readBody(res).catch(() => null);
    void endSession({ expired: true });
    throw toError(401, failed);
  }

  const parsed = await readBody(res);
  if (!res.ok) throw toError(res.status, parsed);
  return parsed;
}

export const apiClient = {
  get: <T = unknown>(path: string, options?: RequestOptions) => send('GET', path, undefined, options) as Promise<T>,
  post: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) => send('POST', path, body, options) as Promise<T>,
  put: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) => send('PUT', path, body, options) as Promise<T>,
  patch: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) => send('PATCH', path, body, options) as Promise<T>,
  delete: <T = unknown>(path: string, options?: RequestOptions) => send('DELETE', path, undefined, options) as Promise<T>,
  /** Multipart upload: a FormData as is, or one file sent as the `file` field. */
  upload: <T = unknown>(path: string, data: FormData | Blob, options?: RequestOptions & { field?: string }) => {
    let form: FormData;
    if (data instanceof FormData) {
      form = data;
    } else {
      form = new FormData();
      form.append(options?.field ?? 'file', data);
    }
    return send('POST', path, form, options) as Promise<T>;
  },
};

/** A Blob response saved as a download (spreadsheet exports). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
