import { describe, expect, it } from 'vitest';
import { SESSION_HINT_COOKIE, hasSessionHint, secureCookiesFor, sessionHintChange } from './session-hint';

const SET = `${SESSION_HINT_COOKIE}=1; Path=/; SameSite=Lax`;
const CLEAR = `${SESSION_HINT_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0`;

describe('sessionHintChange', () => {
  it('sets the hint for a session cookie without it, in every form next-auth writes', () => {
    for (const session of ['next-auth.session-token=abc', '__Secure-next-auth.session-token=abc', 'next-auth.session-token.0=a; next-auth.session-token.1=b']) {
      expect(sessionHintChange(session, false), session).toBe(SET);
      expect(sessionHintChange(`theme=dark; ${session}`, false), session).toBe(SET);
    }
  });

  it('clears a hint left without a session cookie', () => {
    expect(sessionHintChange(`${SESSION_HINT_COOKIE}=1`, false)).toBe(CLEAR);
    expect(sessionHintChange(`a=b; ${SESSION_HINT_COOKIE}=1; next-auth.csrf-token=x`, false)).toBe(CLEAR);
  });

  it('changes nothing when the hint and the session cookie agree', () => {
    expect(sessionHintChange(undefined, false)).toBeNull();
    expect(sessionHintChange('', false)).toBeNull();
    expect(sessionHintChange('next-auth.csrf-token=x; next-auth.callback-url=y', false)).toBeNull();
    expect(sessionHintChange(`next-auth.session-token=abc; ${SESSION_HINT_COOKIE}=1`, false)).toBeNull();
  });

  it('does not take a look-alike cookie for the session', () => {
    for (const other of ['next-auth.session-tokens=x', 'xnext-auth.session-token=x', 'next-auth.session-token.a=x', 'session-token=x']) {
      expect(sessionHintChange(other, false), other).toBeNull();
    }
  });

  it('puts a hint with another value right', () => {
    expect(sessionHintChange(`next-auth.session-token=abc; ${SESSION_HINT_COOKIE}=0`, false)).toBe(SET);
  });

  it('marks the cookie Secure when the app is served over https', () => {
    expect(sessionHintChange('next-auth.session-token=abc', true)).toBe(`${SET}; Secure`);
    expect(sessionHintChange(`${SESSION_HINT_COOKIE}=1`, true)).toBe(`${SESSION_HINT_COOKIE}=; Path=/; SameSite=Lax; Secure; Max-Age=0`);
  });
});

describe('hasSessionHint', () => {
  it('reads the hint from document.cookie', () => {
    expect(hasSessionHint(`${SESSION_HINT_COOKIE}=1`)).toBe(true);
    expect(hasSessionHint(`a=b; ${SESSION_HINT_COOKIE}=1; c=d`)).toBe(true);
    expect(hasSessionHint('')).toBe(false);
    expect(hasSessionHint(`${SESSION_HINT_COOKIE}=`)).toBe(false);
    expect(hasSessionHint(`${SESSION_HINT_COOKIE}=10`)).toBe(false);
    expect(hasSessionHint(`x${SESSION_HINT_COOKIE}=1`)).toBe(false);
  });
});

describe('secureCookiesFor', () => {
  it('is true for an https app URL only', () => {
    expect(secureCookiesFor('https://kuliner.example')).toBe(true);
    expect(secureCookiesFor('HTTPS://kuliner.example')).toBe(true);
    expect(secureCookiesFor('http://localhost:3000')).toBe(false);
    expect(secureCookiesFor(undefined)).toBe(false);
  });
});
