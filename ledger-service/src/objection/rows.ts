// Objections as the staff calls answer them: the read model's record with a signed, expiring link
// to each document (an <a> cannot send the bearer token).
import type { ObjectionRow } from '@ptax/contracts';
import { findObjection, type ObjectionRecord } from '@ptax/projections';
import type { FileLinks } from '../files/signedUrls';
import { notFound } from '../http/errors';
import type { ModuleContext } from '../moduleContract';
import { OBJECTION_DECISIONS } from './decide';

export const withLinks = (record: ObjectionRecord, links: FileLinks): ObjectionRow => ({
  ...record,
  documents: record.documents.map((document) => ({ ...document, url: links.linkTo(document.id) })),
});

/** The objection as the read model now holds it (callers waited for their write). */
export async function objectionRow(ctx: ModuleContext, objectionId: string): Promise<ObjectionRow> {
  const record = await findObjection(ctx.pool, objectionId);
  if (!record) throw notFound(OBJECTION_DECISIONS.notFound);
  return withLinks(record, ctx.fileLinks);
}
