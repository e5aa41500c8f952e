// The built-in sandbox gateway, mounted at /sandbox-gateway (outside /api: browsers post forms to
// it and the adapters call it like a remote gateway). Both schemes share the page and the table.
import express, { Router } from 'express';
import type { Queryable } from '@ptax/projections';
import { refuseUnsafeBody } from '../../http/safeText';
import { answerPayerChoice } from './checkout';
import { SANDBOX_PATH } from './credentials';
import { payuAnswer, payuSandboxRoutes } from './payuSide';
import { snnAnswer, snnSandboxRoutes } from './snnSide';
import { createSandboxStore } from './store';

export function sandboxGatewayRouter(deps: { db: Queryable; now: () => number }) {
  const store = createSandboxStore(deps.db);
  const now = () => new Date(deps.now());
  const gateway = Router();
  gateway.use(express.urlencoded({ extended: false, limit: '32kb' }), refuseUnsafeBody);
  gateway.use(payuSandboxRoutes(store, now), snnSandboxRoutes(store, now));
  gateway.post('/pay/:gatewayTxnId', (req, res) =>
    answerPayerChoice(req, res, store, { payu: payuAnswer, snn: snnAnswer }, now()),
  );
  return Router().use(SANDBOX_PATH, gateway);
}
