// The small load balancer of `npm run bench`'s two-instance rows: a node:http reverse proxy on loopback, round robin
// over UPSTREAMS (comma-separated origins), keep-alive connections to each, X-Forwarded-For set (the app trusts it
// as far as TRUST_PROXY says).
//   PORT=3504 UPSTREAMS=http://127.0.0.1:3502,http://127.0.0.1:3503 node --import tsx bench/proxy.ts
import http from 'node:http';

const port = Number(process.env.PORT || 3504);
const upstreams = (process.env.UPSTREAMS ?? '')
  .split(',')
  .filter(Boolean)
  .map((u) => new URL(u));
if (upstreams.length === 0) throw new Error('UPSTREAMS is empty');
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
let turn = 0;

const server = http.createServer((req, res) => {
  const target = upstreams[turn++ % upstreams.length]!;
  const forwarded = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
  const upstream = http.request(
    {
      agent,
      hostname: target.hostname,
      port: target.port,
      method: req.method,
      path: req.url,
      headers: { ...req.headers, host: req.headers.host ?? target.host, 'x-forwarded-for': forwarded },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
    res.end('bad gateway');
  });
  req.pipe(upstream);
});
server.keepAliveTimeout = 65_000;
server.listen(port, '127.0.0.1', () => console.log(`[proxy] ready on http://127.0.0.1:${port} -> ${upstreams.map((u) => u.origin).join(', ')}`));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(0));
