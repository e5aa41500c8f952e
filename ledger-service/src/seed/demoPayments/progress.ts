// How far the demo payments got: one event per page of the demo city, appended in the same appendMany
// as the page's payments (one transaction on PostgreSQL), naming the last property of the page and the
// last property of the city when the seed began. A start after a crash goes on after the last page
// stored; a start after the last page adds nothing, even for properties registered since.
import type { EventMetadata, EventStore, StreamAppend } from '@ptax/contracts';
import { uuidFrom } from '../../tax/fingerprint';

export const DEMO_PAYMENTS_PROGRESS = 'demoPayments-progress';

export interface Progress {
  /** Pages stored. */
  pages: number;
  /** The last property of the last page stored ('' before the first). */
  after: string;
  /** The last demo property when the seed began (null before the first page). */
  upTo: string | null;
}

interface PageSeeded {
  page: number;
  lastPropertyId: string;
  upTo: string;
  payments: number;
}

export async function progressOf(store: EventStore): Promise<Progress> {
  const [last] = await store.readStream(DEMO_PAYMENTS_PROGRESS, { direction: 'backwards', limit: 1 });
  if (!last) return { pages: 0, after: '', upTo: null };
  const d = last.data as PageSeeded;
  return { pages: last.revision + 1, after: d.lastPropertyId, upTo: d.upTo };
}

export const isDone = (progress: Progress) => progress.upTo !== null && progress.after >= progress.upTo;

/** The page's progress event, at the revision the stream stands at. */
export function pageSeeded(
  pageIndex: number,
  data: Omit<PageSeeded, 'page'>,
  metadata: EventMetadata,
  idSeed: string,
): StreamAppend {
  const event = {
    id: uuidFrom(`${idSeed}|${DEMO_PAYMENTS_PROGRESS}|${pageIndex}`),
    type: 'DemoPaymentsPageSeeded',
    version: 1,
    data: { page: pageIndex, ...data },
    metadata,
  };
  return {
    stream: DEMO_PAYMENTS_PROGRESS,
    events: [event],
    expectedRevision: pageIndex === 0 ? 'no_stream' : pageIndex - 1,
  };
}
