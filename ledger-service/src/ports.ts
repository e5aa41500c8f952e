// Ports on the loopback interface: a machine may already run something on 8080 or on our PostgreSQL
// port (another checkout's portal, a system PostgreSQL, a dev server).
import { createServer } from 'node:net';

/** Listens on the port for a moment: the port when it is free (any free one for 0), else null. */
export function tryPort(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(null));
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : null));
    });
  });
}

export async function freePort(): Promise<number> {
  const port = await tryPort(0);
  if (port === null) throw new Error('no free port on 127.0.0.1');
  return port;
}

/** The preferred port when nothing listens on it (a stable address), else any free one. */
export async function preferredOrFreePort(preferred: number): Promise<number> {
  return (await tryPort(preferred)) ?? freePort();
}
