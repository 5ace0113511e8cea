import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Upload } from '@portal/shared';
import { CHUNK_BYTES, uploadInChunks } from './chunked-upload.ts';

/** A server that holds `received` bytes of the upload and takes chunks at that offset only. */
function fakeServer(size: number, received: number) {
  const upload = (state: Upload['state']): Upload => ({
    id: '6f1c1e1e-0000-4000-8000-000000000001',
    site: { id: 1, name: 'Site', domain: 'site.example' },
    file: 'views.csv',
    size,
    received,
    state,
    bytes_read: 0,
    created_at: '2026-11-27T00:00:00.000Z',
    updated_at: '2026-11-27T00:00:00.000Z',
    expires_at: '2026-11-28T00:00:00.000Z',
    summary: null,
    error: null,
  });
  const offsets: number[] = [];
  const reply = (status: number, body: object) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    if (url.includes('uploads/create'))
      return reply(200, { success: true, message: 'ok', upload: upload('uploading') });
    if (url.includes('uploads/list'))
      return reply(200, { success: true, message: 'ok', uploads: [upload('uploading')] });
    const offset = Number(new URL(url, 'http://x').searchParams.get('offset'));
    if (offset !== received)
      return reply(409, { success: false, code: 'upload_offset_mismatch', message: 'moved' });
    offsets.push(offset);
    received += (init.body as Blob).size;
    return reply(200, {
      success: true,
      message: 'ok',
      upload: upload(received === size ? 'importing' : 'uploading'),
    });
  });
  return { fetch, offsets, moveTo: (bytes: number) => (received = bytes) };
}

describe('uploading a file in chunks', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('goes on from the bytes the server holds, one chunk at a time, to the import', async () => {
    const size = CHUNK_BYTES * 2 + 10;
    const server = fakeServer(size, CHUNK_BYTES);
    vi.stubGlobal('fetch', server.fetch);
    const steps: number[] = [];
    const file = new File([new Uint8Array(size)], 'views.csv');
    const done = await uploadInChunks(file, 'site.example', {
      onProgress: (upload) => steps.push(upload.received),
    });
    expect(server.offsets).toEqual([CHUNK_BYTES, CHUNK_BYTES * 2]);
    expect(steps).toEqual([CHUNK_BYTES, CHUNK_BYTES * 2, size]);
    expect(done.state).toBe('importing');
  });

  it('asks where the server is when another tab moved the upload on, and goes on from there', async () => {
    const size = CHUNK_BYTES * 3;
    const server = fakeServer(size, 0);
    vi.stubGlobal('fetch', server.fetch);
    const file = new File([new Uint8Array(size)], 'views.csv');
    let moved = false;
    await uploadInChunks(file, 'site.example', {
      onProgress: (upload) => {
        // After the first chunk another tab sends the second.
        if (upload.received === CHUNK_BYTES && !moved) {
          moved = true;
          server.moveTo(CHUNK_BYTES * 2);
        }
      },
    });
    expect(server.offsets).toEqual([0, CHUNK_BYTES * 2]);
  });
});
