import { describe, expect, it } from 'vitest';
import { assertUploadHeaders, readUploadedFile } from './uploads';

const MULTIPART = 'multipart/form-data; boundary=batas';

/** A request whose body sends `chunks`, then fails as a connection the client dropped does. */
function brokenUpload(chunks: Uint8Array[]): Request {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent < chunks.length) controller.enqueue(chunks[sent++]!);
      else controller.error(new Error('aborted'));
    },
  });
  return new Request('http://localhost/api/v1/files', { method: 'POST', body, headers: { 'content-type': MULTIPART }, duplex: 'half' } as RequestInit);
}

describe('reading an upload', () => {
  it('a body that breaks off mid-way is the caller’s 400 UPLOAD_INCOMPLETE, not an unhandled error', async () => {
    await expect(readUploadedFile(brokenUpload([new Uint8Array(1000)]))).rejects.toMatchObject({ status: 400, code: 'UPLOAD_INCOMPLETE' });
  });

  it('stops reading an undeclared body once it passes the limit (413)', async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(1024 * 1024));
      },
    });
    const req = new Request('http://localhost/api/v1/files', { method: 'POST', body, headers: { 'content-type': MULTIPART }, duplex: 'half' } as RequestInit);
    await expect(readUploadedFile(req)).rejects.toMatchObject({ status: 413, message: 'Ukuran file maksimal 5 MB' });
    expect(pulled).toBeLessThan(10);
  });

  it('refuses from the headers alone: not multipart (415), a declared size over the limit (413)', () => {
    const req = (headers: Record<string, string>) => new Request('http://localhost/api/v1/files', { method: 'POST', headers });
    expect(() => assertUploadHeaders(req({ 'content-type': 'application/json' }))).toThrow(expect.objectContaining({ status: 415 }));
    expect(() => assertUploadHeaders(req({ 'content-type': MULTIPART, 'content-length': String(6 * 1024 * 1024) }))).toThrow(
      expect.objectContaining({ status: 413 }),
    );
    expect(() => assertUploadHeaders(req({ 'content-type': MULTIPART, 'content-length': '1000' }))).not.toThrow();
  });
});
