// Pure: one property event in, the statements that apply it out. Rows change only when older than
// the event (see statements.ts); history rows are keyed by (property, revision), so a replay is a no-op.
import type { PropertyEvent, RecordedEvent } from '@ptax/contracts';
import type { SqlStatement, TableNames } from '../projection';
import {
  floorStatements,
  addressWordRows,
  historyRow,
  nameRows,
  registerRow,
  updateRow,
  type EventStamp,
  type RowChange,
} from './statements';
import type { PropertyTable } from './tables';

type Data<Type extends PropertyEvent['type']> = Extract<PropertyEvent, { type: Type }>['data'];
type T = TableNames<PropertyTable>;

export const PROPERTY_EVENT_TYPES = [
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
] as const satisfies readonly PropertyEvent['type'][];

/** What History and Edited Properties call each event. */
const KIND: Record<(typeof PROPERTY_EVENT_TYPES)[number], string> = {
  PropertyRegistered: 'registration',
  PropertyEdited: 'edit',
  OwnerDetailsUpdated: 'edit',
  FloorsReplaced: 'edit',
  BuildingImagesUpdated: 'edit',
  MatchingDetailsRemoved: 'matching',
  PropertySplit: 'split',
  PropertySplitCompleted: 'split',
  PropertyDeleted: 'deletion',
  OldPropertyLinked: 'matching',
};

const OWNER_FIELDS = ['ownerName', 'fatherName', 'husbandName', 'mobileNumber', 'emailId'] as const;

/** { field: { before, after } } for the fields whose value differs. */
export function beforeAfter(before: Record<string, unknown>, after: Record<string, unknown>, keys: string[]) {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const key of keys) {
    const was = before[key] ?? null;
    const now = after[key] ?? null;
    if (JSON.stringify(was) !== JSON.stringify(now)) changes[key] = { before: was, after: now };
  }
  return changes;
}

function stampOf(event: RecordedEvent): EventStamp {
  const data = event.data as Record<string, unknown>;
  const at = Object.entries(data).find(([key, value]) => key.endsWith('At') && typeof value === 'string');
  const userId = event.metadata.userId;
  return {
    id: String(data.propertyUniqueId),
    revision: event.revision,
    at: (at?.[1] as string | undefined) ?? event.recordedAt,
    by: typeof userId === 'string' ? userId : null,
  };
}

/** The row change and the history summary of one event. */
function describe(
  event: RecordedEvent,
  t: T,
  e: EventStamp,
): { row: RowChange; summary: unknown; extra: SqlStatement[] } {
  switch (event.type as PropertyEvent['type']) {
    case 'PropertyEdited': {
      const d = event.data as Data<'PropertyEdited'>;
      const previous = (d.previous ?? {}) as Record<string, unknown>;
      const summary = beforeAfter(previous, d.changes as Record<string, unknown>, Object.keys(d.changes));
      const { ownerName, fatherName, husbandName } = d.changes;
      return {
        row: { changes: d.changes, edited: true },
        summary,
        extra: [
          ...nameRows(t, [ownerName, fatherName, husbandName]),
          ...addressWordRows(t, d.changes.propertyAddress),
        ],
      };
    }
    case 'OwnerDetailsUpdated': {
      const d = event.data as Data<'OwnerDetailsUpdated'>;
      const after = Object.fromEntries(OWNER_FIELDS.map((key) => [key, d[key] ?? null]));
      const summary = beforeAfter((d.previous ?? {}) as Record<string, unknown>, after, [...OWNER_FIELDS]);
      return {
        row: { changes: after, edited: true },
        summary: { ...summary, mutationId: d.mutationId },
        extra: nameRows(t, [d.ownerName, d.fatherName, d.husbandName]),
      };
    }
    case 'FloorsReplaced': {
      const d = event.data as Data<'FloorsReplaced'>;
      return {
        row: { edited: true },
        summary: { floors: { before: d.previousFloors ?? null, after: d.floors } },
        extra: floorStatements(t, e, d.floors, 'replacement'),
      };
    }
    case 'BuildingImagesUpdated': {
      const {
        propertyUniqueId: _id,
        updatedAt: _at,
        ...images
      } = event.data as Data<'BuildingImagesUpdated'>;
      return { row: { images, edited: true }, summary: { images: { after: images } }, extra: [] };
    }
    case 'OldPropertyLinked': {
      const { propertyUniqueId: _id, ...matching } = event.data as Data<'OldPropertyLinked'>;
      return { row: { matching: { action: 'set', value: matching } }, summary: matching, extra: [] };
    }
    case 'MatchingDetailsRemoved': {
      const { propertyUniqueId: _id, ...removed } = event.data as Data<'MatchingDetailsRemoved'>;
      return { row: { matching: { action: 'clear' } }, summary: removed, extra: [] };
    }
    case 'PropertyDeleted': {
      const { propertyUniqueId: _id, ...deletion } = event.data as Data<'PropertyDeleted'>;
      return { row: { status: 'deleted', deletion }, summary: deletion, extra: [] };
    }
    case 'PropertySplit': {
      // The parent keeps what remains: its plot area and floors change with the decision.
      const d = event.data as Data<'PropertySplit'>;
      return {
        row: { changes: { plotArea: d.remains.plotArea } },
        summary: {
          newPropertyUniqueIds: d.newPropertyUniqueIds,
          plotArea: { before: d.previous.plotArea ?? null, after: d.remains.plotArea },
          floors: { before: d.previous.floors, after: d.remains.floors },
        },
        extra: floorStatements(t, e, d.remains.floors, 'replacement'),
      };
    }
    default:
      return { row: {}, summary: {}, extra: [] };
  }
}

export function applyPropertyEvent(event: RecordedEvent, t: T): SqlStatement[] {
  const type = event.type as (typeof PROPERTY_EVENT_TYPES)[number];
  if (!(type in KIND)) return [];
  const e = stampOf(event);
  const loginType = typeof event.metadata.loginType === 'string' ? event.metadata.loginType : null;
  if (type === 'PropertyRegistered') {
    const d = event.data as Data<'PropertyRegistered'>;
    return [
      registerRow(t, e, d.details, d.buildingImages ?? null, d.splitFromPropertyUniqueId ?? null),
      ...floorStatements(t, e, d.floors, 'registration'),
      ...nameRows(t, [d.details.ownerName, d.details.fatherName, d.details.husbandName]),
      ...addressWordRows(t, d.details.propertyAddress),
      historyRow(t, e, type, KIND[type], loginType, {
        splitFromPropertyUniqueId: d.splitFromPropertyUniqueId,
        floors: d.floors.length,
      }),
    ];
  }
  const { row, summary, extra } = describe(event, t, e);
  // Floors first: their guard reads the row's revision before the row update moves it on.
  return [...extra, updateRow(t, e, row), historyRow(t, e, type, KIND[type], loginType, summary)];
}
