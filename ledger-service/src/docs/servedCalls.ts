// The calls the API routers really serve, read from their route stacks: method, path (below /api, as
// contracts API_CALLS writes it) and the guard middleware in front of the handler (null: none).
// The published contract (openapi.ts) is checked against this, so it cannot drift from the router.
import type { RequestHandler } from 'express';
import type { Guard } from '@ptax/contracts';

export interface ServedCall {
  method: string;
  path: string;
  guard: Guard | null;
}

interface Layer {
  rawPath?: string | string[];
  route?: { path: string; methods: Record<string, boolean>; stack: Layer[] };
  handle: { stack?: Layer[]; guard?: Guard };
}

const join = (prefix: string, path: string) => `${prefix.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;

function walk(stack: Layer[], prefix: string, out: ServedCall[]) {
  for (const layer of stack) {
    if (layer.route) {
      const guard = layer.route.stack.map((l) => l.handle.guard).find((g) => g !== undefined) ?? null;
      for (const [method, on] of Object.entries(layer.route.methods))
        if (on && method !== '_all')
          out.push({
            method: method.toUpperCase(),
            path: join(prefix, layer.route.path).replace(/^\//, ''),
            guard,
          });
    } else if (layer.handle.stack) {
      const mount = typeof layer.rawPath === 'string' ? layer.rawPath : '/';
      walk(layer.handle.stack, join(prefix, mount), out);
    }
  }
}

export function servedCalls(routers: RequestHandler[]): ServedCall[] {
  const out: ServedCall[] = [];
  for (const router of routers) walk((router as unknown as Layer['handle']).stack ?? [], '/', out);
  return out;
}
