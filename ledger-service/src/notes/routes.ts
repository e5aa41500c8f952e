// Debit and credit notes: GET drcrNotes and its export (SPEC section 7), and POST drcrNotes to
// issue one (not in the spec's list; contracts API_CALLS lists it with its nagar_nigam guard).
import { drcrNoteBatches, listDrcrNotes, type DrcrNoteRow } from '@ptax/projections';
import { specRouter } from '../http/apiRouter';
import { parseWith } from '../http/validate';
import type { ModuleContext } from '../moduleContract';
import { indiaDate, streamWorkbook, type ExportColumn } from '../properties/export';
import { fieldsOf, metadataOf, pageOf } from '../properties/requests';
import { exportHeading } from '../reports/exportHeading';
import { issueNote } from './issueNote';
import { drcrNoteSchema, noteFiltersOf } from './noteInput';

const NOTE_COLUMNS: ExportColumn<DrcrNoteRow>[] = [
  { header: 'Note Number', width: 22, value: (r) => r.debitCreditNo },
  { header: 'Type', value: (r) => (r.kind === 'debit' ? 'Debit' : 'Credit') },
  { header: 'Property ID', width: 20, value: (r) => r.propertyUniqueId },
  { header: 'Owner Name', width: 28, value: (r) => r.ownerName },
  { header: 'Financial Year', value: (r) => r.financialYear },
  { header: 'House Tax (Rs)', kind: 'rupees', value: (r) => r.houseTaxPaise },
  { header: 'Water Tax (Rs)', kind: 'rupees', value: (r) => r.waterTaxPaise },
  { header: 'Sewer Tax (Rs)', kind: 'rupees', value: (r) => r.sewerTaxPaise },
  { header: 'Total (Rs)', kind: 'rupees', value: (r) => r.totalPaise },
  { header: 'Reason', width: 40, value: (r) => r.reason },
  { header: 'Receipt Number', value: (r) => r.receiptNumber },
  { header: 'Issued At', width: 24, kind: 'dateTime', value: (r) => r.issuedAt },
  { header: 'Issued By', width: 28, value: (r) => r.issuedBy },
];

export function noteRoutes(ctx: ModuleContext) {
  const { router, register } = specRouter(__filename);

  register('GET', 'drcrNotes', async (req, res) => {
    const fields = fieldsOf(req);
    const page = pageOf(fields);
    const { rows, total } = await listDrcrNotes(
      ctx.pool,
      noteFiltersOf(fields),
      await ctx.scopeOf(req),
      page,
    );
    res.json({ data: rows, total, page: page.page, limit: page.limit });
  });

  register('GET', 'drcrNotes/export', async (req, res) => {
    const filters = noteFiltersOf(fieldsOf(req));
    const batches = drcrNoteBatches(ctx.pool, filters, await ctx.scopeOf(req));
    await streamWorkbook(res, `drcr-notes-${indiaDate(ctx.now())}.xlsx`, {
      heading: await exportHeading(ctx, req, 'Debit and credit notes'),
      sheetName: 'Notes',
      columns: NOTE_COLUMNS,
      batches,
    });
  });

  register('POST', 'drcrNotes', async (req, res) => {
    const input = parseWith(drcrNoteSchema, req.body);
    const command = input.kind === 'debit' ? 'IssueDebitNote' : 'IssueCreditNote';
    const { debitCreditNo, position } = await issueNote(
      ctx,
      input,
      await ctx.scopeOf(req),
      metadataOf(req, command, input.reason),
    );
    await ctx.readYourWrites(position);
    const { rows } = await listDrcrNotes(
      ctx.pool,
      { debitCreditNo },
      { zones: null, wards: null },
      { page: 1, limit: 1 },
    );
    res.status(201).json({ data: rows[0] });
  });

  return router;
}
