// Where outbox messages go. Default: the log (the demo shows what would be sent, and to whom, masked);
// with SMS_PROVIDER_URL set: a provider's HTTP API (generic JSON POST, bearer token).
import type { Channel } from './outbox';

export interface SendableMessage {
  id: string;
  channel: Channel;
  recipient: string;
  template: string;
  body: string;
  reference: string | null;
}

export interface MessageSender {
  /** false: the message was only written down (rows become 'logged', not 'sent'). */
  readonly delivers: boolean;
  send(message: SendableMessage): Promise<{ providerId: string }>;
}

/** '+919876543210' → '+*******3210': enough to tell numbers apart in a log, not to call anyone. */
export function maskMobile(recipient: string): string {
  const digits = recipient.replace(/\D/g, '').length;
  let seen = 0;
  return recipient.replace(/\d/g, (digit) => (++seen > digits - 4 ? digit : '*'));
}

export function createLogSender(log: (line: string) => void = console.log): MessageSender {
  return {
    delivers: false,
    async send(message) {
      const body = message.body.replace(/\s+/g, ' ');
      const about = message.reference ? ` (${message.reference})` : '';
      log(
        `[outbox] ${message.channel} to ${maskMobile(message.recipient)} ${message.template}${about}: ${body}`,
      );
      return { providerId: `log:${message.id}` };
    },
  };
}

export interface HttpSenderConfig {
  url: string;
  token?: string;
  timeoutMs: number;
}

export function createHttpSender(config: HttpSenderConfig): MessageSender {
  return {
    delivers: true,
    async send(message) {
      const response = await fetch(config.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(config.token ? { authorization: `Bearer ${config.token}` } : {}),
        },
        body: JSON.stringify({
          channel: message.channel,
          to: message.recipient,
          template: message.template,
          body: message.body,
          reference: message.reference,
          // The provider can drop a retried request it has already accepted.
          idempotencyKey: message.id,
        }),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`provider answered HTTP ${response.status}: ${text.slice(0, 200)}`);
      const answer = (() => {
        try {
          return JSON.parse(text) as { id?: unknown; messageId?: unknown };
        } catch {
          return {};
        }
      })();
      return { providerId: String(answer.id ?? answer.messageId ?? '') };
    },
  };
}

/** The HTTP provider when SMS_PROVIDER_URL is set, the log otherwise. */
export function senderFromEnv(env: NodeJS.ProcessEnv = process.env): MessageSender {
  if (!env.SMS_PROVIDER_URL) return createLogSender();
  const timeoutMs = Number(env.SMS_PROVIDER_TIMEOUT_MS) > 0 ? Number(env.SMS_PROVIDER_TIMEOUT_MS) : 10_000;
  return createHttpSender({ url: env.SMS_PROVIDER_URL, token: env.SMS_PROVIDER_TOKEN, timeoutMs });
}
