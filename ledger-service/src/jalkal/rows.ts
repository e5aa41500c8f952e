// Jalkal requests as the calls answer them: the read model's record with a signed, expiring link to
// each evidence document, whether it is archived, and for a pending request the year's water and
// sewer tax now and what approving it would give.
import type { JalkalEditRow } from '@ptax/contracts';
import { findJalkalEdit, type JalkalEditRecord } from '@ptax/projections';
import { JALKAL_MESSAGES } from '@ptax/contracts';
import { notFound } from '../http/errors';
import type { ModuleContext } from '../moduleContract';
import { estimatedTaxes, waterSewerTaxes } from './taxes';

export async function jalkalRows(
  ctx: ModuleContext,
  records: JalkalEditRecord[],
  currentYear: string,
): Promise<JalkalEditRow[]> {
  const pending = records.filter((record) => record.status === 'pending');
  const [before, after] = await Promise.all([
    waterSewerTaxes(
      ctx.pool,
      pending.map((record) => record.propertyUniqueId),
      currentYear,
    ),
    estimatedTaxes(ctx.pool, pending, currentYear),
  ]);
  return records.map(({ decidedYear, documents, ...record }) => {
    const row: JalkalEditRow = {
      ...record,
      documents: documents.map((document) => ({ ...document, url: ctx.fileLinks.linkTo(document.id) })),
      archived: decidedYear !== null && decidedYear < currentYear,
      taxAfterEstimated: false,
    };
    if (record.status !== 'pending') return row;
    // An approval now re-assesses the current year, whatever year the request was raised in.
    return {
      ...row,
      financialYear: currentYear,
      taxBefore: before.get(record.propertyUniqueId) ?? null,
      taxAfter: after.get(record.propertyUniqueId) ?? null,
      taxAfterEstimated: true,
    };
  });
}

/** One request as the read model now holds it (callers waited for their write). */
export async function jalkalRow(ctx: ModuleContext, jalkalEditId: string, currentYear: string) {
  const record = await findJalkalEdit(ctx.pool, jalkalEditId);
  if (!record) throw notFound(JALKAL_MESSAGES.notFound);
  return (await jalkalRows(ctx, [record], currentYear))[0];
}
