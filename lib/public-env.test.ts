import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_MENU_PRICE_MAX, MENU_PRICE_MAX_LIMIT, isMenuPriceMax, menuPriceMax } from './public-env';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('menuPriceMax (NEXT_PUBLIC_MENU_PRICE_MAX)', () => {
  it('defaults to Rp 10.000.000', () => {
    vi.stubEnv('NEXT_PUBLIC_MENU_PRICE_MAX', '');
    expect(menuPriceMax()).toBe(DEFAULT_MENU_PRICE_MAX);
    expect(DEFAULT_MENU_PRICE_MAX).toBe(10_000_000);
  });

  it('takes a whole-hundred rupiah value', () => {
    vi.stubEnv('NEXT_PUBLIC_MENU_PRICE_MAX', ' 2500000 ');
    expect(menuPriceMax()).toBe(2_500_000);
  });

  it.each(['abc', '-100', '150', '1e9', '0', '12.5', String(MENU_PRICE_MAX_LIMIT + 100)])('ignores %j (the server refuses it at start)', (raw) => {
    vi.stubEnv('NEXT_PUBLIC_MENU_PRICE_MAX', raw);
    expect(isMenuPriceMax(raw.trim())).toBe(false);
    expect(menuPriceMax()).toBe(DEFAULT_MENU_PRICE_MAX);
  });
});
