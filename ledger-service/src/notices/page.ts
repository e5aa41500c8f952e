// One page of a job: each pending property decided from the ledger read model, the notices numbered
// from one block of the year's series and stored with their items, then NoticeIssued appended to each
// property's stream with an id derived from the job and the property (a repeat appends nothing).
import { propertyStream, type EventStore, type StreamAppend } from '@ptax/contracts';
import { noticeSubjects } from '@ptax/projections';
import { createSerialAllocator } from '../eventsourcing/serialNumbers';
import { DuplicateEventConflictError } from '../eventstore/errors';
import type { ModuleContext } from '../moduleContract';
import { uuidFrom } from '../tax/fingerprint';
import {
  decideNotice,
  noticeDocument,
  noticeIssued,
  noticeNumberOf,
  type JobRules,
  type SkipReason,
} from './content';
import { numberItems, type OpenItem } from './items';
import { metadataOfJob, type NoticeJob } from './job';
import type { PrintedNotice } from './parts';
import type { PlaceNames } from './places';

export const noticeSeries = (job: NoticeJob) => `${job.noticeType}Notice-${job.financialYear}`;

export interface Run {
  ctx: ModuleContext;
  job: NoticeJob;
  owner: string;
  rules: JobRules;
  places: PlaceNames;
}

/** Appends each notice once: a page half stored by an interrupted run goes stream by stream. */
async function appendNotices(store: EventStore, appends: StreamAppend[]): Promise<void> {
  if (appends.length === 0) return;
  try {
    await store.appendMany(appends);
  } catch (error) {
    if (!(error instanceof DuplicateEventConflictError)) throw error;
    for (const append of appends) await store.append(append.stream, append.events, 'any');
  }
}

function decide(run: Run, item: OpenItem, subject: Parameters<typeof decideNotice>[1]) {
  try {
    return decideNotice(run.job, subject, run.rules);
  } catch (error) {
    // One property the ledger cannot bill must not stop the job: it is skipped with the reason.
    console.warn(`notice job ${run.job.id}: ${item.propertyUniqueId}: ${(error as Error).message}`);
    return { kind: 'skip' as const, reason: 'failed' as SkipReason };
  }
}

type Ready = { propertyUniqueId: string; noticeNumber: string; notice: NonNullable<OpenItem['notice']> };

/** Numbers the decided notices from one block of the series; the stored number wins (a resumed page). */
async function numberNotices(run: Run, decided: Omit<Ready, 'noticeNumber'>[]): Promise<Ready[]> {
  if (decided.length === 0) return [];
  const { ctx, job } = run;
  const serials = await createSerialAllocator(ctx.store, ctx.now).blockInSeries(
    noticeSeries(job),
    'notice',
    decided.map((item) => `${job.id}/${item.propertyUniqueId}`),
    metadataOfJob(job),
  );
  const numbered = decided.map((item, index) => ({
    ...item,
    noticeNumber: noticeNumberOf(job, serials[index]),
  }));
  const stored = await numberItems(ctx.pool, job.id, numbered);
  return [...stored].map(([propertyUniqueId, value]) => ({ propertyUniqueId, ...value }));
}

/** NoticeIssued on the property's stream, its ids derived from the job and the property. */
const issuedOn = (job: NoticeJob, { propertyUniqueId, noticeNumber, notice }: Ready): StreamAppend => ({
  stream: propertyStream(propertyUniqueId),
  events: [
    {
      id: uuidFrom(`NoticeIssued|${job.id}|${propertyUniqueId}`),
      type: 'NoticeIssued',
      version: 1,
      data: noticeIssued(job, uuidFrom(`notice|${job.id}|${propertyUniqueId}`), noticeNumber, notice),
      metadata: metadataOfJob(job),
    },
  ],
  expectedRevision: 'any',
});

/** Decides, numbers and records a page's notices; answers what to skip and what to print. */
export async function preparePage(run: Run, items: OpenItem[]) {
  const { ctx, job } = run;
  const pending = items.filter((item) => item.status === 'pending');
  const subjects = await noticeSubjects(
    ctx.pool,
    pending.map((item) => item.propertyUniqueId),
  );
  await run.places.load(subjects);
  const byId = new Map(subjects.map((subject) => [subject.account.propertyUniqueId, subject]));
  const skipped: { propertyUniqueId: string; reason: SkipReason }[] = [];
  const decided: Omit<Ready, 'noticeNumber'>[] = [];
  for (const item of pending) {
    const decision = decide(run, item, byId.get(item.propertyUniqueId));
    if (decision.kind === 'skip')
      skipped.push({ propertyUniqueId: item.propertyUniqueId, reason: decision.reason });
    else decided.push({ propertyUniqueId: item.propertyUniqueId, notice: decision.bill });
  }
  // Items a stopped run numbered keep their numbers and notices.
  const resumed = items.flatMap((item) =>
    item.status === 'numbered' && item.noticeNumber && item.notice
      ? [{ propertyUniqueId: item.propertyUniqueId, noticeNumber: item.noticeNumber, notice: item.notice }]
      : [],
  );
  const ready = [...resumed, ...(await numberNotices(run, decided))].sort((a, b) =>
    a.noticeNumber < b.noticeNumber ? -1 : 1,
  );
  await appendNotices(
    ctx.store,
    ready.map((notice) => issuedOn(job, notice)),
  );
  const printed: PrintedNotice[] = ready.map(({ propertyUniqueId, noticeNumber, notice }) => ({
    propertyUniqueId,
    noticeNumber,
    document: noticeDocument(job, noticeNumber, notice, {
      cityName: run.places.cityNameOf(notice.property.cityId),
      publicUrl: ctx.publicUrl,
    }),
  }));
  return { skipped, printed };
}
