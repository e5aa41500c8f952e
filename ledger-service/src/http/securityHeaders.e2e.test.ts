import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createApp } from '../app';
import { createTokenService } from '../staff/tokens';
import { loginToken, startHarness, type Harness } from '../../test/platformHarness';
import { contentSecurityPolicy } from './securityHeaders';

const EXPECTED = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

function expectProtected(headers: Record<string, string>) {
  expect(headers).toMatchObject(EXPECTED);
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
}

describe('the headers of every answer of the portal', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness();
  });
  afterAll(() => harness.stop());

  it.each([
    ['an answer', '/api/zones'],
    ['a 404', '/api/no/such/call'],
    ['a refused address', '/api/zones/all?cityId=%00'],
    ['the health check', '/api/health'],
  ])('are on %s', async (_name, path) => {
    const response = await harness.http().get(path);
    expectProtected(response.headers);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('keep a signed-in answer out of every cache, and leave public answers cacheable', async () => {
    const token = await loginToken(harness, 'officials', 'admin@nagarnigam.demo', 'Admin@12345');
    const signedIn = await harness.http().get('/api/roles').set('Authorization', `Bearer ${token}`);
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    expect((await harness.http().get('/api/zones')).headers['cache-control']).not.toBe('no-store');
  });
});

describe('the headers of the two apps', () => {
  const dist = (name: string) => {
    const folder = mkdtempSync(join(tmpdir(), `${name}-`));
    writeFileSync(join(folder, 'index.html'), `<html>${name}</html>`);
    return folder;
  };
  const app = createApp({
    tokens: createTokenService('test-secret', Date.now),
    apiRouters: [],
    health: async () => ({ healthy: true }),
    bundles: { adminDist: dist('admin'), citizenDist: dist('citizen') },
    security: { publicUrl: 'https://ptax.example.gov.in' },
    log: () => undefined,
  });

  it.each(['/admin/masters/roles', '/ledger/ABC', '/'])(
    'are on %s, with HSTS when served over https',
    async (path) => {
      const response = await request(app).get(path);
      expect(response.status).toBe(200);
      expectProtected(response.headers);
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    },
  );
});

describe('the Content-Security-Policy', () => {
  it('allows the map tile server and the payment gateways, and nothing else from outside', () => {
    const policy = contentSecurityPolicy({
      publicUrl: 'http://localhost:8080',
      tileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
      formTargets: ['https://secure.payu.in/_payment', undefined, 'not an address'],
    });
    expect(policy).toContain("img-src 'self' data: blob: https://*.tile.openstreetmap.org;");
    expect(policy).toContain("form-action 'self' https://secure.payu.in;");
    expect(policy).toContain("default-src 'self';");
    expect(policy).toContain("object-src 'none'");
  });
});
