// GET /api/docs (the readable page) and /api/docs/openapi.json: the calls the routers mounted
// (http/apiRouter.ts mountedCalls), described from contracts. Built once per day (a schema may
// depend on today) after every router is mounted.
import { API_CALLS, indiaDate } from '@ptax/contracts';
import { specRouter, mountedCalls } from '../http/apiRouter';
import type { ModuleContext } from '../moduleContract';
import { openApiDocument, type OpenApiDocument } from './openapi';
import { contractPage } from './page';

const key = (call: { method: string; path: string }) => `${call.method} ${call.path}`;

export function docsRoutes(ctx: ModuleContext) {
  const { router, register } = specRouter(__filename);
  let cached: { day: string; document: OpenApiDocument } | null = null;
  const documentOf = () => {
    const day = indiaDate(ctx.now());
    if (cached?.day !== day) {
      const mounted = new Set(mountedCalls.map(key));
      const calls = API_CALLS.filter((call) => mounted.has(key(call)));
      cached = { day, document: openApiDocument(calls, { serverUrl: ctx.publicUrl, today: day }) };
    }
    return cached.document;
  };
  register('GET', 'docs/openapi.json', (_req, res) => {
    res.json(documentOf());
  });
  register('GET', 'docs', (_req, res) => {
    res.type('html').send(contractPage(documentOf()));
  });
  return router;
}
