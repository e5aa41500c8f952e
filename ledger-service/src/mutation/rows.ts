// Mutations as the staff calls answer them: the read model's record with a signed, expiring link to
// each document (an <a> cannot send the bearer token), seen only within the caller's zones and wards.
import type { MutationRow } from '@ptax/contracts';
import { findMutation, type MutationRecord } from '@ptax/projections';
import type { FileLinks } from '../files/signedUrls';
import { notFound } from '../http/errors';
import { assertInScope, type AccessScope } from '../http/scope';
import type { ModuleContext } from '../moduleContract';
import { MUTATION_DECISIONS } from './decide';

export const withLinks = (record: MutationRecord, links: FileLinks): MutationRow => ({
  ...record,
  documents: record.documents.map((document) => ({ ...document, url: links.linkTo(document.id) })),
});

/** The mutation as the read model now holds it (callers waited for their write); 404 when unknown. */
export async function mutationRecord(
  ctx: ModuleContext,
  mutationId: string,
  scope?: AccessScope,
): Promise<MutationRecord> {
  const record = await findMutation(ctx.pool, mutationId);
  if (!record) throw notFound(MUTATION_DECISIONS.notFound);
  if (scope && record.zoneId && record.wardId) assertInScope(scope, record.zoneId, record.wardId);
  return record;
}

export const mutationRow = async (ctx: ModuleContext, mutationId: string, scope?: AccessScope) =>
  withLinks(await mutationRecord(ctx, mutationId, scope), ctx.fileLinks);
