import { DEFAULT_RECONCILE_CRON, reconcileCronFromEnv } from './reconcileWorker';

describe('the reconciliation schedule', () => {
  it('runs every five minutes unless RECONCILE_CRON says otherwise', () => {
    expect(reconcileCronFromEnv({})).toBe(DEFAULT_RECONCILE_CRON);
    expect(DEFAULT_RECONCILE_CRON).toBe('*/5 * * * *');
    expect(reconcileCronFromEnv({ RECONCILE_CRON: ' */2 * * * * ' })).toBe('*/2 * * * *');
  });

  it('refuses to start with an expression that is not one', () => {
    expect(() => reconcileCronFromEnv({ RECONCILE_CRON: 'every five minutes' })).toThrow(
      'RECONCILE_CRON is not a cron expression: every five minutes',
    );
  });
});
