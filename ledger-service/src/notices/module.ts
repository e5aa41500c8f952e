import { noticesProjection } from '@ptax/projections';
import type { DomainModule } from '../moduleContract';
import { noticeMigrations } from './migrations';
import { noticeRoutes } from './routes';
import { startNoticeWorker } from './worker';

/** Notices: bulk demand and recovery notices as background jobs, and the register of notices issued. */
export const noticesModule: DomainModule = {
  name: 'notices',
  migrations: noticeMigrations,
  projections: [noticesProjection],
  routes: (ctx) => noticeRoutes(ctx),
  workers: (ctx) => [startNoticeWorker(ctx)],
};
