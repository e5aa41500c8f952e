// Property-based: random buildings with random money histories, split at random through the real
// call. "No rupee created or lost" (docs/DECISIONS.md): everything the parent owed or held before
// stays on it unchanged but this year's demand; where this year had been billed, each part's demand
// is the engine's answer for its own floors and plot; the parts' dues add up, to the paisa, to the
// parent's before less its old demand of the year plus the parts' new ones; no payment moves. And
// the auditor's replay of every part agrees with the read model.
import fc from 'fast-check';
import { heads, sumHeads, type LedgerState } from '@ptax/contracts';
import { findLedgerAccount, findProperty } from '@ptax/projections';
import { compareWithReadModel, replay } from '../audit/replay';
import {
  buildingArb,
  historyArb,
  netDues,
  playStep,
  shares,
  standing,
  today,
  weightsArb,
  wouldOverpay,
  type Building,
} from './splitHistory';
import { SplitTestBed, THIS_YEAR, type TestFloor } from './testing';

jest.setTimeout(600_000);

let t: SplitTestBed;
beforeAll(async () => {
  t = await SplitTestBed.start();
});
afterAll(() => t.stop());

interface Part {
  plotArea: number;
  floors: { floor: TestFloor; areaSqft: number; premiseId: string }[];
}

/** Each part's plot and floor areas (parent first), from weights per quantity. */
function partsOf(building: Building, premiseIds: string[], weights: number[][], count: number): Part[] {
  const parts: Part[] = Array.from({ length: count }, () => ({ plotArea: 0, floors: [] }));
  shares(building.plotArea * 100, weights[0]).forEach(
    (hundredths, i) => (parts[i].plotArea = hundredths / 100),
  );
  building.floors.forEach((floor, f) =>
    shares(floor.areaSqft * 100, weights[f + 1]).forEach((hundredths, i) => {
      if (hundredths > 0)
        parts[i].floors.push({ floor, areaSqft: hundredths / 100, premiseId: premiseIds[f] });
    }),
  );
  return parts;
}

const requestOf = (parts: Part[]) => {
  const body = (part: Part) => ({
    plotArea: part.plotArea,
    floors: part.floors.map((f) => ({ propertyPremiseId: f.premiseId, areaSqft: f.areaSqft })),
  });
  return { parent: body(parts[0]), children: parts.slice(1).map(body) };
};

const engineOf = (part: Part) =>
  t.engineTax(
    part.floors.map((f) => ({ ...f.floor, areaSqft: f.areaSqft })),
    part.plotArea,
  );

/**
 * The ledger but this year's demand and where advance credit went: advance credit stays with the
 * parent, and the ledger applies it to the parent's own new demand as it does to any demand.
 */
function withoutThisYearsDemand(ledger: LedgerState) {
  const year = ledger.years[THIS_YEAR];
  const { advancePaise: _advance, ...rest } = ledger;
  if (!year) return rest;
  const { demand: _d, demandId: _id, arvPaise: _arv, principalPaid, advanceApplied, ...kept } = year;
  const paidDirectly = heads(
    principalPaid.house - advanceApplied.house,
    principalPaid.water - advanceApplied.water,
    principalPaid.sewer - advanceApplied.sewer,
  );
  return { ...rest, years: { ...ledger.years, [THIS_YEAR]: { ...kept, paidDirectly } } };
}

/** Advance credit held or applied: the split neither makes nor takes any. */
const advanceHeld = (ledger: LedgerState) =>
  ledger.advancePaise + Object.values(ledger.years).reduce((sum, y) => sum + sumHeads(y.advanceApplied), 0);

async function expectReplayAgrees(id: string) {
  const row = await findLedgerAccount(t.ctx.pool, id);
  const replayed = replay(await t.eventsOf(id));
  expect(compareWithReadModel(replayed, row && { revision: row.revision, state: row.state })).toEqual([]);
}

const splitCase = fc
  .tuple(buildingArb, historyArb, fc.integer({ min: 1, max: 3 }))
  .chain(([building, history, children]) =>
    fc.tuple(
      fc.constant(building),
      fc.constant(history),
      fc.array(weightsArb(children + 1), {
        minLength: building.floors.length + 1,
        maxLength: building.floors.length + 1,
      }),
    ),
  );

