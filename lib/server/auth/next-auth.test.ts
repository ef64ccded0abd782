// The next-auth callbacks: what the cookie and the session carry, refresh 300 s before expiry with the role
// reloaded, failure handling, shared rotations, and sign-out revocation. The service and database are mocked.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { JWT } from 'next-auth/jwt';
import { ApiError } from '@/lib/api/errors';
import { PEER_HEADER, peerHeaderValue, setPeerToken } from '@/lib/server/client-ip';

const service = vi.hoisted(() => ({ login: vi.fn(), refresh: vi.fn(), logout: vi.fn() }));
const queries = vi.hoisted(() => ({ getUserWithRole: vi.fn() }));

vi.mock('./service', () => service);
vi.mock('@/db/queries/auth', () => queries);
vi.mock('./secret', () => ({ getAuthSecret: () => 'unit-test-secret' }));

const { authOptions } = await import('./next-auth');

function jwtWith(claims: Record<string, unknown>): string {
  const part = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.c2lnbmF0dXJl`;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
const role = (permissions: string[]) => ({ id: 3, name: 'Manager', code: 'MANAGER', permissions });
const dbUser = (permissions: string[], status: 'active' | 'inactive' = 'active') => ({
  id: 7,
  name: 'Ujang',
  email: 'ujang@example.id',
  phone: null,
  status,
  roleId: 3,
  lastLoginAt: null,
  createdAt: new Date(),
  role: role(permissions),
});

const jwtCallback = authOptions.callbacks!.jwt!;
const sessionCallback = authOptions.callbacks!.session!;

function tokenExpiringIn(seconds: number, refreshToken = `refresh-${Math.random()}`): JWT {
  const accessToken = jwtWith({ sub: '7', fam: 'family-1', exp: nowSeconds() + seconds });
  return {
    sub: '7',
    user: { id: 7, name: 'Ujang', email: 'ujang@example.id', role: role(['menus.read']) },
    accessToken,
    refreshToken,
    accessTokenExpires: (nowSeconds() + seconds) * 1000,
  };
}

// next-auth's callback parameter types are wide; the tests pass what next-auth passes.
const runJwt = (params: Record<string, unknown>) => jwtCallback(params as never) as Promise<JWT>;

beforeEach(() => {
  // As scripts/server.ts does at start: the peer header is believed only with this process token.
  setPeerToken('server-token');
  vi.clearAllMocks();
});

describe('sign-in', () => {
  it('authorize() logs in through the service with the caller socket address and returns the tokens', async () => {
    const accessToken = jwtWith({ sub: '7', fam: 'f', exp: nowSeconds() + 900 });
    service.login.mockResolvedValue({ user: { id: 7, name: 'Ujang', email: 'ujang@example.id', role: role(['menus.read']) }, accessToken, refreshToken: 'r1' });
    const provider = authOptions.providers[0] as unknown as { options: { authorize: (c: unknown, r: unknown) => Promise<unknown> } };
    const user = await provider.options.authorize(
      { email: 'Ujang@Example.id', password: 'Rahasia123!', csrfToken: 'x' },
      // A client-sent X-Forwarded-For is ignored without TRUST_PROXY: the socket address (set by the server) counts.
      { headers: { 'x-forwarded-for': '10.1.2.3, 172.16.0.1', [PEER_HEADER]: peerHeaderValue('203.0.113.5') } },
    );
    expect(service.login).toHaveBeenCalledWith({ email: 'ujang@example.id', password: 'Rahasia123!' }, '203.0.113.5');
    expect(user).toMatchObject({ id: '7', accessToken, refreshToken: 'r1', role: { code: 'MANAGER' } });
  });

  it('authorize() hands the server message (or the field message) to the login page', async () => {
    const provider = authOptions.providers[0] as unknown as { options: { authorize: (c: unknown, r: unknown) => Promise<unknown> } };
    service.login.mockRejectedValue(new ApiError(401, 'Email atau kata sandi salah'));
    await expect(provider.options.authorize({ email: 'a@b.id', password: 'salah123' }, { headers: {} })).rejects.toThrow('Email atau kata sandi salah');
    await expect(provider.options.authorize({ email: 'a@b.id', password: '123' }, { headers: {} })).rejects.toThrow('Kata sandi minimal 6 karakter');
    service.login.mockRejectedValue(new Error('boom'));
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(provider.options.authorize({ email: 'a@b.id', password: 'salah123' }, { headers: {} })).rejects.toThrow('Login gagal');
    spy.mockRestore();
  });

  it('the jwt callback stores user, role, tokens and the expiry; the session shows no token at all', async () => {
    const exp = nowSeconds() + 900;
    const accessToken = jwtWith({ sub: '7', fam: 'f', exp });
    const token = await runJwt({
      token: { sub: '7' },
      user: { id: '7', name: 'Ujang', email: 'ujang@example.id', role: role(['menus.read']), accessToken, refreshToken: 'secret-refresh' },
      trigger: 'signIn',
    });
    expect(token).toMatchObject({
      user: { id: 7, name: 'Ujang', email: 'ujang@example.id', role: { id: 3, name: 'Manager', code: 'MANAGER', permissions: ['menus.read'] } },
      accessToken,
      refreshToken: 'secret-refresh',
      accessTokenExpires: exp * 1000,
    });
    const session = await sessionCallback({ session: { expires: 'x', user: {} }, token } as never);
    expect(session).toEqual({ expires: 'x', user: token.user });
    expect(JSON.stringify(session)).not.toContain('secret-refresh');
    expect(JSON.stringify(session)).not.toContain(accessToken);
    expect(session).not.toHaveProperty('error');
  });
});

describe('refresh', () => {
  it('leaves a token alone while more than 300 s remain', async () => {
    const token = tokenExpiringIn(301);
    expect(await runJwt({ token })).toBe(token);
    expect(service.refresh).not.toHaveBeenCalled();
  });

  it('refreshes within 300 s of expiry and reloads the role, so permission changes reach the session', async () => {
    const token = tokenExpiringIn(299);
    const newExp = nowSeconds() + 900;
    const accessToken = jwtWith({ sub: '7', fam: 'family-1', exp: newExp });
    service.refresh.mockResolvedValue({ accessToken, refreshToken: 'rotated' });
    queries.getUserWithRole.mockResolvedValue(dbUser(['menus.read', 'menus.create']));
    const next = await runJwt({ token });
    expect(service.refresh).toHaveBeenCalledWith(token.refreshToken);
    expect(queries.getUserWithRole).toHaveBeenCalledWith({ userId: 7 });
    expect(next).toMatchObject({ accessToken, refreshToken: 'rotated', accessTokenExpires: newExp * 1000 });
    expect(next.user?.role.permissions).toEqual(['menus.read', 'menus.create']);
    expect(next.error).toBeUndefined();
  });

  it('a refused refresh marks the session RefreshAccessTokenError (the browser then logs out)', async () => {
    service.refresh.mockRejectedValue(new ApiError(401, 'Refresh token sudah digunakan'));
    const next = await runJwt({ token: tokenExpiringIn(10) });
    expect(next.error).toBe('RefreshAccessTokenError');
    const session = await sessionCallback({ session: { expires: 'x', user: {} }, token: next } as never);
    expect(session).toMatchObject({ error: 'RefreshAccessTokenError' });
    // Once failed, it does not try again.
    service.refresh.mockClear();
    expect(await runJwt({ token: next })).toBe(next);
    expect(service.refresh).not.toHaveBeenCalled();
  });

  it('an inactive user cannot refresh', async () => {
    service.refresh.mockResolvedValue({ accessToken: jwtWith({ sub: '7', exp: nowSeconds() + 900 }), refreshToken: 'r' });
    queries.getUserWithRole.mockResolvedValue(dbUser(['menus.read'], 'inactive'));
    expect((await runJwt({ token: tokenExpiringIn(10) })).error).toBe('RefreshAccessTokenError');
  });

  it('a passing failure keeps a still-valid token, and ends an expired one', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    service.refresh.mockRejectedValue(new Error('database unavailable'));
    const valid = tokenExpiringIn(100);
    expect(await runJwt({ token: valid })).toBe(valid);
    expect((await runJwt({ token: tokenExpiringIn(-5) })).error).toBe('RefreshAccessTokenError');
    spy.mockRestore();
  });

  it('concurrent refreshes of one refresh token share a single rotation', async () => {
    let resolve!: (v: unknown) => void;
    service.refresh.mockReturnValue(new Promise((r) => (resolve = r)));
    queries.getUserWithRole.mockResolvedValue(dbUser(['menus.read']));
    const token = tokenExpiringIn(10, 'shared-refresh');
    const both = Promise.all([runJwt({ token }), runJwt({ token: { ...token } })]);
    resolve({ accessToken: jwtWith({ sub: '7', exp: nowSeconds() + 900 }), refreshToken: 'one-successor' });
    const [a, b] = await both;
    expect(service.refresh).toHaveBeenCalledTimes(1);
    expect(a.refreshToken).toBe('one-successor');
    expect(b.refreshToken).toBe('one-successor');
  });

  it("update({ refresh: true }) forces a rotation; the client's data is never merged into the token", async () => {
    service.refresh.mockResolvedValue({ accessToken: jwtWith({ sub: '7', exp: nowSeconds() + 900 }), refreshToken: 'forced' });
    queries.getUserWithRole.mockResolvedValue(dbUser(['menus.read']));
    const token = tokenExpiringIn(800);
    const forced = await runJwt({ token, trigger: 'update', session: { refresh: true, user: { role: { code: 'SUPER_ADMIN' } } } });
    expect(forced.refreshToken).toBe('forced');
    expect(forced.user?.role.code).toBe('MANAGER');
    service.refresh.mockClear();
    const other = await runJwt({ token, trigger: 'update', session: { accessToken: 'evil', user: { role: { code: 'SUPER_ADMIN' } } } });
    expect(service.refresh).not.toHaveBeenCalled();
    expect(other).toBe(token);
  });
});

describe('sign-out', () => {
  it('revokes the refresh family on the server with the cookie refresh token and the family of the access token', async () => {
    service.logout.mockResolvedValue(undefined);
    const token = tokenExpiringIn(600, 'to-revoke');
    await authOptions.events!.signOut!({ token, session: undefined as never });
    expect(service.logout).toHaveBeenCalledWith('to-revoke', 'family-1');
  });

  it('a failing revocation does not break the sign-out', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    service.logout.mockRejectedValue(new Error('down'));
    await expect(authOptions.events!.signOut!({ token: tokenExpiringIn(600), session: undefined as never })).resolves.toBeUndefined();
    spy.mockRestore();
  });
});
