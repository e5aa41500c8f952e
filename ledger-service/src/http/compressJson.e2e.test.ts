import express from 'express';
import { get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { compressJson, MIN_COMPRESSED_BYTES } from './compressJson';

const big = {
  data: Array.from({ length: 200 }, (_, n) => ({ propertyUniqueId: `P${n}`, ownerName: 'Ram Lal' })),
};
const app = express();
app.use(compressJson);
app.get('/big', (_req, res) => {
  res.json(big);
});
app.get('/small', (_req, res) => {
  res.status(404).json({ status: 404, message: 'Resource not found' });
});

let server: Server;
beforeAll(() => new Promise<void>((ready) => (server = app.listen(0, '127.0.0.1', () => ready()))));
afterAll(() => new Promise<void>((closed) => server.close(() => closed())));

/** The bytes as sent (an HTTP client library would unzip them before the test saw them). */
function raw(path: string, acceptEncoding: string) {
  const { port } = server.address() as AddressInfo;
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((done, fail) => {
    get({ host: '127.0.0.1', port, path, headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    }).on('error', fail);
  });
}

describe('JSON answers under /api', () => {
  it('are sent gzipped to a client that accepts gzip, and unzip to the same JSON', async () => {
    const response = await raw('/big', 'gzip, deflate, br');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers.vary).toMatch(/Accept-Encoding/);
    const body = response.body;
    expect(body.length).toBeLessThan(JSON.stringify(big).length / 4);
    expect(JSON.parse(gunzipSync(body).toString('utf8'))).toEqual(big);
  });

  it('are sent as they are to a client that does not accept gzip', async () => {
    const response = await raw('/big', 'identity');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(response.body.toString('utf8'))).toEqual(big);
  });

  it(`leave answers under ${MIN_COMPRESSED_BYTES} bytes alone, status included`, async () => {
    const response = await raw('/small', 'gzip');
    expect(response.status).toBe(404);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(response.body.toString('utf8'))).toEqual({
      status: 404,
      message: 'Resource not found',
    });
  });
});
