import type { IncomingMessage } from 'node:http';
import express, { type RequestHandler } from 'express';
import { authenticate } from './http/auth';
import { compressJson } from './http/compressJson';
import { apiNotFound, errorHandler, type ErrorLogger } from './http/errorHandler';
import { refuseUnsafeAddress, refuseUnsafeBody } from './http/safeText';
import { noStoreWhenSignedIn, securityHeaders, type SecurityHeaderOptions } from './http/securityHeaders';
import { mountApps, type AppBundles } from './http/staticApps';
import type { SessionRegistry } from './staff/sessions';
import type { TokenService } from './staff/tokens';

/** A request whose JSON body's exact bytes were kept (see the JSON parser below). */
export interface RawBodyRequest extends IncomingMessage {
  rawBody?: Buffer;
}

export interface AppDeps {
  tokens: TokenService;
  /** Which sessions still hold (absent: every unexpired token, as in tests of the app alone). */
  sessions?: SessionRegistry;
  /** Routers of the domains, mounted under /api. */
  apiRouters: RequestHandler[];
  health: () => Promise<{ healthy: boolean; [key: string]: unknown }>;
  bundles?: AppBundles;
  /** Routers outside /api (the sandbox payment gateway), mounted before the web apps' catch-all. */
  publicRouters?: RequestHandler[];
  trustProxy?: string;
  /** What the Content-Security-Policy must allow (tiles, gateways) and whether HSTS applies. */
  security: SecurityHeaderOptions;
  log: ErrorLogger;
}

const BODY_LIMIT = '1mb';

export function createApp(deps: AppDeps) {
  const app = express();
  app.disable('x-powered-by');
  // Behind a load balancer the client address (for the login throttle) comes from X-Forwarded-For.
  if (deps.trustProxy) app.set('trust proxy', deps.trustProxy);
  app.use(securityHeaders(deps.security));
  app.use(refuseUnsafeAddress);

  const api = express.Router();
  // The raw bytes are kept for webhooks signed over the exact body (the card provider's HMAC).
  api.use(
    express.json({
      limit: BODY_LIMIT,
      verify: (req, _res, body) => {
        (req as RawBodyRequest).rawBody = body;
      },
    }),
  );
  api.use(refuseUnsafeBody);
  api.use(noStoreWhenSignedIn);
  api.use(compressJson);
  api.use(authenticate(deps.tokens, deps.sessions));
  api.get('/health', async (_req, res) => {
    const report = await deps.health();
    res.status(report.healthy ? 200 : 503).json(report);
  });
  for (const router of deps.apiRouters) api.use(router);
  api.use(apiNotFound);
  app.use('/api', api);

  for (const router of deps.publicRouters ?? []) app.use(router);
  if (deps.bundles) mountApps(app, deps.bundles);
  app.use(errorHandler(deps.log));
  return app;
}
