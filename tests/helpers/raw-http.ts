// Raw HTTP requests for what fetch cannot send: any method (TRACE), an unnormalised path, a chosen local address
// (127.0.0.x: every loopback address reaches the server, so tests can act as different clients).
import http from 'node:http';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  json: any;
}

export interface RawOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
  localAddress?: string;
}

export function rawRequest(baseUrl: string, pathAndQuery: string, options: RawOptions = {}): Promise<RawResponse> {
  const url = new URL(baseUrl);
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: url.port,
        path: pathAndQuery,
        method: options.method ?? (payload ? 'POST' : 'GET'),
        localAddress: options.localAddress,
        agent: false,
        headers: { ...(payload ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) } : {}), ...options.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown = null;
          try {
            json = JSON.parse(text);
          } catch {
            // not JSON
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
        });
      },
    );
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}
