// Issuing a debit or credit note: the decider is asked first (a credit above the unpaid tax, a
// deleted property... are refused before a number is taken, so refusals leave no gap in the
// series), then the note gets the next number of its series for the financial year it is issued
// in (DN-2026-27-000001 / CN-...), then IssueNote is appended (it charges the year's accrued
// interest first).
import { randomUUID } from 'node:crypto';
import {
  financialYearOfDate,
  heads,
  indiaDate,
  propertyStream,
  rupeesToPaise,
  type EventMetadata,
} from '@ptax/contracts';
import { BUSY_STREAM, handleCommand } from '../eventsourcing/commandHandler';
import { createSerialAllocator } from '../eventsourcing/serialNumbers';
import { notFound } from '../http/errors';
import { assertInScope, type AccessScope } from '../http/scope';
import type { IssueNote } from '../ledger/commands';
import { ledgerDecider } from '../ledger/decide';
import { rulesOn } from '../ledger/rules';
import type { ModuleContext } from '../moduleContract';
import { PROPERTY_NOT_FOUND } from '../properties/decide';
import type { DrcrNoteInput } from './noteInput';

const PREFIX = { debit: 'DN', credit: 'CN' } as const;

/** 'DN-2026-27-000042': the series' serial padded, so numbers sort as they were issued. */
export const noteNumber = (kind: 'debit' | 'credit', financialYear: string, serial: number) =>
  `${PREFIX[kind]}-${financialYear}-${String(serial).padStart(6, '0')}`;

export async function issueNote(
  ctx: ModuleContext,
  input: DrcrNoteInput,
  scope: AccessScope,
  metadata: EventMetadata,
): Promise<{ noteId: string; debitCreditNo: string; position: number }> {
  const stream = propertyStream(input.propertyUniqueId);
  const history = await ctx.store.readStream(stream);
  const state = history.reduce(ledgerDecider.evolve, ledgerDecider.initialState);
  if (state.property.status === 'absent') throw notFound(PROPERTY_NOT_FOUND);
  assertInScope(scope, state.property.details.zoneId, state.property.details.wardId);

  const at = new Date(ctx.now()).toISOString();
  const kind = input.kind as 'debit' | 'credit';
  const noteId = randomUUID();
  const command: IssueNote = {
    type: 'IssueNote',
    kind,
    propertyUniqueId: input.propertyUniqueId,
    noteId,
    debitCreditNo: `${PREFIX[kind]}-pending`,
    financialYear: input.financialYear,
    amounts: heads(
      rupeesToPaise(input.houseTax),
      rupeesToPaise(input.waterTax),
      rupeesToPaise(input.sewerTax),
    ),
    reason: input.reason,
    ...(input.receiptNumber ? { receiptNumber: input.receiptNumber } : {}),
    at,
    rules: (await rulesOn(ctx.pool, indiaDate(at))).rules,
  };
  ledgerDecider.decide(state, command); // throws the refusal, if any, before a number is taken

  const issuedIn = financialYearOfDate(indiaDate(at));
  const serial = await createSerialAllocator(ctx.store, ctx.now).nextInSeries(
    `${kind}Note-${issuedIn}`,
    { purpose: `${kind} note`, reference: noteId },
    metadata,
  );
  const debitCreditNo = noteNumber(kind, issuedIn, serial);
  const { position } = await handleCommand(
    ctx.store,
    stream,
    ledgerDecider,
    { ...command, debitCreditNo },
    metadata,
    BUSY_STREAM,
  );
  return { noteId, debitCreditNo, position };
}
