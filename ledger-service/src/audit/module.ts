import { Router } from 'express';
import type { DomainModule } from '../moduleContract';
import { ledgerRoutes } from './ledgerRoutes';
import { auditRoutes } from './routes';

/** The ledger of a property as anyone may read it, and what auditors check it with. */
export const auditModule: DomainModule = {
  name: 'audit',
  routes: (ctx) => Router().use(ledgerRoutes(ctx), auditRoutes(ctx)),
};
