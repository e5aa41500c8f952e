import { startPortal } from './portal';

export default async function globalSetup(): Promise<void> {
  const portal = await startPortal();
  (globalThis as { __PTAX_PORTAL__?: unknown }).__PTAX_PORTAL__ = portal;
  process.env.PORTAL_URL = portal.baseUrl;
}
