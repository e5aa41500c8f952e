import type { DomainModule } from '../moduleContract';
import { utilityMigrations } from './migrations';
import { followersOf, startRebuildFollowers } from './rebuilds';
import { utilityRoutes } from './routes';

/** The administrator's maintenance page's calls (/admin/utility), and the followers of rebuilt read models. */
export const utilityModule: DomainModule = {
  name: 'utility',
  migrations: utilityMigrations,
  routes: utilityRoutes,
  workers: (ctx) => {
    const followers = startRebuildFollowers(ctx);
    followersOf.set(ctx, followers);
    return [followers];
  },
};
