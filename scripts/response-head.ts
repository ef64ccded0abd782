// One way for the app's server to adjust a response's head just before it is written, whoever writes it: Next (often
// implicitly, on its first write or end), the page cache's replay, or a 304. Headers passed to writeHead are folded into
// the response first, so a hook sees and changes every header through getHeader/setHeader, and may change the status.
import type http from 'node:http';

/** Runs `hook` on the response right before its head is written (chainable: each call wraps the last). */
export function beforeHead(res: http.ServerResponse, hook: (res: http.ServerResponse) => void): void {
  const writeHead = res.writeHead as (...args: unknown[]) => http.ServerResponse;
  res.writeHead = function patched(this: http.ServerResponse, ...args: unknown[]) {
    if (typeof args[0] === 'number') this.statusCode = args[0];
    const message = typeof args[1] === 'string' ? args[1] : undefined;
    const headers = args.find((a, i) => i > 0 && a && typeof a === 'object') as http.OutgoingHttpHeaders | string[] | undefined;
    if (Array.isArray(headers)) {
      // Raw form: names and values in one list, a name possibly repeated (several Set-Cookie).
      for (let i = 0; i + 1 < headers.length; i += 2) this.appendHeader(headers[i]!, headers[i + 1]!);
    } else if (headers) {
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) this.setHeader(name, value);
    }
    const status = this.statusCode;
    hook(this);
    // A status message belongs to the status it was given with.
    return message !== undefined && this.statusCode === status ? writeHead.call(this, this.statusCode, message) : writeHead.call(this, this.statusCode);
  } as typeof res.writeHead;
}
