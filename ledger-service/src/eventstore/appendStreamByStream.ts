// appendMany for a store without a multi-stream append (EventStoreDB): each stream is appended on
// its own, a bounded number at a time, and a wrong expected revision becomes that stream's result.
import type {
  AppendResult,
  ExpectedRevision,
  NewEvent,
  StreamAppend,
  StreamAppendResult,
} from '@ptax/contracts';
import { WrongExpectedRevisionError } from './errors';

type AppendOne = (stream: string, events: NewEvent[], expected: ExpectedRevision) => Promise<AppendResult>;

/**
 * Results come back in input order. Any other failure stops taking new streams and is thrown once
 * the appends under way have settled, so nothing is still being written when the caller hears of it.
 */
export async function appendStreamByStream(
  appends: readonly StreamAppend[],
  appendOne: AppendOne,
  parallelism: number,
): Promise<StreamAppendResult[]> {
  const results: StreamAppendResult[] = new Array<StreamAppendResult>(appends.length);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < appends.length) {
      const index = next++;
      const { stream, events, expectedRevision } = appends[index];
      try {
        results[index] = { stream, ok: true, ...(await appendOne(stream, events, expectedRevision)) };
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) {
          failed = true;
          throw error;
        }
        results[index] = {
          stream,
          ok: false,
          reason: 'wrong_expected_revision',
          actualRevision: error.actual,
        };
      }
    }
  };
  const workers = Array.from({ length: Math.min(parallelism, appends.length) }, worker);
  const outcomes = await Promise.allSettled(workers);
  const failure = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failure) throw failure.reason;
  return results;
}
