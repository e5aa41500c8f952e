import { z } from 'zod';
import { EVENT_EXAMPLES } from '../testing/eventExamples';
import { TaxEvent } from '../tax/events';
import { ALL_EVENT_SCHEMAS, parseEvent, type EventType } from './catalogue';
import { JalkalEditEvent } from './jalkalEdit';
import { LedgerEvent } from './ledger';
import { MasterEvent } from './masters';
import { MutationEvent } from './mutation';
import { NoticeEvent } from './notice';
import { ObjectionEvent } from './objection';
import { PaymentEvent } from './payment';
import { OldPropertyEvent, PropertyEvent, PropertyIdEvent } from './property';
import { SelfAssessmentEvent } from './selfAssessment';
import { SerialNumberEvent } from './serialNumbers';
import { StaffEvent } from './staff';
import { DataExportEvent } from './dataExport';

const DOMAINS: [string, { options: readonly z.ZodObject[] }, string[]][] = [
  [
    'property',
    PropertyEvent,
    [
      'PropertyRegistered',
      'PropertyEdited',
      'OwnerDetailsUpdated',
      'FloorsReplaced',
      'BuildingImagesUpdated',
      'MatchingDetailsRemoved',
      'PropertySplit',
      'PropertySplitCompleted',
      'PropertyDeleted',
      'OldPropertyLinked',
    ],
  ],
  [
    'ledger',
    LedgerEvent,
    [
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
    ],
  ],
  [
    'payment',
    PaymentEvent,
    [
      'PaymentInitiated',
      'PaymentSucceeded',
      'PaymentFailed',
      'PaymentReconciled',
      'PaymentApproved',
      'PaymentRejected',
      'PaymentReceiptIssued',
      'PaymentCancelled',
    ],
  ],
  [
    'objection',
    ObjectionEvent,
    ['ObjectionUploaded', 'ObjectionRejected', 'ObjectionResolutionDecided', 'ObjectionResolved'],
  ],
  [
    'mutation',
    MutationEvent,
    ['MutationRequested', 'MutationApproved', 'MutationRejected', 'MutationFeeTableAdopted'],
  ],
  [
    'selfAssessment',
    SelfAssessmentEvent,
    [
      'SelfAssessmentSubmitted',
      'SelfAssessmentAcceptanceDecided',
      'SelfAssessmentAccepted',
      'SelfAssessmentRejected',
    ],
  ],
  [
    'jalkalEdit',
    JalkalEditEvent,
    ['JalkalEditRequested', 'JalkalEditApproved', 'JalkalEditRejected', 'JalkalEditCompleted'],
  ],
  [
    'masters',
    MasterEvent,
    [
      'CityAdded',
      'BankAdded',
      'ZoneAdded',
      'WardAdded',
      'WardRenamed',
      'WardBoundaryMapped',
      'MohallaAdded',
      'MohallaRatesRevised',
      'MohallaRenamed',
      'MohallaServicesChanged',
      'DiscountAdded',
      'DiscountEdited',
      'RoleAdded',
      'RoleEdited',
      'CategoryAdded',
      'CategoryEdited',
      'CategoryDeleted',
    ],
  ],
  ['notice', NoticeEvent, ['NoticeIssued']],
  ['dataExport', DataExportEvent, ['DataExported']],
  ['tax', TaxEvent, ['TaxRuleSetAdopted', 'TaxRuleSetRevised', 'PropertyAssessed']],
  ['oldProperty', OldPropertyEvent, ['OldPropertyRecorded', 'OldPropertyMatched', 'OldPropertyUnmatched']],
  ['propertyId', PropertyIdEvent, ['PropertyMohallaCodeAssigned', 'PropertySerialAllocated']],
  ['serialNumber', SerialNumberEvent, ['SerialNumberAllocated']],
  [
    'staff',
    StaffEvent,
    [
      'OfficialRegistered',
      'OperatorRegistered',
      'StaffPasswordChanged',
      'OfficialUpdated',
      'OfficialDeleted',
    ],
  ],
];

const typeOf = (schema: z.ZodObject) => (schema.shape.type as z.ZodLiteral<string>).value;
const ALL_TYPES = Object.keys(ALL_EVENT_SCHEMAS) as EventType[];

describe.each(DOMAINS)('the %s domain union', (_domain, union, types) => {
  it('holds exactly its events', () => {
    expect(union.options.map(typeOf)).toEqual(types);
  });
  it('accepts its examples and refuses the events of other domains', () => {
    const schema = union as unknown as z.ZodType;
    for (const type of ALL_TYPES) {
      const outcome = schema.safeParse({ type, version: 1, data: EVENT_EXAMPLES[type] }).success;
      expect([type, outcome]).toEqual([type, types.includes(type)]);
    }
  });
});

