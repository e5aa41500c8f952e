// Test support: random but valid money histories of two properties, made the way the service makes
// them, by DECIDING each step with the real ledger decider on the state folded so far. Refused
// commands (a credit above the unpaid tax...) leave the history unchanged, as they would in the API.
import {
  DEFAULT_TAX_RULES,
  financialYearOfDate,
  payableOn,
  ruleSetOffers,
  type RecordedEvent,
} from '@ptax/contracts';
import type { LedgerCommand } from './commands';
import {
  addDays,
  at,
  decideOn,
  other,
  standing,
  yearBefore,
  type PendingShift,
  type Step,
  type Who,
  type World,
} from './simulatedWorld';

export * from './simulatedWorld';

const common = (world: World, who: Who) => ({
  propertyUniqueId: world.accounts[who].id,
  at: at(world.day),
  rules: DEFAULT_TAX_RULES,
});

function payment(world: World, who: Who, amountPaise: number, online: boolean): LedgerCommand {
  const txnId = `txn-${world.serial + 1}`;
  return {
    type: 'ReceivePayment',
    ...common(world, who),
    txnId,
    receiptNumber: `R-${txnId}`,
    mode: online ? 'online' : 'cash',
    amountPaise,
    offers: ruleSetOffers(financialYearOfDate(world.day), DEFAULT_TAX_RULES),
    criteriaMet: online ? ['online'] : [],
  };
}

/** The command a step stands for in this world, or null when it has nothing to act on. */
export function commandOf(world: World, step: Step, payable: (who: Who) => number): LedgerCommand | null {
  const thisYear = financialYearOfDate(world.day);
  switch (step.kind) {
    case 'demand': {
      const financialYear = yearBefore(thisYear, step.yearsBack);
      const demandId = `demand-${financialYear}-${world.serial + 1}`;
      const base = { ...common(world, step.who), demandId, financialYear, arvPaise: 1_000_000 };
      return { type: 'RaiseDemand', ...base, ruleSetId: 'rules', amounts: step.amounts, concessions: [] };
    }
    case 'pay':
      return payment(world, step.who, step.amountPaise, step.online);
    case 'payInFull': {
      const amount = payable(step.who);
      return amount > 0 ? payment(world, step.who, amount, step.online) : null;
    }
    case 'note':
      return {
        type: 'IssueNote',
        ...common(world, step.who),
        kind: step.credit ? 'credit' : 'debit',
        noteId: `note-${world.serial + 1}`,
        debitCreditNo: `${step.credit ? 'CN' : 'DN'}-${world.serial + 1}`,
        financialYear: yearBefore(thisYear, step.yearsBack),
        amounts: step.amounts,
        reason: 'Survey correction',
      };
    case 'correct':
      return {
        type: 'CorrectArrears',
        ...common(world, step.who),
        financialYear: yearBefore(thisYear, step.yearsBack),
        revised: step.revised,
        receiptNumber: `AC-${world.serial + 1}`,
      };
    case 'reverse': {
      const candidates = standing(world.accounts[step.who]);
      if (candidates.length === 0) return null;
      const txnId = candidates[step.pick % candidates.length].txnId;
      return {
        type: 'ReversePayment',
        txnId,
        reason: 'cancelled',
        remarks: 'Cheque bounced',
        at: at(world.day),
      };
    }
    case 'shiftOut': {
      const toPropertyUniqueId = world.accounts[other(step.who)].id;
      // Any standing payment, including one shifted here and back before (A -> B -> A -> B).
      const candidates = standing(world.accounts[step.who]);
      if (candidates.length === 0) return null;
      const txnId = candidates[step.pick % candidates.length].txnId;
      return { type: 'ShiftPaymentOut', txnId, toPropertyUniqueId, requestedBy: 'Clerk', at: at(world.day) };
    }
    default:
      return null;
  }
}

export function shiftInCommand(world: World, shift: PendingShift): LedgerCommand {
  return {
    type: 'ShiftPaymentIn',
    ...common(world, shift.to),
    txnId: shift.txnId,
    fromPropertyUniqueId: world.accounts[shift.from].id,
    amountPaise: shift.amountPaise,
    requestedBy: 'Clerk',
  };
}

/** What a full payment today would have to be (after the rebate it would earn). */
export function payableToday(world: World, who: Who, online: boolean): number {
  return payableOn(world.accounts[who].state.ledger, {
    onDate: world.day,
    rules: DEFAULT_TAX_RULES,
    offers: ruleSetOffers(financialYearOfDate(world.day), DEFAULT_TAX_RULES),
    criteriaMet: online ? ['online'] : [],
  }).payablePaise;
}

/** Completes a shift on its target, as the process manager does (idempotent on txn id and source). */
export function deliverShift(world: World, shift: PendingShift): RecordedEvent[] {
  world.inFlight = world.inFlight.filter((s) => s !== shift);
  return decideOn(world, shift.to, shiftInCommand(world, shift));
}

/** Plays one step; answers the events it recorded per property. */
export function play(world: World, step: Step): Record<Who, RecordedEvent[]> {
  const recorded: Record<Who, RecordedEvent[]> = { A: [], B: [] };
  if (step.kind === 'wait') {
    world.day = addDays(world.day, step.days);
    return recorded;
  }
  if (step.kind === 'deliverShift') {
    if (world.inFlight.length === 0) return recorded;
    const shift = world.inFlight[step.pick % world.inFlight.length];
    recorded[shift.to] = deliverShift(world, shift);
    return recorded;
  }
  const online = 'online' in step && step.online;
  const command = commandOf(world, step, (who) => payableToday(world, who, online));
  if (!command) return recorded;
  recorded[step.who] = decideOn(world, step.who, command);
  const out = recorded[step.who].find((e) => e.type === 'PaymentShiftedOut');
  if (step.kind === 'shiftOut' && out) {
    const data = out.data as { txnId: string; amountPaise: number };
    const shift: PendingShift = {
      txnId: data.txnId,
      from: step.who,
      to: other(step.who),
      amountPaise: data.amountPaise,
    };
    world.inFlight.push(shift);
    if (step.deliverNow) recorded[shift.to] = deliverShift(world, shift);
  }
  return recorded;
}
