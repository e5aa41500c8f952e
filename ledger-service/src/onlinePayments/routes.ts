import express, { type Request } from 'express';
import { LOGIN_TYPES } from '@ptax/contracts';
import { specRouter } from '../http/apiRouter';
import { idempotent } from '../http/idempotency';
import { limitPerAddress, publicSubmissions } from '../http/rateLimit';
import { currentUser } from '../http/auth';
import { badRequest } from '../http/errors';
import { UNLIMITED } from '../http/scope';
import { parseWith } from '../http/validate';
import { SNN_SIGNATURE_HEADER } from '../gateway/snnSignature';
import type { RawBodyRequest } from '../app';
import type { ModuleContext } from '../moduleContract';
import { sendPaymentLinksInBulk } from './bulkLinks';
import { acceptGatewayCallback } from './callbacks';
import { DEFAULT_GATEWAY, type GatewayName, type OnlinePaymentsDeps } from './deps';
import { checkoutFor, initiateGatewayPayment } from './initiate';
import { sendPaymentLink } from './paymentLinks';
import { payouts } from './payout';
import { reconcilePayment } from './reconcile';
import { inScope, pagingOf, payerMetadata } from './requestContext';
import {
  bulkTypeSchema,
  easyCollectBulkSchema,
  easyCollectSchema,
  initiatePaymentSchema,
  txnIdSchema,
} from './schemas';
import { snnCheckoutOptions } from './snnCheckoutOptions';
import { onlineTransactionsOn, transactionDateOf } from './transactionDate';

// The online payment calls of SPEC section 7 ("Online", "Card provider"); guards from contracts.

export function onlinePaymentRoutes(ctx: ModuleContext, deps: OnlinePaymentsDeps) {
  const { router, register } = specRouter(__filename);

  /** Initiate for the citizen (public), a clerk (any login) or the card provider's page (public). */
  const initiate = async (req: Request, gateway: GatewayName) => {
    const body = parseWith(initiatePaymentSchema, req.body);
    const signedIn = Boolean((req as { user?: unknown }).user);
    const scope = signedIn ? await ctx.scopeOf(req) : UNLIMITED;
    const { txnId, amountPaise, payment, position } = await initiateGatewayPayment(deps, {
      gateway,
      mode: 'online',
      propertyUniqueId: body.propertyUniqueId,
      amountPaise: body.amountPaise,
      payer: body,
      metadata: payerMetadata(req, 'InitiatePayment'),
      checkProperty: inScope(scope),
    });
    await ctx.readYourWrites(position);
    return { txnId, amountPaise, payment, payer: body };
  };

  // Payment starts from the public pages are counted per address (staff at the counter are not).
  const starts = limitPerAddress(ctx.pool, ctx.now, {
    name: 'paymentStart',
    ...publicSubmissions(),
    staffExempt: true,
  });
  for (const path of [
    'payments/initiate_payment',
    'transactions/initiate_payment',
    'snn-payments/initiate_payment',
  ]) {
    const gateway = path.startsWith('snn-') ? 'snn' : DEFAULT_GATEWAY;
    register('POST', path, starts, async (req, res) => {
      const { txnId, amountPaise, payment, payer } = await initiate(req, gateway);
      res.status(201).json({ data: { txnId, amountPaise, checkout: checkoutFor(deps, payment, payer) } });
    });
  }

  register('POST', 'snn-payments/getCheckoutOptions', starts, async (req, res) => {
    const { txnId, payment, payer } = await initiate(req, 'snn');
    res.status(201).json({ data: { txnId, ...snnCheckoutOptions(checkoutFor(deps, payment, payer)) } });
  });

  // The card provider's webhook: signed over the exact bytes it sent (HMAC-SHA256).
  register(
    'POST',
    'snn-payments/transaction',
    express.raw({ type: () => true, limit: '64kb' }),
    async (req, res) => {
      const payload = rawBodyOf(req);
      const signature = req.get(SNN_SIGNATURE_HEADER) ?? '';
      const result = await acceptGatewayCallback(deps, {
        gateway: 'snn',
        fields: payload === null ? {} : { payload, signature },
        source: 'webhook',
        remoteAddress: req.ip ?? null,
      });
      if (result.outcome === 'refused') throw badRequest(`Callback refused: ${result.reason}`);
      res.json({ data: { txnId: result.txnId, outcome: result.outcome } });
    },
  );

  register('POST', 'payments/easyCollect', idempotent(ctx.pool, ctx.now), async (req, res) => {
    const body = parseWith(easyCollectSchema, req.body);
    const user = currentUser(req);
    const sent = await sendPaymentLink(deps, {
      propertyUniqueId: body.propertyUniqueId,
      payer: body,
      channel: body.type as 'whatsapp' | 'sms',
      metadata: {
        userId: user.email,
        loginType: user.loginType,
        command: 'InitiatePayment',
        collectedBy: user.email,
      },
      checkProperty: inScope(await ctx.scopeOf(req)),
    });
    res.status(201).json({ data: sent });
  });

  register('POST', 'payments/easyCollectBulk', async (req, res) => {
    const { type } = parseWith(bulkTypeSchema, req.query);
    const place = parseWith(easyCollectBulkSchema, req.body);
    const user = currentUser(req);
    const report = await sendPaymentLinksInBulk(deps, {
      channel: type as 'whatsapp' | 'sms',
      place,
      scope: await ctx.scopeOf(req),
      metadata: {
        userId: user.email,
        loginType: user.loginType,
        command: 'InitiatePayment',
        collectedBy: user.email,
      },
    });
    res.json({ data: report });
  });

  register('POST', 'payments/syncPayment', async (req, res) => {
    const { txnId } = parseWith(txnIdSchema, req.body);
    const user = currentUser(req);
    const reconciled = await reconcilePayment(deps, txnId, 'sync', {
      userId: user.email,
      loginType: user.loginType ?? LOGIN_TYPES.nagarNigam,
    });
    res.json({ data: reconciled });
  });

  register('POST', 'payments/transaction_date', async (req, res) => {
    const body = (req.body ?? {}) as { txnId?: unknown; date?: unknown };
    if (typeof body.txnId === 'string' && body.txnId.trim())
      return void res.json({ data: await transactionDateOf(deps, body.txnId.trim()) });
    if (typeof body.date === 'string')
      return void res.json(
        await onlineTransactionsOn(deps, body.date, await ctx.scopeOf(req), pagingOf(req)),
      );
    throw badRequest('Give a txnId or a date (YYYY-MM-DD)');
  });

  register('POST', 'payments/payout', async (req, res) => {
    const body = (req.body ?? {}) as { startDate?: unknown; endDate?: unknown };
    res.json({ data: await payouts(deps, body.startDate, body.endDate) });
  });

  return router;
}

/**
 * The webhook's bytes exactly as sent. Bodies the API's JSON parser did not take arrive here raw;
 * a JSON body needs the parser to have kept its bytes (`rawBody`, app.ts), since a re-serialised
 * object is not what the provider signed.
 */
function rawBodyOf(req: Request): string | null {
  if (Buffer.isBuffer(req.body)) return req.body.toString('utf8');
  const kept = (req as RawBodyRequest).rawBody;
  return kept ? kept.toString('utf8') : null;
}
