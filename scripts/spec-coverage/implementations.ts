// Where each route and call is implemented: the API from the spec router's registry, the screens
// from the page registries of the two apps.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTE_LIST } from '@ptax/contracts';
import { buildApiRouters } from '../../ledger-service/src/api';
import type { ModuleContext } from '../../ledger-service/src/modules';
import { mountedCalls } from '../../ledger-service/src/http/apiRouter';

/** A dependency that may be passed around while routers are built but never called. */
function uncallable(path: string): unknown {
  return new Proxy(() => undefined, {
    get: (_, name) => uncallable(`${path}.${String(name)}`),
    apply: () => {
      throw new Error(`spec coverage: building the routers called ${path}`);
    },
  });
}

/** Builds the routers without a database: mounting a call only records it. */
export function mountedApiCalls() {
  // Plain settings are read while routers are built (gateway callback addresses): give them values.
  const settings: Partial<ModuleContext> = { publicUrl: 'http://coverage.invalid', secret: 'coverage' };
  const ctx = new Proxy(settings, {
    get: (target, name) =>
      name in target ? target[name as keyof ModuleContext] : uncallable(`ctx.${String(name)}`),
  });
  buildApiRouters(ctx as ModuleContext);
  return mountedCalls;
}

const REGISTRIES = {
  admin: { routes: 'admin-ui/src/routes/adminRoutes.tsx', pages: 'admin-ui/src/routes/pages.ts' },
  citizen: {
    routes: 'citizen-ui/src/routing/citizenRoutes.tsx',
    pages: 'citizen-ui/src/routing/citizenRoutes.tsx',
  },
};

/** Route keys that have a real page in a registry `const PAGES ... = { key: ..., }`. */
function pageKeys(source: string): Set<string> {
  const block = /const PAGES[\s\S]*?\s=\s\{([\s\S]*?)\};/.exec(source)?.[1] ?? '';
  return new Set([...block.matchAll(/^\s*(\w+):/gm)].map((match) => match[1]));
}

export function uiRouteImplementations(root: string): Map<string, { file: string; page: string }> {
  const found = new Map<string, { file: string; page: string }>();
  for (const [app, files] of Object.entries(REGISTRIES)) {
    const pages = pageKeys(readFileSync(join(root, files.pages), 'utf8'));
    for (const route of ROUTE_LIST.filter((candidate) => candidate.app === app)) {
      const page = route.key === 'login' ? 'LoginPage' : pages.has(route.key) ? 'page' : 'placeholder';
      found.set(route.key, { file: files.routes, page });
    }
  }
  return found;
}
