// HTTP helpers for API tests against the running app at TEST_BASE_URL.
import crypto from 'node:crypto';
import { checkResponse } from './contract';

/**
 * The app under test. Playwright workers each get their own instance on its own database (E2E_BASE_URLS, one URL per
 * worker, picked by the worker's TEST_PARALLEL_INDEX), so no worker sees data another one changes; everything else
 * uses TEST_BASE_URL.
 */
export function resolveBaseUrl(): string {
  const perWorker = (process.env.E2E_BASE_URLS ?? '').split(',').filter(Boolean);
  const index = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  const chosen = perWorker.length ? perWorker[index % perWorker.length] : process.env.TEST_BASE_URL;
  return (chosen || 'http://localhost:3100').replace(/\/$/, '');
}

export const BASE_URL = resolveBaseUrl();

export const DEMO = {
  superAdmin: { email: 'admin@kuliner-tasik.id', password: 'Admin123!' },
  admin: { email: 'staf@kuliner-tasik.id', password: 'Admin123!' },
  manager: { email: 'ujang.suryana@example.id', password: 'Manager123!' },
} as const;

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface ApiOptions {
  method?: string;
  token?: string | null;
  body?: unknown;
  /** Sent as-is (no JSON encoding). */
  rawBody?: BodyInit;
  headers?: Record<string, string>;
  /** Base URL of another app instance (default BASE_URL). */
  baseUrl?: string;
}

export async function api<T = any>(path: string, options: ApiOptions = {}): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const base = options.baseUrl ?? BASE_URL;
  const url = `${base}${path.startsWith('/api') ? path : `/api/v1${path}`}`;
  const method = options.method ?? (body ? 'POST' : 'GET');
  const res = await fetch(url, {
    method,
    headers,
    body,
    redirect: 'manual',
  });
  const type = res.headers.get('content-type') ?? '';
  const parsed = type.includes('json') ? await res.json().catch(() => null) : await res.text();
  // Every answer must be the one the OpenAPI document describes (status, content type, body schema).
  await checkResponse(base, { method, url, status: res.status, contentType: res.headers.get('content-type'), body: parsed });
  return { status: res.status, body: parsed as T, headers: res.headers };
}

/** A distinct client address per call, so login rate limits of one test never touch another. */
export function randomIp(): string {
  const b = crypto.randomBytes(3);
  return `10.${b[0]}.${b[1]}.${b[2]}`;
}

export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${crypto.randomBytes(3).toString('hex')}`;
}

/** A unique role code (uppercase letters and underscores only): digits are spelled as letters. */
export function uniqueCode(prefix = 'UJI'): string {
  return `${prefix}_${uniqueSuffix()
    .replace(/[0-9]/g, (d) => 'GHIJKLMNOP'[Number(d)]!)
    .toUpperCase()}`;
}

export interface Session {
  accessToken: string;
  refreshToken: string;
  user: { id: number; name: string; email: string; roleId: number; role: { id: number; code: string; permissions: string[] } };
}

export async function login(email: string, password: string): Promise<Session> {
  const res = await api<Session>('/auth/login', { body: { email, password }, headers: { 'x-forwarded-for': randomIp() } });
  if (res.status !== 200) throw new Error(`login ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

// One login per demo account and test file, renewed well before the 15-minute access token expires (a slow,
// shared machine can stretch a long file such as the fuzz test past it).
const SESSION_REUSE_MS = 10 * 60 * 1000;
const sessions = new Map<string, { at: number; session: Promise<Session> }>();
export function loginAs(who: keyof typeof DEMO): Promise<Session> {
  const cached = sessions.get(who);
  if (cached && Date.now() - cached.at < SESSION_REUSE_MS) return cached.session;
  const session = login(DEMO[who].email, DEMO[who].password);
  sessions.set(who, { at: Date.now(), session });
  session.catch(() => sessions.delete(who));
  return session;
}

/**
 * The demo ADMIN's token, to approve what a test created as the SUPER_ADMIN: nobody reviews a record they created
 * (creator is not approver, issue 35).
 */
export async function reviewerToken(): Promise<string> {
  return (await loginAs('admin')).accessToken;
}

/** Registers a brand-new MANAGER and logs in. */
export async function createManager(
  overrides: Partial<{ name: string; email: string; password: string; phone: string }> = {},
): Promise<Session & { password: string }> {
  const suffix = uniqueSuffix();
  const password = overrides.password ?? 'Rahasia123!';
  const email = overrides.email ?? `manager.${suffix}@example.id`;
  const res = await api('/auth/register', {
    body: { name: overrides.name ?? `Manager ${suffix}`, email, password, phone: overrides.phone ?? '081234567890' },
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { ...(await login(email, password)), password };
}

/** A valid tenant-form body with unique name and slug. */
export function tenantBody(overrides: Record<string, unknown> = {}) {
  const suffix = uniqueSuffix();
  return {
    name: `Warung Uji ${suffix}`,
    slug: `warung-uji-${suffix}`,
    type: 'restaurant',
    description: 'Warung uji coba untuk pengujian otomatis.',
    address: 'Jl. HZ. Mustofa No. 10',
    city: 'Tasikmalaya',
    province: 'Jawa Barat',
    postalCode: '46121',
    country: 'Indonesia',
    ...overrides,
  };
}

/** A valid menu-form body. */
export function menuBody(overrides: Record<string, unknown> = {}) {
  return {
    name: `Nasi Uji ${uniqueSuffix()}`,
    description: 'Menu uji coba.',
    price: 25000,
    category: 'main_course',
    spiceLevel: 2,
    preparationTime: 15,
    ingredients: 'Beras, oncom, bawang',
    ...overrides,
  };
}

/** Polls `check` every half second until it holds (public reads are cached for a few seconds), failing after `timeoutMs`. */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const started = Date.now();
  for (;;) {
    if (await check()) return;
    if (Date.now() - started > timeoutMs) throw new Error('condition not met within the cache window');
    await new Promise((r) => setTimeout(r, 500));
  }
}
