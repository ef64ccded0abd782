import { describe, expect, it } from 'vitest';
import { ApiClientError, messageOf } from './client';

describe('messageOf', () => {
  it("returns the server's own message", () => {
    const error = new ApiClientError(409, 'Email sudah terdaftar', { body: { message: 'Email sudah terdaftar' } });
    expect(messageOf(error)).toBe('Email sudah terdaftar');
    expect(messageOf(error, 'Gagal')).toBe('Email sudah terdaftar');
  });

  it('falls back when the body has no usable message', () => {
    expect(messageOf(new ApiClientError(500, 'Permintaan gagal (500)', { body: {} }), 'Gagal')).toBe('Gagal');
    expect(messageOf(new ApiClientError(500, 'x', { body: { message: '   ' } }), 'Gagal')).toBe('Gagal');
    expect(messageOf(new ApiClientError(500, 'x', { body: null }))).toBeUndefined();
  });

  it('has no message for network failures and foreign errors', () => {
    expect(messageOf(new ApiClientError(0, 'Tidak dapat terhubung', { code: 'NETWORK_ERROR' }))).toBeUndefined();
    expect(messageOf(new Error('boom'), 'Gagal')).toBe('Gagal');
    expect(messageOf({ status: 400, body: { message: 'not an ApiClientError' } })).toBeUndefined();
  });
});
