import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHttpSender, senderFromEnv } from './senders';

// The SMS / WhatsApp provider is outside our control: a local HTTP server stands in for it.
describe('the HTTP provider sender', () => {
  let server: Server;
  let url: string;
  const received: { headers: IncomingMessage['headers']; body: unknown }[] = [];
  let answer = { status: 200, body: '{"id":"prov-77"}' };

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        received.push({ headers: req.headers, body: JSON.parse(body) });
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/messages`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const message = {
    id: 'm-1',
    channel: 'sms' as const,
    recipient: '9876543210',
    template: 'receipt',
    body: 'Paid',
    reference: 'T1',
  };

  it('posts the message as JSON with the bearer token and returns the provider’s id', async () => {
    const sender = createHttpSender({ url, token: 'tok', timeoutMs: 2000 });
    expect(sender.delivers).toBe(true);
    expect(await sender.send(message)).toEqual({ providerId: 'prov-77' });
    expect(received[0].headers.authorization).toBe('Bearer tok');
    expect(received[0].body).toEqual({
      channel: 'sms',
      to: '9876543210',
      template: 'receipt',
      body: 'Paid',
      reference: 'T1',
      idempotencyKey: 'm-1',
    });
  });

  it('fails the send when the provider refuses, so the dispatcher retries', async () => {
    answer = { status: 503, body: 'busy' };
    await expect(createHttpSender({ url, timeoutMs: 2000 }).send(message)).rejects.toThrow(/HTTP 503: busy/);
  });

  it('is chosen only when SMS_PROVIDER_URL is set', () => {
    expect(senderFromEnv({}).delivers).toBe(false);
    expect(senderFromEnv({ SMS_PROVIDER_URL: url }).delivers).toBe(true);
  });
});
