// For the benchmark: a TCP proxy that delays every chunk by `ms` each way, like a database on
// another machine (on loopback a round trip costs almost nothing, which flatters chatty protocols).
import { createServer, connect, type Server, type Socket } from 'node:net';

function delayed(from: Socket, to: Socket, ms: number): void {
  from.on('data', (chunk) => setTimeout(() => to.write(chunk), ms));
  from.on('end', () => setTimeout(() => to.end(), ms));
  from.on('error', () => to.destroy());
}

export async function startLatencyProxy(target: URL, ms: number): Promise<{ url: string; close(): void }> {
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname);
    delayed(client, upstream, ms);
    delayed(upstream, client, ms);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const url = new URL(target);
  url.port = String(typeof address === 'object' && address ? address.port : 0);
  return { url: url.toString(), close: () => server.close() };
}
