// /api/v1/auth over HTTP: registration, login, access-token checks, refresh rotation and reuse detection, logout,
// inactive users and the login rate limit.
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { api, createManager, loginAs, randomIp, uniqueSuffix } from '../helpers/http';

// The test server signs with this secret (scripts/test.ts); a positive control below proves it matches.
const SECRET = new TextEncoder().encode(process.env.TEST_AUTH_SECRET ?? 'test-secret-for-ci-at-least-32-bytes-long');
// Must equal lib/server/auth/tokens.ts; the positive control fails if they drift apart.
const ISSUER = 'kuliner-tasikmalaya';
const AUDIENCE = 'kuliner-tasikmalaya-api';

const PASSWORD = 'Rahasia123!';
const INVALID_CREDENTIALS = 'Email atau kata sandi salah';

function registrationBody(overrides: Record<string, unknown> = {}) {
  const suffix = uniqueSuffix();
  return { name: `Pemilik ${suffix}`, email: `pemilik.${suffix}@example.id`, password: PASSWORD, phone: '081234567890', ...overrides };
}

async function register(overrides: Record<string, unknown> = {}) {
  const body = registrationBody(overrides);
  const res = await api('/auth/register', { body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { ...body, id: res.body.user.id as number };
}

function loginRequest(email: string, password: string, ip = randomIp()) {
  return api('/auth/login', { body: { email, password }, headers: { 'x-forwarded-for': ip } });
}

function refreshRequest(refreshToken: string) {
  return api('/auth/refresh', { method: 'POST', token: refreshToken });
}

async function craftToken(claims: { sub: string; role?: string; fam?: string }, expiresAt: number, secret = SECRET) {
  return new SignJWT({ role: claims.role ?? 'MANAGER', fam: claims.fam ?? '' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(Math.min(expiresAt - 60, Math.floor(Date.now() / 1000)))
    .setExpirationTime(expiresAt)
    .sign(secret);
}

describe('POST /auth/register', () => {
  it('creates an active MANAGER (201) with the phone normalised to +62 and no password hash in the body', async () => {
    const body = registrationBody({ phone: '0812-3456-7890', email: `Baru.${uniqueSuffix()}@Example.ID` });
    const res = await api('/auth/register', { body });
    expect(res.status).toBe(201);
    const user = res.body.user;
    expect(user).toMatchObject({ name: body.name, email: body.email.toLowerCase(), phone: '+6281234567890', status: 'active' });
    expect(user.role).toMatchObject({ code: 'MANAGER' });
    expect(typeof user.id).toBe('number');
    const raw = JSON.stringify(res.body);
    expect(raw).not.toMatch(/passwordHash|password_hash|\$argon2/);
    expect(raw).not.toContain(PASSWORD);
    // The new account can log in with the password it registered.
    const login = await loginRequest(body.email, PASSWORD);
    expect(login.status).toBe(200);
  });

  const cases: [string, Record<string, unknown>, string, string][] = [
    ['empty name', { name: '' }, 'name', 'Nama lengkap wajib diisi'],
    ['blank name', { name: '    ' }, 'name', 'Nama lengkap wajib diisi'],
    ['missing name', { name: undefined }, 'name', 'Nama lengkap wajib diisi'],
    ['short name after trimming', { name: '  ab  ' }, 'name', 'Nama minimal 3 karakter'],
    ['empty email', { email: '' }, 'email', 'Email wajib diisi'],
    ['malformed email', { email: 'bukan-email' }, 'email', 'Format email tidak valid'],
    ['email without a domain dot', { email: 'nama@domain' }, 'email', 'Format email tidak valid'],
    ['empty password', { password: '' }, 'password', 'Password wajib diisi'],
    ['7-character password', { password: 'Abc12!x' }, 'password', 'Password minimal 8 karakter'],
    ["common password 'password'", { password: 'password' }, 'password', 'Kata sandi terlalu umum, pilih kata sandi lain'],
    ["common password '12345678'", { password: '12345678' }, 'password', 'Kata sandi terlalu umum, pilih kata sandi lain'],
    // Beyond the 1,000 the browser knows: the server's full list, in the same schema.
    ["common password 'Buzzkill' (full list only)", { password: 'Buzzkill' }, 'password', 'Kata sandi terlalu umum, pilih kata sandi lain'],
    ['one character repeated', { password: 'aaaaaaaaaaaa' }, 'password', 'Kata sandi terlalu umum, pilih kata sandi lain'],
    ['empty phone', { phone: '' }, 'phone', 'Nomor telepon wajib diisi'],
    ['phone with 7 digits after +62', { phone: '08123456' }, 'phone', 'Format nomor telepon tidak valid (contoh: +6281234567890)'],
    ['phone with 14 digits after +62', { phone: '+6281234567890123' }, 'phone', 'Format nomor telepon tidak valid (contoh: +6281234567890)'],
  ];
  it.each(cases)('%s -> 400 with the spec message', async (_label, overrides, field, message) => {
    const body = registrationBody(overrides);
    const res = await api('/auth/register', { body });
    expect(res.status).toBe(400);
    expect(res.body.errors?.[field]).toBe(message);
    expect(res.body.message).toBe(message);
  });

  it('accepts the phone boundaries: 8 and 13 digits after +62', async () => {
    const eight = await api('/auth/register', { body: registrationBody({ phone: '081234567' }) });
    expect(eight.status, JSON.stringify(eight.body)).toBe(201);
    expect(eight.body.user.phone).toBe('+6281234567');
    const thirteen = await api('/auth/register', { body: registrationBody({ phone: '628123456789012' }) });
    expect(thirteen.status, JSON.stringify(thirteen.body)).toBe(201);
    expect(thirteen.body.user.phone).toBe('+628123456789012');
  });

  it('refuses fields the payload does not have (confirmPassword, role) instead of ignoring them', async () => {
    const res = await api('/auth/register', { body: registrationBody({ confirmPassword: PASSWORD, roleId: 1 }) });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual(expect.arrayContaining(['confirmPassword', 'roleId']));
  });

  it('answers 409 for an email that is already registered, in any letter case', async () => {
    const first = await register();
    const again = await api('/auth/register', { body: registrationBody({ email: first.email.toUpperCase() }) });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Email sudah terdaftar');
    expect(again.body.errors?.email).toBe('Email sudah terdaftar');
  });
});

describe('POST /auth/login', () => {
  it('returns { user, accessToken, refreshToken } with the role and its permissions', async () => {
    const account = await register();
    const res = await loginRequest(account.email, PASSWORD);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['accessToken', 'refreshToken', 'user']);
    expect(res.body.accessToken.split('.')).toHaveLength(3);
    expect(typeof res.body.refreshToken).toBe('string');
    expect(res.body.refreshToken.length).toBeGreaterThanOrEqual(32);
    const { user } = res.body;
    expect(user).toMatchObject({ id: account.id, name: account.name, email: account.email });
    expect(Object.keys(user.role).sort()).toEqual(['code', 'id', 'name', 'permissions']);
    expect(user.role.code).toBe('MANAGER');
    expect(user.role.permissions).toEqual(expect.arrayContaining(['menus.create', 'menus.read', 'activity_logs.read', 'files.read']));
    expect(user.role.permissions).not.toContain('users.read');
    expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|\$argon2/);
  });

  it('accepts the email in any letter case', async () => {
    const account = await register();
    const res = await loginRequest(account.email.toUpperCase(), PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(account.id);
  });

  it('gives the same 401 message for a wrong password and an unknown email', async () => {
    const account = await register();
    const wrong = await loginRequest(account.email, 'SalahSekali1!');
    const unknown = await loginRequest(`tidak.ada.${uniqueSuffix()}@example.id`, PASSWORD);
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe(INVALID_CREDENTIALS);
    expect(unknown.body.message).toBe(wrong.body.message);
    expect(unknown.body.code).toBe(wrong.body.code);
  });

  it('validates the body with the login messages', async () => {
    const empty = await api('/auth/login', { body: { email: '', password: '' }, headers: { 'x-forwarded-for': randomIp() } });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toMatchObject({ email: 'Email wajib diisi', password: 'Kata sandi wajib diisi' });
    const short = await api('/auth/login', { body: { email: 'bukan-email', password: '12345' }, headers: { 'x-forwarded-for': randomIp() } });
    expect(short.status).toBe(400);
    expect(short.body.errors).toMatchObject({ email: 'Format email tidak valid', password: 'Kata sandi minimal 6 karakter' });
  });

  it('refuses an inactive user: 403 with the inactive message only after the right password', async () => {
    // Seeded inactive manager (db/seed-data.ts): never modified by tests.
    const res = await loginRequest('dadan.ramdani@example.id', 'Manager123!');
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'INACTIVE_USER', message: 'Akun Anda tidak aktif. Silakan hubungi administrator.' });
    expect(res.body).not.toHaveProperty('accessToken');
    const wrong = await loginRequest('dadan.ramdani@example.id', 'BukanSandinya1!');
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe(INVALID_CREDENTIALS);
  });

  it('updates lastLoginAt on every successful login', async () => {
    const account = await register();
    const before = Date.now();
    const first = await loginRequest(account.email, PASSWORD);
    expect(first.status).toBe(200);
    const firstAt = Date.parse(first.body.user.lastLoginAt);
    expect(firstAt).toBeGreaterThanOrEqual(before - 5_000);
    expect(firstAt).toBeLessThanOrEqual(Date.now() + 5_000);
    await new Promise((r) => setTimeout(r, 20));
    const second = await loginRequest(account.email, PASSWORD);
    const secondAt = Date.parse(second.body.user.lastLoginAt);
    expect(secondAt).toBeGreaterThan(firstAt);
    const me = await api('/auth/me', { token: second.body.accessToken });
    expect(me.status).toBe(200);
    expect(Date.parse(me.body.user.lastLoginAt)).toBe(secondAt);
  });
});

describe('access tokens', () => {
  it('401 without a token, with a malformed header and with garbage', async () => {
    const none = await api('/auth/me');
    expect(none.status).toBe(401);
    expect(typeof none.body.message).toBe('string');
    expect((await api('/auth/me', { headers: { authorization: 'Token abc' } })).status).toBe(401);
    expect((await api('/auth/me', { token: 'not-a-jwt' })).status).toBe(401);
  });

  it('accepts a token signed with the server secret (positive control for the crafted tokens below)', async () => {
    const account = await register();
    const token = await craftToken({ sub: String(account.id) }, Math.floor(Date.now() / 1000) + 300);
    const res = await api('/auth/me', { token });
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(account.id);
  });

  it('401 for an expired token', async () => {
    const account = await register();
    const token = await craftToken({ sub: String(account.id) }, Math.floor(Date.now() / 1000) - 5);
    const res = await api('/auth/me', { token });
    expect(res.status).toBe(401);
    expect(res.body.message).toBeTruthy();
  });

  it('401 for a forged signature, another secret, alg none and an edited payload', async () => {
    const session = await loginAs('superAdmin');
    const [header, payload, signature] = session.accessToken.split('.') as [string, string, string];
    const flipped = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await api('/auth/me', { token: flipped })).status).toBe(401);

    const otherSecret = await craftToken(
      { sub: String(session.user.id), role: 'SUPER_ADMIN' },
      Math.floor(Date.now() / 1000) + 300,
      new TextEncoder().encode('another-secret'),
    );
    expect((await api('/auth/me', { token: otherSecret })).status).toBe(401);

    const noneHeader = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect((await api('/auth/me', { token: `${noneHeader}.${payload}.` })).status).toBe(401);

    // Same signature over a payload that names another user.
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const edited = Buffer.from(JSON.stringify({ ...claims, sub: String(Number(claims.sub) + 1) })).toString('base64url');
    expect((await api('/auth/me', { token: `${header}.${edited}.${signature}` })).status).toBe(401);
  });

  it('an inactive user cannot use a still-valid access token or refresh it', async () => {
    const manager = await createManager();
    expect((await api('/auth/me', { token: manager.accessToken })).status).toBe(200);
    const admin = await loginAs('superAdmin');
    const off = await api(`/users/${manager.user.id}/status`, { method: 'PATCH', token: admin.accessToken, body: { status: 'inactive' } });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect((await api('/auth/me', { token: manager.accessToken })).status).toBe(401);
    expect((await refreshRequest(manager.refreshToken)).status).toBe(401);
    // The right password now tells the deactivated owner why (403 INACTIVE_USER), still without tokens.
    const again = await loginRequest(manager.user.email, manager.password);
    expect(again.status).toBe(403);
    expect(again.body).not.toHaveProperty('accessToken');
  });
});

