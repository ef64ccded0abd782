// Validation is linear in its input (issue 35): a login body holding a run of spaces or dots once blocked the whole
// server for seconds inside a regex (quadratic backtracking), before any length check or rate limit. The inputs below
// took 7-13 s with the old patterns, past the test's timeout; now they are answered at once.
import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, emailField, requiredName, requiredString, trimText } from './common';

/** The spec's pattern as first written (it backtracks on a run of dots): the new one must agree with it. */
const SPEC_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const spaces = `a${' '.repeat(60_000)}x`;
const dots = `a@${'.'.repeat(60_000)}@`;

describe('validation does work linear in the input', () => {
  it('trimText trims invisible ends and keeps an inner run of 60,000 spaces', () => {
    expect(trimText(`  ${spaces}\u200B `)).toBe(spaces);
    expect(trimText(` \u00AD${spaces}`)).toBe(spaces);
    expect(trimText(' \u200B ')).toBe('');
  });

  it('the email pattern accepts and refuses what the spec pattern does', () => {
    const samples = [
      'a@b.c',
      'a@.b.c',
      'a@b..c',
      'a@b.',
      'a@.b',
      'a@..',
      'a@b.c.d',
      'a b@c.d',
      'a@b@c.d',
      '@b.c',
      'a@bc',
      'a@b.c ',
      'x@y.z.',
      '.@..a',
      'a@...',
      'a@.',
    ];
    for (const sample of samples) expect(EMAIL_PATTERN.test(sample), sample).toBe(SPEC_EMAIL_PATTERN.test(sample));
  });

  it('refuses a run of 60,000 dots or spaces in an email, a name or a required text', () => {
    expect(EMAIL_PATTERN.test(dots)).toBe(false);
    expect(EMAIL_PATTERN.test(`a@b${'.'.repeat(60_000)} `)).toBe(false);
    expect(emailField('Email wajib diisi').safeParse(spaces).success).toBe(false);
    expect(emailField('Email wajib diisi').safeParse(dots).success).toBe(false);
    expect(requiredString('Nama wajib diisi').max(100).safeParse(spaces).success).toBe(false);
    expect(requiredName('Nama wajib diisi').max(100).safeParse(spaces).success).toBe(false);
  });
});
