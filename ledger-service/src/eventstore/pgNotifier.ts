// One LISTEN connection per store, shared by all its subscriptions. Subscriptions also poll, so a
// dropped connection costs latency, never events; it reconnects while anyone listens.
import { Client } from 'pg';

const RECONNECT_MS = 1_000;

export class PgNotifier {
  private client: Client | null = null;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private closed = false;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly connectionString: string,
    private readonly channel: string,
  ) {}

  /** Calls `listener` after each notification (and after a reconnect); returns the unsubscribe. */
  listen(listener: () => void): () => void {
    this.listeners.add(listener);
    this.connect();
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnectTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private connect(): void {
    if (this.client || this.closed) return;
    const client = new Client({ connectionString: this.connectionString });
    this.client = client;
    client.on('notification', () => this.wakeAll());
    client.on('error', () => this.drop(client));
    client.on('end', () => this.drop(client));
    client
      .connect()
      .then(() => client.query(`LISTEN ${this.channel}`))
      // Anything committed while we were not listening was not announced: let everyone look.
      .then(() => this.wakeAll())
      .catch(() => this.drop(client));
  }

  private drop(client: Client): void {
    if (this.client !== client) return;
    this.client = null;
    client.end().catch(() => undefined);
    if (this.closed || this.listeners.size === 0) return;
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = setTimeout(() => this.connect(), RECONNECT_MS);
  }

  private wakeAll(): void {
    for (const listener of this.listeners) listener();
  }
}