describe('POST /auth/refresh', () => {
  it('rotates: a new pair, and the used refresh token no longer works', async () => {
    const manager = await createManager();
    const res = await refreshRequest(manager.refreshToken);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['accessToken', 'refreshToken']);
    expect(res.body.refreshToken).not.toBe(manager.refreshToken);
    expect(res.body.accessToken).not.toBe(manager.accessToken);
    const me = await api('/auth/me', { token: res.body.accessToken });
    expect(me.status).toBe(200);
    expect(me.body.user.id).toBe(manager.user.id);
    // The successor works once as well (the chain continues).
    const next = await refreshRequest(res.body.refreshToken);
    expect(next.status).toBe(200);
  });

  it('accepts the refresh token in the body as well', async () => {
    const manager = await createManager();
    const res = await api('/auth/refresh', { body: { refreshToken: manager.refreshToken } });
    expect(res.status).toBe(200);
    expect(typeof res.body.accessToken).toBe('string');
  });

  it('401 for a missing or unknown refresh token', async () => {
    expect((await api('/auth/refresh', { method: 'POST' })).status).toBe(401);
    expect((await refreshRequest('bm90LWEtcmVhbC1yZWZyZXNoLXRva2VuLWF0LWFsbC0xMjM0NTY')).status).toBe(401);
  });

  it('reuse detection: presenting a used refresh token after the grace window revokes the whole family', async () => {
    const manager = await createManager();
    const rotated = await refreshRequest(manager.refreshToken);
    expect(rotated.status).toBe(200);
    // The test server's grace window is 2 s (REFRESH_REUSE_GRACE_SECONDS in scripts/test.ts).
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const replay = await refreshRequest(manager.refreshToken);
    expect(replay.status).toBe(401);
    expect(replay.body.message).toBeTruthy();
    // The legitimate successor is revoked with its family, and so are the family's access tokens.
    expect((await refreshRequest(rotated.body.refreshToken)).status).toBe(401);
    expect((await api('/auth/me', { token: rotated.body.accessToken })).status).toBe(401);
    expect((await api('/auth/me', { token: manager.accessToken })).status).toBe(401);
    // Another login of the same user (another family) is untouched.
    const other = await loginRequest(manager.user.email, manager.password);
    expect(other.status).toBe(200);
    expect((await api('/auth/me', { token: other.body.accessToken })).status).toBe(200);
  });
});

