import { heads, SPLIT_MESSAGES, type PropertyDetails } from '@ptax/contracts';
import type { DomainEvent } from '../eventsourcing/commandHandler';
import { given } from '../eventsourcing/givenWhenThen';
import { SPLIT_TEXT, splitDecider, type DecideSplit } from './decide';
import { sharesOf } from './shares';
import type { ExistingProperty } from '../properties/property';
import { uuidFrom } from '../tax/fingerprint';

const ID = '0201500700000123X';
const CHILD = '02015007000001249';
const AT = '2026-11-22T10:00:00.000Z';
const YEAR = '2026-27';
const details = {
  ownerName: 'Ramesh Kumar',
  zoneId: 'z1',
  wardId: 'w1',
  mohallaId: 'm1',
  houseCategory: 'residential',
  plotArea: 1200,
  isMetroRailProperty: false,
  houseTaxApplicable: true,
  sewerageConnectionAvailable: false,
  waterTaxApplicable: true,
  isDisabled: false,
  isExDefensePersonalWidow: false,
} satisfies PropertyDetails;
const floor = (id: string, floorNumber: number, areaSqft: number) => ({
  propertyPremiseId: id,
  floorNumber,
  rentType: 'self',
  rentUsage: 'residential',
  type: 'rcc_rbc',
  areaSqft,
});
const floors = [floor('g', 0, 850), floor('f', 1, 600)];
const event = (type: string, data: object): DomainEvent => ({ type, version: 1, data });
const registered = event('PropertyRegistered', { propertyUniqueId: ID, details, floors, registeredAt: AT });
const demand = event('DemandRaised', {
  propertyUniqueId: ID,
  demandId: 'd-1',
  financialYear: YEAR,
  arvPaise: 2_299_200,
  ruleSetId: `${YEAR}/v1`,
  housePaise: 344_900,
  waterPaise: 287_400,
  sewerPaise: 0,
  concessions: [],
  dueAt: '2027-03-31T23:59:59+05:30',
  raisedAt: AT,
});
const paid = (amountPaise: number) =>
  event('PaymentReceived', {
    propertyUniqueId: ID,
    txnId: 't-1',
    receiptNumber: 'R-1',
    mode: 'cash',
    amountPaise,
    lines: [{ kind: 'current', financialYear: YEAR, head: 'house', amountPaise }],
    paidAt: AT,
  });

const request = {
  parent: { plotArea: 800, floors: [{ propertyPremiseId: 'g', areaSqft: 850 }] },
  children: [{ plotArea: 400, floors: [{ propertyPremiseId: 'f', areaSqft: 600 }] }],
};
const property = {
  status: 'active',
  propertyUniqueId: ID,
  details,
  floors,
  images: null,
  matching: null,
} as ExistingProperty;
const shares = sharesOf(property, request, 's-1');
const taxes = [
  { arvPaise: 979_200, amounts: heads(146_900, 122_400, 0) },
  { arvPaise: 1_344_000, amounts: heads(201_600, 168_000, 0) },
];
const decide = (overrides: Partial<DecideSplit> = {}): DecideSplit => ({
  type: 'DecideSplit',
  splitId: 's-1',
  request,
  newPropertyUniqueIds: [CHILD],
  financialYear: YEAR,
  assessed: { shares, taxes },
  at: AT,
  ...overrides,
});
const split = (billNow: boolean) =>
  event('PropertySplit', {
    propertyUniqueId: ID,
    splitId: 's-1',
    newPropertyUniqueIds: [CHILD],
    financialYear: YEAR,
    remains: { plotArea: 800, floors: [floors[0]] },
    previous: { plotArea: 1200, floors },
    children: [
      {
        propertyUniqueId: CHILD,
        plotArea: 400,
        floors: [{ ...floors[1], propertyPremiseId: uuidFrom('s-1:0:f') }],
      },
    ],
    billNow,
    splitAt: AT,
  });

