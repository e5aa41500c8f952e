import { waitOutIndianMidnight } from './indianMidnight';
import { startPortal } from './portal';

export default async function globalSetup(): Promise<void> {
  await waitOutIndianMidnight();
  const portal = await startPortal();
  (globalThis as { __PTAX_PORTAL__?: unknown }).__PTAX_PORTAL__ = portal;
  process.env.PORTAL_URL = portal.baseUrl;
}