describe('a split, over random buildings, histories and splits', () => {
  it('creates or loses no rupee, bills each part as the engine says, and replays as the read model shows', async () => {
    const outcomes = { split: 0, billed: 0, refusedOverpaid: 0, refusedEmpty: 0 };
    await fc.assert(
      fc.asyncProperty(splitCase, async ([building, history, weights]) => {
        const id = await t.property(building.floors, building.plotArea, {
          sewerageConnectionAvailable: 'false',
        });
        for (const s of history) await playStep(t, id, s);
        const premiseIds = (await t.floorsOf(id)).map((floor) => floor.propertyPremiseId);
        const parts = partsOf(building, premiseIds, weights, weights[0].length);
        const before = await t.ledgerOf(id);
        const onDate = today(t);
        const head = await t.head();
        const response = await t.split(id, requestOf(parts));

        if (parts.some((part) => part.plotArea === 0 && part.floors.length === 0)) {
          expect(response.status).toBe(400);
          expect(await t.head()).toBe(head);
          outcomes.refusedEmpty++;
          return;
        }
        const engine = await Promise.all(parts.map(engineOf));
        if (wouldOverpay(before, THIS_YEAR, engine[0].tax)) {
          expect(response.status).toBe(409);
          expect(await t.head()).toBe(head);
          outcomes.refusedOverpaid++;
          return;
        }
        expect(response.status).toBe(200);
        outcomes.split++;
        const ids: string[] = [id, ...response.body.data.newPropertyUniqueIds];
        const after = await Promise.all(ids.map((part) => t.ledgerOf(part)));
        const billed = Boolean(before.years[THIS_YEAR]?.demandId);
        expect(response.body.data.billNow).toBe(billed);
        if (billed) outcomes.billed++;

        // Everything the parent owed or held stays: earlier years, interest, advance, payments.
        expect(withoutThisYearsDemand(after[0])).toEqual(withoutThisYearsDemand(before));
        expect(advanceHeld(after[0])).toBe(advanceHeld(before));
        // Each part's demand of the year is the engine's answer for its own floors and plot.
        after.forEach((ledger, i) => {
          if (billed)
            expect(ledger.years[THIS_YEAR]).toMatchObject({
              demand: engine[i].tax,
              arvPaise: engine[i].arvPaise,
            });
          if (i > 0) {
            expect(Object.keys(ledger.years)).toEqual(billed ? [THIS_YEAR] : []);
            expect(ledger.payments).toEqual({});
            expect(ledger.advancePaise).toBe(0);
          }
        });
        // The parts' dues add up to the parent's before, less its old demand, plus the new ones.
        const oldDemand = billed ? sumHeads(before.years[THIS_YEAR].demand) : 0;
        const newDemands = billed ? engine.reduce((sum, e) => sum + sumHeads(e.tax), 0) : 0;
        const owed = after.reduce((sum, ledger) => sum + netDues(ledger, onDate), 0);
        expect(owed).toBe(netDues(before, onDate) - oldDemand + newDemands);
        // No payment moved or appeared; no year of the parent was left overpaid by the split.
        expect(after.map(standing)).toEqual([standing(before), ...after.slice(1).map(() => ({}))]);

        // The register: the parent keeps its share, each part points at the other.
        const parentRow = await findProperty(t.ctx.pool, id);
        expect(parentRow).toMatchObject({
          plotArea: parts[0].plotArea,
          splitIntoPropertyUniqueIds: [...ids.slice(1)].sort(),
        });
        for (const child of ids.slice(1))
          expect(await findProperty(t.ctx.pool, child)).toMatchObject({ splitFromPropertyUniqueId: id });
        for (const part of ids) await expectReplayAgrees(part);
      }),
      { numRuns: 25 },
    );
    // The runs covered splits of billed years (refusals are checked too, but are not the point).
    expect(outcomes.billed).toBeGreaterThan(0);
  });
});
