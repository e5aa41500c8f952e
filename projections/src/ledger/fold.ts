// Pure: one event of a property stream moves the account kept in memory for the batch. The ledger
// itself is contracts' evolveLedger (the same fold the money decisions use); around it, where the
// property sits, its latest assessment per year and the revision of each year's demand.
import {
  evolveLedger,
  type PropertyAssessedData,
  type PropertyDetails,
  type PropertyStreamEvent,
  type RecordedEvent,
} from '@ptax/contracts';
import { PROPERTY_EVENT_TYPES } from '../properties/handlers';
import type { AccountChanges, LedgerAccount } from './account';

export const MONEY_EVENT_TYPES = [
  'DemandRaised',
  'RebateGranted',
  'InterestCharged',
  'ArrearsCorrected',
  'DebitNoteIssued',
  'CreditNoteIssued',
  'PaymentReceived',
  'PaymentReversed',
  'PaymentShiftedOut',
  'PaymentShiftedIn',
  'MutationFeeCharged',
  'MutationFeeWaived',
] as const satisfies readonly PropertyStreamEvent['type'][];

/**
 * Every event type of a property stream: the register's events keep the revision level with the
 * stream's, so a bulk demand run can append at the revision this read model shows.
 */
export const LEDGER_HANDLED_TYPES: readonly string[] = [
  ...PROPERTY_EVENT_TYPES,
  'PropertyAssessed',
  ...MONEY_EVENT_TYPES,
  // A notice moves no money; it keeps the revision level (the type is new: nothing to rebuild).
  'NoticeIssued',
];

export const PROPERTY_STREAM_PREFIX = 'property-';

type Changes = Partial<Record<keyof PropertyDetails, unknown>>;

/** Place, usage and owner from the register's events; true when place, usage or status moved. */
function applyRegister(account: LedgerAccount, event: RecordedEvent): boolean {
  const data = event.data as Record<string, unknown>;
  switch (event.type) {
    case 'PropertyRegistered': {
      const details = data.details as PropertyDetails;
      account.zoneId = details.zoneId;
      account.wardId = details.wardId;
      account.mohallaId = details.mohallaId;
      account.houseCategory = details.houseCategory;
      account.ownerName = details.ownerName;
      account.status = 'active';
      return true;
    }
    case 'PropertyEdited': {
      const changes = data.changes as Changes;
      if (typeof changes.ownerName === 'string') account.ownerName = changes.ownerName;
      let moved = false;
      for (const [key, field] of [
        ['zoneId', 'zoneId'],
        ['wardId', 'wardId'],
        ['mohallaId', 'mohallaId'],
        ['houseCategory', 'houseCategory'],
      ] as const) {
        const value = changes[key];
        if (typeof value === 'string' && value !== account[field]) {
          account[field] = value;
          moved = true;
        }
      }
      return moved;
    }
    case 'OwnerDetailsUpdated':
      account.ownerName = data.ownerName as string;
      return false;
    case 'PropertyDeleted':
      account.status = 'deleted';
      return true;
    default:
      return false;
  }
}

function applyAssessment(account: LedgerAccount, event: RecordedEvent, changes: AccountChanges): void {
  const d = event.data as PropertyAssessedData;
  account.assessments = {
    ...account.assessments,
    [d.financialYear]: {
      ruleSetVersion: d.ruleSetVersion,
      inputsFingerprint: d.inputsFingerprint,
      arvPaise: d.arvPaise,
      housePaise: d.housePaise,
      waterPaise: d.waterPaise,
      sewerPaise: d.sewerPaise,
      concessions: d.concessions,
      assessedAt: d.assessedAt,
      revision: event.revision,
    },
  };
  changes.years.set(d.financialYear, event.revision);
}

/**
 * Applies the event to the account (in place: the account belongs to the batch) and notes what
 * changed. An event at or below the account's revision was applied before (a replay): it is skipped.
 */
export function applyToAccount(
  account: LedgerAccount,
  event: RecordedEvent,
  changes: AccountChanges,
): boolean {
  if (event.revision <= account.revision) return false;
  account.revision = event.revision;
  if (applyRegister(account, event)) changes.allYears = event.revision;
  if (event.type === 'PropertyAssessed') applyAssessment(account, event, changes);
  const before = account.state;
  const after = evolveLedger(before, event);
  if (after !== before) {
    // evolveLedger copies only the years it changes, so unchanged years keep their identity.
    for (const [year, value] of Object.entries(after.years))
      if (before.years[year] !== value) changes.years.set(year, event.revision);
    account.state = after;
  }
  if (event.type === 'DemandRaised') {
    const { financialYear } = event.data as { financialYear: string };
    account.demandRevisions = { ...account.demandRevisions, [financialYear]: event.revision };
    changes.years.set(financialYear, event.revision);
  }
  return true;
}