describe('POST /auth/logout', () => {
  it('with the refresh token: revokes the family (refresh and access tokens stop working)', async () => {
    const manager = await createManager();
    const out = await api('/auth/logout', { method: 'POST', token: manager.refreshToken });
    expect(out.status).toBe(200);
    expect(out.body.success).toBe(true);
    expect((await refreshRequest(manager.refreshToken)).status).toBe(401);
    expect((await api('/auth/me', { token: manager.accessToken })).status).toBe(401);
  });

  it('with the access token: revokes that session only', async () => {
    const manager = await createManager();
    const second = await loginRequest(manager.user.email, manager.password);
    const out = await api('/auth/logout', { method: 'POST', token: manager.accessToken });
    expect(out.status).toBe(200);
    expect((await refreshRequest(manager.refreshToken)).status).toBe(401);
    expect((await api('/auth/me', { token: manager.accessToken })).status).toBe(401);
    expect((await api('/auth/me', { token: second.body.accessToken })).status).toBe(200);
  });

  it('with { refreshToken } in the body, and always succeeds for the client', async () => {
    const manager = await createManager();
    expect((await api('/auth/logout', { body: { refreshToken: manager.refreshToken } })).status).toBe(200);
    expect((await refreshRequest(manager.refreshToken)).status).toBe(401);
    expect((await api('/auth/logout', { method: 'POST' })).status).toBe(200);
    expect((await api('/auth/logout', { method: 'POST', token: 'garbage' })).status).toBe(200);
  });
});

