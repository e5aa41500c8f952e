// The published contract against the router: every call the API routers serve is described with the
// guard its route really applies, and nothing is described that is not served.
import { startHarness, type Harness } from '../../test/platformHarness';
import { buildApiRouters } from '../api';
import { servedCalls } from './servedCalls';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness?.stop());

type Operations = Record<
  string,
  Record<string, { 'x-guard': string; requestBody?: unknown; parameters?: { name: string; in: string }[] }>
>;
const openApiPath = (path: string) => `/api/${path.replace(/:(\w+)/g, '{$1}')}`;

describe('GET /api/docs/openapi.json', () => {
  it('describes every served call with the guard its route applies, and no other', async () => {
    const response = await harness.http().get('/api/docs/openapi.json');
    expect(response.status).toBe(200);
    expect(response.body.openapi).toBe('3.1.0');
    const paths = response.body.paths as Operations;
    const served = servedCalls(buildApiRouters(harness.platform.ctx));
    const servedGuards = Object.fromEntries(
      served.map((c) => [`${c.method} ${openApiPath(c.path)}`, c.guard ?? 'none']),
    );
    const described = Object.fromEntries(
      Object.entries(paths).flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, op]) => [`${method.toUpperCase()} ${path}`, op['x-guard']]),
      ),
    );
    expect(described).toEqual(servedGuards);
    expect(served.length).toBeGreaterThan(200);
  });

  it('describes forms and filters from the contracts schemas', async () => {
    const { body } = await harness.http().get('/api/docs/openapi.json');
    const paths = body.paths as Operations;
    const addZone = paths['/api/zones/add'].post.requestBody as {
      content: Record<string, { schema: { properties: object; required: string[] } }>;
    };
    expect(Object.keys(addZone.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['city_id', 'zone_no', 'name']),
    );
    const addProperty = paths['/api/properties/add'].post.requestBody as { content: object };
    expect(Object.keys(addProperty.content)).toEqual(['multipart/form-data']);
    expect(paths['/api/logs'].get.parameters?.map((p) => p.in)).toContain('query');
    expect(paths['/api/wards/edit/{id}'].patch.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
    ]);
  });
});

describe('GET /api/docs', () => {
  it('is a page people read, listing calls, guards and fields, with no script under the strict CSP', async () => {
    const response = await harness.http().get('/api/docs');
    expect(response.status).toBe(200);
    expect(response.type).toBe('text/html');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.text).not.toMatch(/<script/i);
    expect(response.text).toContain('<code>/api/zones/add</code>');
    expect(response.text).toContain('A nagar_nigam login');
    expect(response.text).toContain('zone_no*');
  });
});
