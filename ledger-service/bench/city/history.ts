// The money history of a pair of properties of the generated city, decided day by day with the real
// deciders (property register, ledger, payment) on the states folded so far: registration, each
// year's assessment and demand, payments in every mode (src/seed/history/payments.ts, shared with the
// demo city's payments), debit and credit notes, and arrears corrections.
import { financialYearOfDate, propertyStream } from '@ptax/contracts';
import { evolveAccount, initialAccountState, type AccountState } from '../../src/ledger/account';
import { decideLedger } from '../../src/ledger/decide';
import { raiseDemandCommand } from '../../src/demands/demandDecision';
import { propertyDecider } from '../../src/properties/decide';
import { noteNumber } from '../../src/notes/issueNote';
import { assessed } from '../../src/tax/recordAssessments';
import { uuidFrom } from '../../src/tax/fingerprint';
import { onLedger, type Account, type PayContext, type PayTally } from '../../src/seed/history/context';
import type { Counters } from '../../src/seed/history/counters';
import { at, dayQueue, type Queue } from '../../src/seed/history/days';
import { pay } from '../../src/seed/history/payments';
import { streamRecorder } from '../../src/seed/history/recorder';
import type { CityMasters } from './masters';
import { assessmentInput, type CityFiles, type CityProperty } from './properties';
import { scheduleOf, type Scheduled } from './schedule';

export interface HistoryTally extends PayTally {
  notAssessed: number;
}

interface Ctx extends PayContext {
  masters: CityMasters;
  counters: Counters;
  tally: HistoryTally;
}

type CityAccount = Account & { property: CityProperty };

const hundreds = (paise: number) => Math.floor(paise / 10_000) * 10_000;
const rulesOf = (ctx: Ctx, day: string) => ctx.masters.rulesByYear[financialYearOfDate(day)];

function assessAndDemand(ctx: Ctx, account: CityAccount, financialYear: string, day: string) {
  const { ruleSet } = ctx.masters.rulesByYear[financialYear];
  const p = account.property;
  const input = assessmentInput(p, financialYear, ctx.masters.factors);
  const place = {
    propertyUniqueId: account.stream.slice('property-'.length),
    zoneId: p.details.zoneId,
    wardId: p.details.wardId,
    mohallaId: p.details.mohallaId,
    houseCategory: p.details.houseCategory,
    category: p.details.category,
    subCategory: p.details.subCategory,
  };
  const when = at(day, 10);
  const outcome = assessed({ ...place, input }, ruleSet, () => Date.parse(when));
  if ('message' in outcome) {
    ctx.tally.notAssessed++;
    return;
  }
  account.record([{ type: 'PropertyAssessed', version: 1, data: outcome }], when, 'CalculateMohallaTax');
  const command = raiseDemandCommand(place.propertyUniqueId, financialYear, outcome, at(day), ruleSet);
  onLedger(ctx, account, command);
}

function note(ctx: Ctx, account: CityAccount, credit: boolean, financialYear: string, day: string) {
  const year = account.state.ledger.years[financialYear];
  if (!year) return;
  const share = credit ? 0.1 : 0.05 + 0.15 * ctx.random();
  const demand = year.demand ?? { house: 0, water: 0, sewer: 0 };
  const amounts = { house: hundreds(demand.house * share), water: hundreds(demand.water * share), sewer: 0 };
  const kind = credit ? ('credit' as const) : ('debit' as const);
  const noteId = uuidFrom(`${ctx.idSeed}|note|${account.stream}|${day}|${kind}`);
  const base = {
    type: 'IssueNote' as const,
    kind,
    propertyUniqueId: account.stream.slice('property-'.length),
    noteId,
    financialYear,
    amounts,
    reason: credit ? 'Area measured again: smaller' : 'Floor added without notice',
    at: at(day),
    rules: rulesOf(ctx, day).rules,
  };
  // As issueNote.ts: the decider is asked first, so a refusal takes no number.
  try {
    decideLedger(account.state, { ...base, debitCreditNo: 'pending' });
  } catch {
    ctx.tally.refused++;
    return;
  }
  const issuedIn = financialYearOfDate(day);
  const serial = ctx.counters.next(`${kind}Note-${issuedIn}`, `${kind} note`, noteId, at(day));
  onLedger(ctx, account, { ...base, debitCreditNo: noteNumber(kind, issuedIn, serial) });
}

function correct(ctx: Ctx, account: CityAccount, financialYear: string, day: string) {
  const demand = account.state.ledger.years[financialYear]?.demand;
  if (!demand) return;
  const share = 0.85 + 0.1 * ctx.random();
  const revised = { house: hundreds(demand.house * share), water: demand.water, sewer: demand.sewer };
  const receiptNumber = `AC/${financialYear}/${account.property.index + 1}`;
  const propertyUniqueId = account.stream.slice('property-'.length);
  const rules = rulesOf(ctx, day).rules;
  onLedger(ctx, account, {
    type: 'CorrectArrears',
    propertyUniqueId,
    financialYear,
    revised,
    receiptNumber,
    remarks: 'Survey of the ward',
    at: at(day),
    rules,
  });
}

/**
 * What the generated city's payments are like: one cheque in 25 bounces, one counter receipt in 50
 * is cancelled, one payment in 70 is shifted.
 */
export const CITY_ODDS = { bounced: 0.04, cancelled: 0.02, shifted: 1 / 70 };

/** Registers the pair, plays its schedule day by day, and adds its streams to ctx.appends. */
export function pairHistory(ctx: Ctx, properties: CityProperty[], images: CityFiles['images']) {
  const registeredOn = `${ctx.masters.years[0].slice(0, 4)}-04-01`;
  const pair: CityAccount[] = properties.map((property) => {
    const id = ctx.counters.propertyId(property.mohalla, at(registeredOn, 9));
    const recorder = streamRecorder<AccountState>(propertyStream(id), initialAccountState, evolveAccount, {
      metadata: ctx.metadata,
      idSeed: ctx.idSeed,
    });
    const account = Object.assign(recorder, { property });
    const register = {
      type: 'RegisterProperty' as const,
      propertyUniqueId: id,
      details: property.details,
      floors: property.floors,
      images: images as never,
      at: at(registeredOn, 9),
    };
    account.decide(
      (s: AccountState, c: typeof register) => propertyDecider.decide(s.property, c),
      register,
      at(registeredOn, 9),
    );
    return account;
  });
  const queue = dayQueue();
  const scheduled: Scheduled[] = pair.flatMap((_, who) =>
    scheduleOf(ctx.random, who as 0 | 1, ctx.masters, ctx.today),
  );
  for (const s of scheduled) queue.push(s.day, () => play(ctx, queue, pair, s));
  queue.play();
  for (const account of pair) ctx.appends.push(account.append());
}

function play(ctx: Ctx, queue: Queue, pair: CityAccount[], s: Scheduled) {
  const account = pair[s.who];
  const step = s.step;
  if (step.kind === 'demand') assessAndDemand(ctx, account, step.financialYear, s.day);
  else if (step.kind === 'pay')
    pay(ctx, queue, pair, s.who, { day: s.day, mode: step.mode, amount: step.amount });
  else if (step.kind === 'note') note(ctx, account, step.credit, step.financialYear, s.day);
  else correct(ctx, account, step.financialYear, s.day);
}

export type HistoryContext = Ctx;
