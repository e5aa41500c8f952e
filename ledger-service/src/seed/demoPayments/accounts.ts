// The demo properties that pay, read from their streams (register, assessments, demands and whatever
// else the store holds) into recorders that go on from there: every payment is decided on the
// property's ledger as it stands, and appended at the revision the stream was read at.
import { propertyStream, type EventStore } from '@ptax/contracts';
import { evolveAccount, initialAccountState, type AccountState } from '../../ledger/account';
import type { Account } from '../history/context';
import { streamRecorder, type RecorderOptions } from '../history/recorder';

/** Streams read at once: enough to keep the store busy, few enough to leave it connections. */
const PARALLEL_READS = 16;

export async function loadAccounts(
  store: EventStore,
  ids: string[],
  options: Omit<RecorderOptions, 'stored'>,
): Promise<Map<string, Account>> {
  const accounts = new Map<string, Account>();
  for (let i = 0; i < ids.length; i += PARALLEL_READS) {
    const slice = ids.slice(i, i + PARALLEL_READS);
    const streams = await Promise.all(slice.map((id) => store.readStream(propertyStream(id))));
    slice.forEach((id, n) =>
      accounts.set(
        id,
        streamRecorder<AccountState>(propertyStream(id), initialAccountState, evolveAccount, {
          ...options,
          stored: streams[n],
        }),
      ),
    );
  }
  return accounts;
}
