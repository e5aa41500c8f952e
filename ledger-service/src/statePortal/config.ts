// Which portal the push talks to, from the environment. Unconfigured: the built-in sandbox receiver
// at the service's own public address, so the demo pushes end to end. A real portal needs all of
// STATE_PORTAL_URL, STATE_PORTAL_USERNAME and STATE_PORTAL_PASSWORD.
import { CITIES } from '../geography/cities/cities';
import { createHttpPortal } from './httpPortal';
import type { StatePortal } from './port';
import { PORTAL_SANDBOX_CREDENTIALS, PORTAL_SANDBOX_PATH, portalSandboxEnabled } from './sandbox/credentials';

const NAMES = ['STATE_PORTAL_URL', 'STATE_PORTAL_USERNAME', 'STATE_PORTAL_PASSWORD'];

function positive(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : fallback;
}

/** The city code records are keyed by (STATE_PORTAL_CITY_CODE, else the city master's city). */
export const cityCodeFromEnv = (env: NodeJS.ProcessEnv = process.env) =>
  env.STATE_PORTAL_CITY_CODE || CITIES[0].cityId;

export const portalIntervalFromEnv = (env: NodeJS.ProcessEnv = process.env) =>
  positive(env.STATE_PORTAL_INTERVAL_MS, 2000);

/** The configured portal, the sandbox at publicUrl, or null (sandbox off and no portal: pushes wait). */
export function portalFromEnv(publicUrl: string, env: NodeJS.ProcessEnv = process.env): StatePortal | null {
  const set = NAMES.filter((name) => env[name]);
  if (set.length && set.length < NAMES.length)
    throw new Error(`Set all of ${NAMES.join(', ')} or none of them (unset: the built-in sandbox portal)`);
  const timeoutMs = positive(env.STATE_PORTAL_TIMEOUT_MS, 30_000);
  if (set.length)
    return createHttpPortal({
      url: env.STATE_PORTAL_URL!,
      username: env.STATE_PORTAL_USERNAME!,
      password: env.STATE_PORTAL_PASSWORD!,
      timeoutMs,
    });
  if (!portalSandboxEnabled(env)) return null;
  return createHttpPortal({
    url: `${publicUrl.replace(/\/$/, '')}${PORTAL_SANDBOX_PATH}`,
    ...PORTAL_SANDBOX_CREDENTIALS,
    timeoutMs,
  });
}
