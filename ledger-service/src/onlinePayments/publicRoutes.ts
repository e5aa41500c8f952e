import express, { type Request } from 'express';
import { specRouter } from '../http/apiRouter';
import { badRequest } from '../http/errors';
import { refuseUnsafeBody } from '../http/safeText';
import { parseWith } from '../http/validate';
import { CHANNELS, listOutbox } from '../messaging/outbox';
import { maskMobile } from '../messaging/senders';
import type { ModuleContext } from '../moduleContract';
import { acceptGatewayCallback } from './callbacks';
import type { OnlinePaymentsDeps } from './deps';
import { linkCheckout, linkDetails } from './paymentLinks';
import { payableView } from './payableView';
import { pagingOf } from './requestContext';
import { linkCheckoutSchema } from './schemas';
import { paymentStatusView } from './status';

// Calls the spec does not list but online payment needs: the gateways' return address, what the
// citizen's pages show (status, amount payable, a payment link), and the outbox for the WhatsApp
// screen. A plain router: the guards are set here, one by one.

const formFields = (body: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries((body ?? {}) as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );

/** The citizen's pages (citizen-ui/src/pages/payment), relative to our own origin. */
const successPage = (txnId: string) => `/payment/success/${encodeURIComponent(txnId)}`;
/** A refused callback's txnid is whatever the poster sent: only one shaped like ours goes into the address. */
const OUR_TXN_ID = /^[A-Za-z0-9_-]{1,40}$/;
const failurePage = (txnId: string | null, reason?: string) =>
  `/payment/failure/${txnId && OUR_TXN_ID.test(txnId) ? txnId : 'unknown'}${reason ? `?reason=${reason}` : ''}`;

export function onlinePaymentPublicRoutes(ctx: ModuleContext, deps: OnlinePaymentsDeps) {
  const { router, register } = specRouter(__filename);

  // The payer's browser, posted back by the gateway (PayU's surl / furl; the card provider's
  // callback_url / cancel_url), always answered with a redirect to one of the citizen's pages.
  register(
    'POST',
    'payments/callback/:gateway',
    express.urlencoded({ extended: false, limit: '64kb' }),
    refuseUnsafeBody,
    async (req: Request, res) => {
      const result = await acceptGatewayCallback(deps, {
        gateway: String(req.params.gateway),
        fields: formFields(req.body),
        source: 'browser',
        remoteAddress: req.ip ?? null,
      });
      if (result.outcome === 'refused') return res.redirect(303, failurePage(result.txnId, 'unverified'));
      if (result.outcome === 'failure') return res.redirect(303, failurePage(result.txnId));
      // So the receipt the success page links to is readable at once.
      if (result.position) await ctx.readYourWrites(result.position);
      res.redirect(303, successPage(result.txnId));
    },
  );

  register('GET', 'payments/status/:txnId', async (req, res) => {
    res.json({ data: await paymentStatusView(deps.store, String(req.params.txnId)) });
  });

  register('GET', 'payments/payable/:propertyUniqueId', async (req, res) => {
    res.json({ data: await payableView(deps, String(req.params.propertyUniqueId)) });
  });

  register('GET', 'payments/links/:token', async (req, res) => {
    res.json({ data: await linkDetails(deps, String(req.params.token)) });
  });

  register('POST', 'payments/links/checkout', async (req, res) => {
    const { token, ...payer } = parseWith(linkCheckoutSchema, req.body);
    res.json({ data: await linkCheckout(deps, token, payer) });
  });

  // The WhatsApp / SMS screen: what was queued and what became of it (numbers masked).
  register('GET', 'messages', async (req, res) => {
    const channel =
      typeof req.query.channel === 'string' && req.query.channel ? req.query.channel : undefined;
    if (channel && !(CHANNELS as readonly string[]).includes(channel))
      throw badRequest(`channel must be one of ${CHANNELS.join(', ')}`);
    const status = typeof req.query.status === 'string' && req.query.status ? req.query.status : undefined;
    const list = await listOutbox(ctx.pool, { channel, status }, pagingOf(req));
    res.json({ ...list, data: list.data.map((row) => ({ ...row, recipient: maskMobile(row.recipient) })) });
  });

  return router;
}
