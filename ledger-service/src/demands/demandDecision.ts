// A year's demand is the year's latest assessment (PropertyAssessed) raised as DemandRaised: its heads,
// concessions, ARV and rule set. One decision for the bulk run, the replace call and the worker.
import type { PropertyAssessedData, RecordedEvent, TaxRules } from '@ptax/contracts';
import type { Decider } from '../eventsourcing/commandHandler';
import { conflict, notFound } from '../http/errors';
import { evolveAccount, initialAccountState, type AccountState } from '../ledger/account';
import type { RaiseDemand } from '../ledger/commands';
import { decideLedger, LEDGER_MESSAGES } from '../ledger/decide';
import { uuidFrom } from '../tax/fingerprint';

export const DEMAND_MESSAGES = {
  notAssessed: (financialYear: string) => `This property has no assessment for ${financialYear}`,
} as const;

export type AssessmentForDemand = Pick<
  PropertyAssessedData,
  | 'ruleSetVersion'
  | 'inputsFingerprint'
  | 'arvPaise'
  | 'housePaise'
  | 'waterPaise'
  | 'sewerPaise'
  | 'concessions'
>;

/** The same assessment of the same property and year always gives the same demand id. */
export const demandIdOf = (propertyUniqueId: string, financialYear: string, a: AssessmentForDemand) =>
  uuidFrom(`demand:${propertyUniqueId}:${financialYear}:${a.inputsFingerprint}:${a.ruleSetVersion}`);

export const ruleSetIdOf = (financialYear: string, ruleSetVersion: number) =>
  `${financialYear}/v${ruleSetVersion}`;

export function raiseDemandCommand(
  propertyUniqueId: string,
  financialYear: string,
  a: AssessmentForDemand,
  at: string,
  rules: TaxRules,
): RaiseDemand {
  return {
    type: 'RaiseDemand',
    propertyUniqueId,
    demandId: demandIdOf(propertyUniqueId, financialYear, a),
    financialYear,
    arvPaise: a.arvPaise,
    ruleSetId: ruleSetIdOf(financialYear, a.ruleSetVersion),
    amounts: { house: a.housePaise, water: a.waterPaise, sewer: a.sewerPaise },
    concessions: a.concessions,
    at,
    rules,
  };
}

/**
 * Event ids of a bulk run: the demand and the stream revision it is appended after, so two runs that
 * take the same decision on the same state write the same ids (the store keeps each id once), while
 * raising the same assessment again later (after another demand replaced it) gets new ones.
 */
export const bulkEventId = (demandId: string, afterRevision: number, type: string) =>
  uuidFrom(`${type}|${demandId}|after:${afterRevision}`);

/** What raising a year's demand from the stream needs: the money and the latest assessments. */
export interface YearDemandState {
  account: AccountState;
  assessments: Record<string, AssessmentForDemand>;
}

export interface RaiseYearDemand {
  type: 'RaiseYearDemand';
  propertyUniqueId: string;
  financialYear: string;
  at: string;
  rules: TaxRules;
}

function evolve(state: YearDemandState, event: RecordedEvent): YearDemandState {
  const account = evolveAccount(state.account, event);
  if (event.type !== 'PropertyAssessed') return account === state.account ? state : { ...state, account };
  const d = event.data as PropertyAssessedData;
  return { account, assessments: { ...state.assessments, [d.financialYear]: d } };
}

/** handleCommand's decider: the year's latest assessment as a RaiseDemand of the ledger decider. */
export const yearDemandDecider: Decider<YearDemandState, RaiseYearDemand> = {
  initialState: { account: initialAccountState, assessments: {} },
  evolve,
  decide(state, c) {
    const { status } = state.account.property;
    if (status === 'absent') throw notFound(LEDGER_MESSAGES.propertyNotFound);
    if (status === 'deleted') throw conflict(LEDGER_MESSAGES.propertyDeleted);
    const assessment = state.assessments[c.financialYear];
    if (!assessment) throw conflict(DEMAND_MESSAGES.notAssessed(c.financialYear));
    return decideLedger(
      state.account,
      raiseDemandCommand(c.propertyUniqueId, c.financialYear, assessment, c.at, c.rules),
    );
  },
};
