import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PEER_HEADER as RAW_PEER_HEADER, clientIp, normalizeAddress, peerHeaderValue, setPeerToken, trustProxyHops } from './client-ip';

// Headers as the server sets them: PEER_HEADER carries `${token} ${address}`.
const PEER_HEADER = 'peer';
const h = (init: Record<string, string>) => new Headers(withPeer(init));
function withPeer(init: Record<string, string>): Record<string, string> {
  const { [PEER_HEADER]: peer, ...rest } = init;
  return peer === undefined ? rest : { ...rest, [RAW_PEER_HEADER]: peerHeaderValue(peer) };
}

beforeAll(() => setPeerToken('t0ken'));
afterAll(() => setPeerToken(undefined));

describe('clientIp', () => {
  it('without TRUST_PROXY the socket address wins over any X-Forwarded-For', () => {
    expect(clientIp(h({ [PEER_HEADER]: '203.0.113.9', 'x-forwarded-for': '10.0.0.1' }), 0)).toBe('203.0.113.9');
    expect(clientIp(h({ [PEER_HEADER]: '203.0.113.9', 'x-forwarded-for': '10.0.0.1, 10.0.0.2' }), 0)).toBe('203.0.113.9');
    expect(clientIp(h({ [PEER_HEADER]: '203.0.113.9', 'x-real-ip': '10.0.0.1' }), 0)).toBe('203.0.113.9');
  });

  it('TRUST_PROXY=N takes the N-th address from the right of [...X-Forwarded-For, peer]', () => {
    const headers = h({ [PEER_HEADER]: '192.168.0.10', 'x-forwarded-for': 'spoofed, 198.51.100.7, 10.0.0.5' });
    expect(clientIp(headers, 1)).toBe('10.0.0.5');
    expect(clientIp(headers, 2)).toBe('198.51.100.7');
    expect(clientIp(headers, 3)).toBe('spoofed');
    // More hops than addresses: clamped to the leftmost.
    expect(clientIp(headers, 9)).toBe('spoofed');
    // A trusted proxy but no X-Forwarded-For: the peer itself.
    expect(clientIp(h({ [PEER_HEADER]: '192.168.0.10' }), 1)).toBe('192.168.0.10');
  });

  it('without the internal header (plain next start) the rightmost forwarded entry stands in for the peer', () => {
    expect(clientIp(h({ 'x-forwarded-for': '10.1.2.3, 172.16.0.1' }), 0)).toBe('172.16.0.1');
    expect(clientIp(h({ 'x-forwarded-for': '10.1.2.3, 172.16.0.1' }), 1)).toBe('10.1.2.3');
    expect(clientIp(h({}), 0)).toBe('127.0.0.1');
  });

  it('reads plain header records (next-auth hands those to authorize) and normalizes addresses', () => {
    expect(clientIp({ [RAW_PEER_HEADER]: peerHeaderValue('::ffff:127.0.0.1'), 'x-forwarded-for': ['10.0.0.1'] }, 1)).toBe('10.0.0.1');
    expect(clientIp({ [RAW_PEER_HEADER]: peerHeaderValue('::ffff:127.0.0.1') }, 0)).toBe('127.0.0.1');
    expect(clientIp(undefined, 0)).toBe('127.0.0.1');
    expect(normalizeAddress(`  ${'a'.repeat(100)} `)).toHaveLength(64);
    expect(normalizeAddress('::1')).toBe('::1');
  });

  it('a peer header without the server token (client-sent, or plain next start) is not believed', () => {
    expect(clientIp(new Headers({ [RAW_PEER_HEADER]: '203.0.113.9', 'x-forwarded-for': '10.0.0.1' }), 0)).toBe('10.0.0.1');
    expect(clientIp(new Headers({ [RAW_PEER_HEADER]: 'wrong 203.0.113.9' }), 0)).toBe('127.0.0.1');
    setPeerToken(undefined);
    try {
      expect(clientIp(new Headers({ [RAW_PEER_HEADER]: ' 203.0.113.9', 'x-forwarded-for': '10.0.0.1' }), 0)).toBe('10.0.0.1');
    } finally {
      setPeerToken('t0ken');
    }
  });

  it('TRUST_PROXY parses to a non-negative hop count', () => {
    expect(trustProxyHops(undefined)).toBe(0);
    expect(trustProxyHops('')).toBe(0);
    expect(trustProxyHops('abc')).toBe(0);
    expect(trustProxyHops('-1')).toBe(0);
    expect(trustProxyHops('2')).toBe(2);
  });
});
