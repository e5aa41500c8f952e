// One property as the ledger read model keeps it in memory while a batch is applied: what the
// ledger_accounts row holds, plus which of its years the batch changed (only those are rewritten).
import { initialLedgerState, type LedgerState } from '@ptax/contracts';

/** The latest PropertyAssessed of a year: what a demand for the year is raised from. */
export interface YearAssessment {
  ruleSetVersion: number;
  inputsFingerprint: string;
  arvPaise: number;
  housePaise: number;
  waterPaise: number;
  sewerPaise: number;
  concessions: {
    head: 'house' | 'water' | 'sewer';
    reason: string;
    percentage: number;
    amountPaise: number;
  }[];
  assessedAt: string;
  /** The stream revision of the PropertyAssessed event. */
  revision: number;
}

export type AccountStatus = 'absent' | 'active' | 'deleted';

export interface LedgerAccount {
  propertyUniqueId: string;
  /** The property stream's revision of the last event applied (-1: none yet). */
  revision: number;
  zoneId: string | null;
  wardId: string | null;
  mohallaId: string | null;
  /** The register's house category (residential / nonresidential): the usage of the demand reports. */
  houseCategory: string | null;
  ownerName: string | null;
  status: AccountStatus;
  state: LedgerState;
  assessments: Record<string, YearAssessment>;
  /** Stream revision of each year's latest DemandRaised. */
  demandRevisions: Record<string, number>;
}

export const newAccount = (propertyUniqueId: string): LedgerAccount => ({
  propertyUniqueId,
  revision: -1,
  zoneId: null,
  wardId: null,
  mohallaId: null,
  houseCategory: null,
  ownerName: null,
  status: 'absent',
  state: initialLedgerState,
  assessments: {},
  demandRevisions: {},
});

/**
 * What a batch changed about one account: each changed year with the revision of the last event that
 * changed it, and the revision of the last move or deletion (then every year's row is rewritten).
 * A year row carries that revision, so its rows do not depend on where batches were cut.
 */
export interface AccountChanges {
  years: Map<string, number>;
  allYears: number | null;
}
