// Which gateways the payments module talks to. Unconfigured, both point at the built-in sandbox
// (sandbox/), so the demo takes payments end to end; a real gateway needs all of its variables.
import { createPayuGateway } from './payuGateway';
import type { PaymentGateway } from './gateway';
import { SANDBOX_PATH, SANDBOX_PAYU, SANDBOX_SNN, sandboxEnabled } from './sandbox/credentials';
import { createSnnGateway } from './snnGateway';

const DEFAULT_TIMEOUT_MS = 10_000;

function timeoutOf(env: NodeJS.ProcessEnv): number {
  const timeout = Number(env.GATEWAY_TIMEOUT_MS);
  return Number.isSafeInteger(timeout) && timeout > 0 ? timeout : DEFAULT_TIMEOUT_MS;
}

/** All of a gateway's variables, none (sandbox), or a startup error: half a configuration is a mistake. */
function configured(env: NodeJS.ProcessEnv, names: string[]): boolean {
  const set = names.filter((name) => env[name]);
  if (set.length && set.length < names.length)
    throw new Error(`Set all of ${names.join(', ')} or none of them (unset: the built-in sandbox gateway)`);
  return set.length === names.length;
}

/** The configured gateways; null where neither a real gateway nor the sandbox is available. */
export function createPaymentGateways(publicUrl: string, env: NodeJS.ProcessEnv = process.env) {
  const sandboxUrl = `${publicUrl.replace(/\/$/, '')}${SANDBOX_PATH}`;
  const timeoutMs = timeoutOf(env);
  const sandbox = sandboxEnabled(env);
  const payu: PaymentGateway | null = configured(env, ['GATEWAY_BASE_URL', 'GATEWAY_KEY', 'GATEWAY_SALT'])
    ? createPayuGateway({
        baseUrl: env.GATEWAY_BASE_URL!,
        key: env.GATEWAY_KEY!,
        salt: env.GATEWAY_SALT!,
        timeoutMs,
      })
    : sandbox
      ? createPayuGateway({ baseUrl: sandboxUrl, ...SANDBOX_PAYU, timeoutMs })
      : null;
  const snn: PaymentGateway | null = configured(env, ['SNN_BASE_URL', 'SNN_KEY_ID', 'SNN_KEY_SECRET'])
    ? createSnnGateway({
        baseUrl: env.SNN_BASE_URL!,
        keyId: env.SNN_KEY_ID!,
        keySecret: env.SNN_KEY_SECRET!,
        timeoutMs,
      })
    : sandbox
      ? createSnnGateway({ baseUrl: `${sandboxUrl}/snn`, ...SANDBOX_SNN, timeoutMs })
      : null;
  return { payu, snn };
}

export type PaymentGateways = ReturnType<typeof createPaymentGateways>;
