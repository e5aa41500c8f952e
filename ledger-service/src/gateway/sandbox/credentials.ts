// The built-in sandbox gateway's merchant credentials. Published on purpose: demo values that only
// ever sign sandbox payments. The sandbox never uses GATEWAY_SALT / SNN_KEY_SECRET, so with a real
// gateway configured a payment "made" on the sandbox page can never pass the real adapter's check.
export const SANDBOX_PATH = '/sandbox-gateway';

export const SANDBOX_PAYU = { key: 'NIGAMSBX', salt: 'sandbox-salt-published-not-secret' };

export const SANDBOX_SNN = { keyId: 'snn_sandbox_key', keySecret: 'snn-sandbox-secret-published-not-secret' };

/** The sandbox answers like a gateway unless SANDBOX_GATEWAY=off. */
export const sandboxEnabled = (env: NodeJS.ProcessEnv = process.env) => env.SANDBOX_GATEWAY !== 'off';
