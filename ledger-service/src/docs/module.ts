import type { DomainModule } from '../moduleContract';
import { docsRoutes } from './routes';

/** The published contract: OpenAPI 3.1 and a readable page of every call (issue 13). */
export const docsModule: DomainModule = {
  name: 'docs',
  routes: docsRoutes,
};
