// One load row of `npm run bench`, in its own process (bench/run.ts spawns it): autocannon against one server,
// without pipelining, first a warm-up (discarded), then the measured run, both bounded in time. The requests come
// from a list in a JSON file, taken in order across all connections (each request of a "distinct" row is a new
// URL), continuing after the warm-up's. Prints one JSON line (LoadResult) on stdout.
//   node --import tsx bench/load.ts <config.json>
import fs from 'node:fs';
import { createRequire } from 'node:module';
import autocannon from 'autocannon';

// autocannon appends every chunk of every response body to a JavaScript string (PipelinedRequestsQueue.addBody), for
// its body checks (expectBody, verifyBody), which this bench does not use. Decoding UTF-8 into that string is the
// load generator's own cost, and a page with a few non-ASCII bytes (the NBSP of "Rp 15.000") makes it the limit
// instead of the server: a bare node:http server sending /rekomendasi-menu's exact bytes reached 866 req/s through it,
// the same bytes made ASCII 7,008. Bytes are still counted (addByteCount); only the unused string is not built.
const PipelinedRequestsQueue = createRequire(import.meta.url)('autocannon/lib/pipelinedRequestsQueue') as { prototype: { addBody: (data: Buffer) => void } };
PipelinedRequestsQueue.prototype.addBody = () => {};

export interface LoadRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** A binary body (an image upload), base64 in the config file; decoded once. */
  bodyBase64?: string;
}

export interface LoadConfig {
  /** Origin, e.g. http://127.0.0.1:3500 */
  url: string;
  connections: number;
  seconds: number;
  warmupSeconds: number;
  requests: LoadRequest[];
  /** Headers sent with every request (besides each request's own). */
  headers?: Record<string, string>;
}

export interface LoadResult {
  requests: number;
  seconds: number;
  reqPerSec: number;
  p50: number;
  p90: number;
  p95: number;
  p99: number;
  /** Responses outside 2xx/3xx, plus connection errors and timeouts. */
  errors: number;
  /** Requests that got no answer within the timeout (not in the latencies). */
  timeouts: number;
  statuses: Record<string, number>;
  /** Whether the request list was used up and started over (a "distinct" row repeating itself). */
  wrapped: boolean;
  bytesPerResponse: number;
}

const TIMEOUT_SECONDS = 10;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const decoded = new WeakMap<LoadRequest, Buffer>();

function bodyOf(r: LoadRequest): string | Buffer | undefined {
  if (r.bodyBase64 === undefined) return r.body;
  let body = decoded.get(r);
  if (!body) decoded.set(r, (body = Buffer.from(r.bodyBase64, 'base64')));
  return body;
}

async function run(config: LoadConfig, seconds: number, next: () => LoadRequest) {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let bytes = 0;
  const instance = autocannon({
    url: config.url,
    connections: config.connections,
    pipelining: 1,
    duration: seconds,
    timeout: TIMEOUT_SECONDS,
    headers: config.headers,
    requests: [
      {
        setupRequest: (req: Record<string, unknown>) => {
          const r = next();
          return { ...req, method: r.method ?? 'GET', path: r.path, headers: { ...config.headers, ...r.headers }, body: bodyOf(r) };
        },
      },
    ],
  });
  instance.on('response', (_client: unknown, statusCode: number, resBytes: number, responseTime: number) => {
    latencies.push(responseTime);
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    bytes += resBytes;
  });
  const result = await instance;
  return { result, latencies, statuses, bytes };
}

async function main() {
  const config = JSON.parse(fs.readFileSync(process.argv[2]!, 'utf8')) as LoadConfig;
  let index = 0;
  let wrapped = false;
  const next = () => {
    if (index >= config.requests.length) {
      index = 0;
      wrapped = true;
    }
    return config.requests[index++]!;
  };
  if (config.warmupSeconds > 0) await run(config, config.warmupSeconds, next);
  wrapped = false;
  const { result, latencies, statuses, bytes } = await run(config, config.seconds, next);
  latencies.sort((a, b) => a - b);
  const bad = Object.entries(statuses).reduce((n, [status, count]) => (Number(status) >= 200 && Number(status) < 400 ? n : n + count), 0);
  const out: LoadResult = {
    requests: latencies.length,
    seconds: result.duration,
    reqPerSec: latencies.length / result.duration,
    p50: percentile(latencies, 50),
    p90: percentile(latencies, 90),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    // autocannon's `errors` counts connection errors, timeouts included.
    errors: bad + result.errors,
    timeouts: result.timeouts,
    statuses,
    wrapped: wrapped && config.requests.length > 1,
    bytesPerResponse: latencies.length ? Math.round(bytes / latencies.length) : 0,
  };
  process.stdout.write(`${JSON.stringify(out)}\n`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
