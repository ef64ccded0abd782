import { describe, expect, it } from 'vitest';
import { safeCallbackUrl } from './session-user';

describe('safeCallbackUrl (post-login destination)', () => {
  it.each([
    ['/dashboard/menus', '/dashboard/menus'],
    ['/dashboard/menus?status=active&page=2', '/dashboard/menus?status=active&page=2'],
    ['/tenant/5#menu', '/tenant/5#menu'],
  ])('keeps the same-origin path %s', (input, expected) => {
    expect(safeCallbackUrl(input)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['https://evil.example/dashboard'],
    ['//evil.example/dashboard'],
    ['/\\evil.example'],
    ['javascript:alert(1)'],
    ['dashboard'],
    ['/dash\nboard'],
    ['/login'],
    ['/login?callbackUrl=/dashboard'],
    ['/pendaftaran'],
  ])('falls back to /dashboard for %s', (input) => {
    expect(safeCallbackUrl(input as string | null | undefined)).toBe('/dashboard');
  });

  it('uses the given fallback', () => {
    expect(safeCallbackUrl('https://evil.example', '/')).toBe('/');
  });
});