describe('login rate limit', () => {
  it('after 10 failures per email and address: 429 with Retry-After and a message, even for the right password', async () => {
    const account = await register();
    const ip = randomIp();
    for (let i = 0; i < 10; i++) {
      const res = await loginRequest(account.email, 'SalahSekali1!', ip);
      expect(res.status, `failure ${i + 1}`).toBe(401);
    }
    const blocked = await loginRequest(account.email, 'SalahSekali1!', ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/Terlalu banyak percobaan login/);
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    const rightPassword = await loginRequest(account.email, PASSWORD, ip);
    expect(rightPassword.status).toBe(429);
    // Another address is not affected by this pair's failures.
    const elsewhere = await loginRequest(account.email, PASSWORD, randomIp());
    expect(elsewhere.status).toBe(200);
    // Nor is another account from the blocked address.
    const other = await register();
    expect((await loginRequest(other.email, PASSWORD, ip)).status).toBe(200);
  });

  it('successful logins never count', async () => {
    const account = await register();
    const ip = randomIp();
    for (let i = 0; i < 12; i++) {
      const res = await loginRequest(account.email, PASSWORD, ip);
      expect(res.status, `login ${i + 1}`).toBe(200);
    }
    // 9 failures after 12 successes still leave one more attempt before the limit.
    for (let i = 0; i < 9; i++) expect((await loginRequest(account.email, 'SalahSekali1!', ip)).status).toBe(401);
    expect((await loginRequest(account.email, PASSWORD, ip)).status).toBe(200);
  });

  it('an address alone is limited at a much higher ceiling (100 failures over many emails)', async () => {
    const ip = randomIp();
    const results: number[] = [];
    for (let batch = 0; batch < 10; batch++) {
      const statuses = await Promise.all(
        Array.from({ length: 10 }, () => loginRequest(`tidak.ada.${uniqueSuffix()}@example.id`, 'SalahSekali1!', ip).then((r) => r.status)),
      );
      results.push(...statuses);
    }
    expect(results.every((s) => s === 401)).toBe(true);
    const blocked = await loginRequest(`lain.${uniqueSuffix()}@example.id`, 'SalahSekali1!', ip);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // A different address is still served.
    expect((await loginRequest(`lain.${uniqueSuffix()}@example.id`, 'SalahSekali1!', randomIp())).status).toBe(401);
  }, 120_000);
});
