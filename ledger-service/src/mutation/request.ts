// POST mutations: a change of owner requested for a property on the register, within the caller's
// zones and wards, while it owes nothing and has no other mutation open. Everything is checked before
// anything is written; then the documents are stored, the mutation takes the next number of its
// financial year's series (MUT-2026-27-000001), MutationRequested is appended with the fee worked out
// from the table in force today, and its process charges the fee on the property's ledger.
import {
  duesOn,
  financialYearOfDate,
  indiaDate,
  mutationFee,
  mutationStream,
  propertyStream,
  rupeesToPaise,
  MUTATION_MESSAGES,
  type EventMetadata,
  type MutationInput,
} from '@ptax/contracts';
import { openMutationOf } from '@ptax/projections';
import { exclusively } from '../db/exclusive';
import { handleCommand } from '../eventsourcing/commandHandler';
import { createSerialAllocator } from '../eventsourcing/serialNumbers';
import { badRequest, conflict } from '../http/errors';
import type { AccessScope } from '../http/scope';
import { evolveAccount, initialAccountState } from '../ledger/account';
import { rulesOn } from '../ledger/rules';
import type { ModuleContext } from '../moduleContract';
import { storeDocuments, type CheckedDocument } from '../objection/documents';
import { propertyInScope } from '../objection/upload';
import { mutationDecider, MUTATION_DECISIONS, type MutationCommand } from './decide';
import { feeTableInForce } from './feeTable';
import { initialMutationState, mutationNumber, mutationSeries } from './mutation';
import { completeMutation } from './process';

const blankless = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== null && v !== '')) as T;

/** What the property owes today (taxes, interest, earlier fees), less advance credit. */
async function owedToday(ctx: ModuleContext, propertyUniqueId: string, today: string): Promise<number> {
  const account = (await ctx.store.readStream(propertyStream(propertyUniqueId))).reduce(
    evolveAccount,
    initialAccountState,
  );
  const { rules } = await rulesOn(ctx.pool, today);
  return duesOn(account.ledger, today, rules).totalPaise;
}

export async function requestMutation(
  ctx: ModuleContext,
  input: MutationInput,
  documents: CheckedDocument[],
  scope: AccessScope,
  metadata: EventMetadata,
): Promise<{ mutationId: string; position: number }> {
  if (documents.length === 0)
    throw badRequest(MUTATION_MESSAGES.documentsRequired, { documents: MUTATION_MESSAGES.documentsRequired });
  const property = await propertyInScope(ctx, input.propertyUniqueId, scope);
  // One request per property at a time, on every instance: two at once would both find none open.
  const outcome = await exclusively(ctx.pool, `mutation-of-${input.propertyUniqueId}`, async () => {
    const open = await openMutationOf(ctx.pool, input.propertyUniqueId);
    if (open) throw conflict(MUTATION_DECISIONS.open(open));
    const at = new Date(ctx.now()).toISOString();
    const today = indiaDate(at);
    const documentValuePaise = rupeesToPaise(input.documentValue);
    const marketValuePaise = rupeesToPaise(input.marketValue);
    const table = await feeTableInForce(ctx.pool, today);
    const owedPaise = await owedToday(ctx, input.propertyUniqueId, today);
    const { ownerName, fatherName, husbandName } = property.details;
    const command = (mutationId: string, stored: { id: string; name: string }[]): MutationCommand => ({
      type: 'RequestMutation',
      mutationId,
      propertyUniqueId: input.propertyUniqueId,
      reason: input.reason,
      owner: blankless({
        ownerName: input.ownerName,
        fatherName: input.fatherName ?? undefined,
        husbandName: input.husbandName ?? undefined,
        mobileNumber: input.mobileNumber,
        houseNumber: input.houseNumber ?? undefined,
        ptinNo: input.PTINNo,
      }),
      previousOwner: blankless({ ownerName, fatherName, husbandName }),
      deedNumber: input.deedNumber,
      deedDate: input.deedDate,
      documentValuePaise,
      marketValuePaise,
      documents: stored,
      fee: mutationFee(
        {
          reason: input.reason,
          documentValuePaise,
          marketValuePaise,
          deedDate: input.deedDate,
          requestDate: today,
        },
        table,
      ),
      owedPaise,
      today,
      at,
    });
    // Refused (owes, a deed dated after today) before a file is stored or a number is taken.
    mutationDecider.decide(initialMutationState, command('MUT-CHECK', []));
    const stored = await storeDocuments(ctx.files, documents, 'mutation-documents');
    const financialYear = financialYearOfDate(today);
    const serial = await createSerialAllocator(ctx.store, ctx.now).nextInSeries(
      mutationSeries(financialYear),
      { purpose: 'mutation', reference: input.propertyUniqueId },
      metadata,
    );
    const mutationId = mutationNumber(financialYear, serial);
    const requested = await handleCommand(
      ctx.store,
      mutationStream(mutationId),
      mutationDecider,
      command(mutationId, stored),
      { ...metadata, correlationId: mutationId },
    );
    // The next request of this property (after the lock) must find this one open.
    await ctx.readYourWrites(requested.position);
    const charged = await completeMutation(ctx, mutationId, metadata);
    return { mutationId, position: Math.max(requested.position, charged.position) };
  });
  if (outcome.busy) throw conflict(MUTATION_DECISIONS.requestBusy);
  return outcome.value;
}
