import express from 'express';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import request from 'supertest';
import { mountApps } from './staticApps';

function bundle(name: string, script: string) {
  const dist = mkdtempSync(join(tmpdir(), `${name}-`));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), `<html>${name}</html>`);
  writeFileSync(join(dist, 'assets', 'app-1a2b.js'), script);
  writeFileSync(join(dist, 'assets', 'app-1a2b.js.br'), brotliCompressSync(script));
  return dist;
}

const app = express();
mountApps(app, {
  adminDist: bundle('admin', 'console.log("admin")'),
  citizenDist: bundle('citizen', 'console.log("citizen")'),
});
const http = () => request(app);

describe('serving the two apps on one port', () => {
  it('sends the staff login address to the back-office login', async () => {
    const response = await http().get('/auth/login');
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/admin/login');
  });

  it('serves the back office for any path under /admin and the citizen app elsewhere', async () => {
    expect((await http().get('/admin/masters/roles')).text).toBe('<html>admin</html>');
    expect((await http().get('/ledger/ABC')).text).toBe('<html>citizen</html>');
  });

  it('revalidates index.html on every visit', async () => {
    expect((await http().get('/searchProperty')).headers['cache-control']).toBe('no-cache');
  });

  it('sends the brotli file to a browser that accepts it, as JavaScript', async () => {
    // supertest decodes the brotli body itself: the header says what was sent.
    const response = await http().get('/admin/assets/app-1a2b.js').set('Accept-Encoding', 'gzip, br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.text).toBe('console.log("admin")');
  });

  it('sends the plain file to a browser that does not accept brotli', async () => {
    const response = await http().get('/assets/app-1a2b.js').set('Accept-Encoding', 'identity');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.text).toBe('console.log("citizen")');
  });

  it('does not serve files outside the bundle', async () => {
    const response = await http().get('/assets/..%2f..%2f..%2fetc%2fpasswd.js').set('Accept-Encoding', 'br');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.text).not.toContain('root:');
  });
});
