// The sandbox receiver's address and credentials. Published on purpose: they only ever reach the
// stand-in portal mounted in this service; a real STATE_PORTAL_URL comes with its own credentials.
export const PORTAL_SANDBOX_PATH = '/sandbox-enagarsewa';

export const PORTAL_SANDBOX_CREDENTIALS = {
  username: 'enagarsewa-sandbox',
  password: 'sandbox-published-not-secret',
};

/** The sandbox answers unless STATE_PORTAL_SANDBOX=off. */
export const portalSandboxEnabled = (env: NodeJS.ProcessEnv = process.env) =>
  env.STATE_PORTAL_SANDBOX !== 'off';