describe('DecideSplit', () => {
  it('records what the parent keeps and what the new property takes, to be billed now where the year was', () => {
    given(splitDecider, [registered, demand])
      .when(decide())
      .then([split(true)]);
  });

  it('leaves billing to the demand run where the year has no demand yet, or no rule set assessed it', () => {
    given(splitDecider, [registered])
      .when(decide())
      .then([split(false)]);
    given(splitDecider, [registered, demand])
      .when(decide({ assessed: null }))
      .then([split(false)]);
  });

  it('keeps a part payment of the year on the parent when its own part owes at least that', () => {
    given(splitDecider, [registered, demand, paid(146_900)])
      .when(decide())
      .then([split(true)]);
  });

  it('refuses a split that would leave the parent owing less than is already paid on a head', () => {
    const overpaid = SPLIT_TEXT.overpaid(YEAR, { head: 'house', creditedPaise: 150_000, owesPaise: 146_900 });
    given(splitDecider, [registered, demand, paid(150_000)])
      .when(decide())
      .thenThrows(overpaid);
    expect(overpaid).toBe(
      '₹1,500 of the 2026-27 house tax has already been paid or credited on this property, more than the ' +
        '₹1,469 its remaining part will owe. Split it from 1 April 2027, when each part is billed on its own',
    );
  });

  it('refuses parts that do not add up, a property changed since it was assessed, and a second split pending', () => {
    const short = { ...request, parent: { ...request.parent, plotArea: 700 } };
    given(splitDecider, [registered])
      .when(decide({ request: short }))
      .thenThrows(SPLIT_MESSAGES.plotAddsUp('1200'));
    const edited = event('PropertyEdited', {
      propertyUniqueId: ID,
      changes: { plotArea: 1200.5 },
      editedAt: AT,
    });
    const grown = { ...request, parent: { ...request.parent, plotArea: 800.5 } };
    given(splitDecider, [registered, edited])
      .when(decide({ request: grown }))
      .thenThrows(SPLIT_TEXT.changed);
    given(splitDecider, [registered, split(false)])
      .when(decide({ splitId: 's-2', request: { ...request, parent: { ...request.parent, plotArea: 400 } } }))
      .thenThrows(SPLIT_TEXT.pending);
  });

  it('writes nothing for a split already decided, and refuses an unknown or deleted property', () => {
    given(splitDecider, [registered, split(false)])
      .when(decide())
      .then([]);
    given(splitDecider, []).when(decide()).thenThrows('Property not found');
    const deleted = event('PropertyDeleted', {
      propertyUniqueId: ID,
      reason: 'Duplicate',
      requestedBy: 'Ram',
      deletedAt: AT,
    });
    given(splitDecider, [registered, deleted]).when(decide()).thenThrows('This property has been deleted');
  });
});

describe('CompleteSplit', () => {
  const complete = { type: 'CompleteSplit' as const, splitId: 's-1', at: AT };
  it('closes the split once', () => {
    const completed = event('PropertySplitCompleted', {
      propertyUniqueId: ID,
      splitId: 's-1',
      completedAt: AT,
    });
    given(splitDecider, [registered, split(true)])
      .when(complete)
      .then([completed]);
    given(splitDecider, [registered, split(true), completed])
      .when(complete)
      .then([]);
  });

  it('lets the next split be decided once the first is completed', () => {
    const completed = event('PropertySplitCompleted', {
      propertyUniqueId: ID,
      splitId: 's-1',
      completedAt: AT,
    });
    const next = {
      parent: { plotArea: 500, floors: [{ propertyPremiseId: 'g', areaSqft: 850 }] },
      children: [{ plotArea: 300, floors: [] }],
    };
    const command = decide({ splitId: 's-2', request: next, assessed: null, newPropertyUniqueIds: ['C2'] });
    given(splitDecider, [registered, split(true)])
      .when(command)
      .thenThrows(SPLIT_TEXT.pending);
    given(splitDecider, [registered, split(true), completed])
      .when(command)
      .then([
        event('PropertySplit', {
          propertyUniqueId: ID,
          splitId: 's-2',
          newPropertyUniqueIds: ['C2'],
          financialYear: YEAR,
          remains: { plotArea: 500, floors: [floors[0]] },
          previous: { plotArea: 800, floors: [floors[0]] },
          children: [{ propertyUniqueId: 'C2', plotArea: 300, floors: [] }],
          billNow: false,
          splitAt: AT,
        }),
      ]);
  });
});
