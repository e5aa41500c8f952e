// Test support: a city of a few thousand properties with random money histories DECIDED by the real
// ledger decider (ledger/simulatedHistory.ts: demands over several years, part and full payments in
// cash and online with rebates and interest, notes, corrections, cancels and shifts), spread over
// zones, wards and mohallas; some properties move to another ward part-way and a few are deleted.
import type { RecordedEvent } from '@ptax/contracts';
import { newWorld, play, type Step, type Who, type World } from '../ledger/simulatedHistory';

export const ZONES = ['z1', 'z2', 'z3'];
export const wardsOf = (zone: string) => [1, 2, 3].map((n) => `${zone}-w${n}`);
export const mohallasOf = (ward: string) => [1, 2, 3].map((n) => `${ward}-m${n}`);
const MOHALLAS = ZONES.flatMap((zone) => wardsOf(zone).flatMap(mohallasOf));

export interface Place {
  zoneId: string;
  wardId: string;
  mohallaId: string;
}

export const placeOfMohalla = (mohallaId: string): Place => {
  const [zone, ward] = mohallaId.split('-');
  return { zoneId: zone, wardId: `${zone}-${ward}`, mohallaId };
};

/** A small deterministic generator, so the city is the same on every run. */
export function random(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return Math.floor((state / 2_147_483_648) * n);
  };
}

const YEARS = [2023, 2024, 2025];

/** Three years of one pair: each year's demands in April, then payments, notes and the rest on later days. */
function stepsOf(pick: (n: number) => number): Step[] {
  const who = (): Who => (pick(2) === 0 ? 'A' : 'B');
  const heads = (rupees: number) => ({
    house: (1 + pick(rupees)) * 100,
    water: pick(3) === 0 ? 0 : (1 + pick(rupees / 2)) * 100,
    sewer: pick(4) === 0 ? 0 : (1 + pick(rupees / 5)) * 100,
  });
  const paise = () => ({ house: pick(200_000), water: pick(50_000), sewer: pick(20_000) });
  const steps: Step[] = [];
  YEARS.forEach((year, index) => {
    if (index > 0) steps.push({ kind: 'wait', days: 0 });
    for (const w of ['A', 'B'] as const)
      steps.push({ kind: 'demand', who: w, yearsBack: 0, amounts: heads(12_000) });
    if (pick(6) === 0) steps.push({ kind: 'demand', who: who(), yearsBack: 1, amounts: heads(8_000) });
    for (let n = 2 + pick(6); n > 0; n--) {
      steps.push({ kind: 'wait', days: 5 + pick(50) });
      const online = pick(3) === 0;
      const roll = pick(20);
      if (roll < 6) steps.push({ kind: 'pay', who: who(), amountPaise: 1 + pick(1_500_000), online });
      else if (roll < 10) steps.push({ kind: 'payInFull', who: who(), online });
      else if (roll < 12)
        steps.push({ kind: 'note', who: who(), credit: pick(2) === 0, yearsBack: pick(2), amounts: paise() });
      else if (roll < 13) steps.push({ kind: 'correct', who: who(), yearsBack: 1, revised: paise() });
      else if (roll < 16) steps.push({ kind: 'reverse', who: who(), pick: pick(10) });
      else if (roll < 18)
        steps.push({ kind: 'shiftOut', who: who(), pick: pick(10), deliverNow: pick(3) > 0 });
      else steps.push({ kind: 'deliverShift', pick: pick(10) });
    }
  });
  return steps;
}

/** The world's day moves to 1 April (plus a few days) of each year in turn, whatever the steps waited. */
function playYears(world: World, steps: Step[], pick: (n: number) => number) {
  let year = 0;
  for (const step of steps) {
    if (step.kind === 'wait' && step.days === 0) {
      year += 1;
      const start = `${YEARS[year]}-04-${String(1 + pick(20)).padStart(2, '0')}`;
      if (world.day < start) world.day = start;
      continue;
    }
    play(world, step);
  }
}

const withRevisions = (events: RecordedEvent[]) => events.map((event, revision) => ({ ...event, revision }));

/** The events of `worlds` pairs of properties, stream by stream, with positions across the city. */
export function buildCity(worlds: number, seed = 11): RecordedEvent[] {
  const pick = random(seed);
  const streams: RecordedEvent[][] = [];
  for (let w = 0; w < worlds; w++) {
    const id = (who: string) => `PROPERTY${who}${String(w).padStart(8, '0')}`;
    const world = newWorld({ A: id('A'), B: id('B') });
    playYears(world, stepsOf(pick), pick);
    for (const account of Object.values(world.accounts)) {
      const place = placeOfMohalla(MOHALLAS[pick(MOHALLAS.length)]);
      const events = account.events.map((event) =>
        event.type === 'PropertyRegistered'
          ? {
              ...event,
              data: {
                ...(event.data as object),
                details: { ...(event.data as { details: object }).details, ...place },
              },
            }
          : event,
      );
      const roll = pick(100);
      if (roll < 20 && events.length > 2) {
        // Moved to another mohalla part-way through its history.
        const at = 1 + pick(events.length - 1);
        const changes = placeOfMohalla(MOHALLAS[pick(MOHALLAS.length)]);
        const edited: RecordedEvent = {
          ...events[at - 1],
          id: `${account.id}-moved`,
          type: 'PropertyEdited',
          data: { propertyUniqueId: account.id, changes, editedAt: events[at - 1].recordedAt },
        };
        events.splice(at, 0, edited);
      } else if (roll < 22) {
        const last = events[events.length - 1];
        events.push({
          ...last,
          type: 'PropertyDeleted',
          data: { propertyUniqueId: account.id, reason: 'Duplicate entry', deletedAt: last.recordedAt },
        });
      }
      streams.push(withRevisions(events));
    }
  }
  // Positions are global; the order between streams does not matter: each ledger folds its own stream.
  return streams
    .flat()
    .map((event, index) => ({ ...event, position: index + 1, checkpoint: String(index + 1) }));
}
