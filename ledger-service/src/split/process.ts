// The split as a process (processes/process.ts): the worker lists the splits the read model shows
// decided and not completed, and completes each (complete.ts), exactly once in effect.
import { findSplit, unfinishedSplits } from '@ptax/projections';
import { notFound } from '../http/errors';
import type { ProcessDefinition } from '../processes/process';
import { completeSplit } from './complete';

export const SPLIT_PROCESS_KIND = 'propertySplit';

export const splitProcess: ProcessDefinition = {
  kind: SPLIT_PROCESS_KIND,
  async unfinished(ctx, decidedBefore) {
    return (await unfinishedSplits(ctx.pool, decidedBefore)).map((split) => split.splitId);
  },
  async complete(ctx, splitId) {
    const split = await findSplit(ctx.pool, splitId);
    if (!split) throw notFound('Split not found');
    return completeSplit(ctx, split.propertyUniqueId, splitId);
  },
};