describe('ALL_EVENT_SCHEMAS', () => {
  it('maps every event of every domain, once', () => {
    expect(ALL_TYPES.sort()).toEqual(DOMAINS.flatMap(([, , types]) => types).sort());
  });
  it.each(ALL_TYPES)('names %s in the past tense', (type) => {
    expect(type).toMatch(/(ed|Split)(In|Out)?$/);
  });
});

describe('parseEvent', () => {
  it.each(ALL_TYPES)('accepts the example of %s', (type) => {
    expect(parseEvent(type, 1, EVENT_EXAMPLES[type])).toEqual({
      type,
      version: 1,
      data: EVENT_EXAMPLES[type],
    });
  });
  it('throws on an unknown type', () => {
    expect(() => parseEvent('PropertyExploded', 1, {})).toThrow('Unknown event type PropertyExploded');
  });
  it('refuses a version the catalogue does not have', () => {
    expect(() => parseEvent('ZoneAdded', 2, EVENT_EXAMPLES.ZoneAdded)).toThrow(z.ZodError);
  });
  it('refuses data of the wrong shape', () => {
    expect(() => parseEvent('ZoneAdded', 1, { ...EVENT_EXAMPLES.ZoneAdded, zoneNo: 0 })).toThrow(z.ZodError);
  });
  it('refuses a money amount that is not whole paise', () => {
    expect(() =>
      parseEvent('PaymentSucceeded', 1, { ...EVENT_EXAMPLES.PaymentSucceeded, amountPaise: 10.5 }),
    ).toThrow(z.ZodError);
  });
  it('refuses an instant that is not an ISO date-time', () => {
    expect(() => parseEvent('ZoneAdded', 1, { ...EVENT_EXAMPLES.ZoneAdded, addedAt: '01/04/2026' })).toThrow(
      z.ZodError,
    );
  });
});

/** Every field of an event's data, nested ones dotted, with its schema unwrapped from optional/array. */
function fieldsOf(schema: z.ZodType, prefix = ''): [string, z.ZodType][] {
  const def = schema._zod.def as {
    type: string;
    innerType?: z.ZodType;
    element?: z.ZodType;
    shape?: Record<string, z.ZodType>;
    options?: z.ZodType[];
  };
  if (def.type === 'optional' || def.type === 'nullable') return fieldsOf(def.innerType as z.ZodType, prefix);
  if (def.type === 'array') return fieldsOf(def.element as z.ZodType, prefix);
  if (def.type === 'union') return (def.options ?? []).flatMap((option) => fieldsOf(option, prefix));
  if (def.type === 'object' && def.shape) {
    return Object.entries(def.shape).flatMap(([key, value]) => [
      [`${prefix}${key}`, value] as [string, z.ZodType],
      ...fieldsOf(value, `${prefix}${key}.`),
    ]);
  }
  return [];
}
const unwrap = (schema: z.ZodType): z.ZodType => {
  const def = schema._zod.def as { type: string; innerType?: z.ZodType };
  return def.type === 'optional' || def.type === 'nullable' ? unwrap(def.innerType as z.ZodType) : schema;
};

describe.each(ALL_TYPES)('the fields of %s', (type) => {
  const data = (ALL_EVENT_SCHEMAS[type] as unknown as z.ZodObject).shape.data as z.ZodType;
  const fields = fieldsOf(data).map(([name, schema]) => [name, unwrap(schema)] as const);
  it('are ISO date-times exactly when they end in At', () => {
    for (const [name, schema] of fields) {
      const isInstant = (schema as { format?: string }).format === 'datetime';
      expect([name, isInstant]).toEqual([name, /At$/.test(name)]);
    }
  });
  it('hold money as integer paise', () => {
    for (const [name, schema] of fields.filter(([n]) => /Paise$/.test(n))) {
      expect([name, (schema as { isInt?: boolean }).isInt]).toEqual([name, true]);
    }
  });
  it('name ids with an Id or Ids suffix and keep them as text', () => {
    for (const [name, schema] of fields.filter(([n]) => /Ids?$/.test(n))) {
      const element =
        schema._zod.def.type === 'array'
          ? (schema._zod.def as unknown as { element: z.ZodType }).element
          : schema;
      expect([name, element._zod.def.type]).toEqual([name, 'string']);
    }
  });
});
