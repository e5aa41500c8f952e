import { z } from 'zod';
import { optionalPropertyUniqueId } from './propertyId';
import { calendarDate, searchText } from './propertyLookup';

// The logs (SPEC section 7, "GIS and logs"): who changed what, when and why, read from the events.

/** The general log (every change by a person) and the six logs of one kind of change. */
export const LOG_KINDS = [
  'all',
  'adminEdits',
  'matchingRemoved',
  'deletedProperties',
  'addedProperties',
  'paymentShift',
  'splits',
] as const;
export type LogKind = (typeof LOG_KINDS)[number];
export type SpecificLogKind = Exclude<LogKind, 'all'>;

/** The API path of each log (GET, under /api). */
export const LOG_PATHS: Record<LogKind, string> = {
  all: 'logs',
  adminEdits: 'logs/adminEdits',
  matchingRemoved: 'logs/matchingRemoved',
  deletedProperties: 'logs/deletedProperties',
  addedProperties: 'logs/addedProperties',
  paymentShift: 'logs/paymentShift',
  splits: 'logs/splits',
};

/** The event types each specific log lists; the general log lists them and every other change. */
export const LOG_EVENT_TYPES: Record<SpecificLogKind, readonly string[]> = {
  adminEdits: ['PropertyEdited', 'OwnerDetailsUpdated', 'FloorsReplaced', 'BuildingImagesUpdated'],
  matchingRemoved: ['MatchingDetailsRemoved'],
  deletedProperties: ['PropertyDeleted'],
  addedProperties: ['PropertyRegistered'],
  paymentShift: ['PaymentShiftedOut', 'PaymentShiftedIn'],
  splits: ['PropertySplit'],
};

/** The log an event type belongs to, besides the general one. */
export function logKindOf(type: string): SpecificLogKind | null {
  const found = Object.entries(LOG_EVENT_TYPES).find(([, types]) => types.includes(type));
  return found ? (found[0] as SpecificLogKind) : null;
}

export const LOG_MESSAGES = {
  endBeforeStart: 'To date can not be before from date',
  exportFormat: 'Export must be xlsx',
} as const;

/** The filters of every log: a range of days (India time), the person, the place (as it is now) and the property. */
export const logListFiltersSchema = z
  .object({
    startDate: calendarDate(),
    endDate: calendarDate(),
    /** The email of the person who made the change (any case). */
    userId: searchText().transform((v) => v?.toLowerCase()),
    zoneId: searchText(),
    wardId: searchText(),
    mohallaId: searchText(),
    propertyUniqueId: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim() || undefined : (v ?? undefined)),
      optionalPropertyUniqueId(),
    ),
  })
  .refine((f) => !f.startDate || !f.endDate || f.startDate <= f.endDate, {
    message: LOG_MESSAGES.endBeforeStart,
    path: ['endDate'],
  });
export type LogListFilters = z.infer<typeof logListFiltersSchema>;

/** A field's value before and after a change (null: it was or became empty). */
export interface FieldChange {
  before: unknown;
  after: unknown;
}

/** One change as the logs answer it. */
export interface LogRow {
  /** The event's id. */
  id: string;
  /** The event's global position: the order of the log. */
  position: number;
  log: SpecificLogKind | null;
  /** The event type, e.g. 'PropertyEdited'. */
  type: string;
  stream: string;
  propertyUniqueId: string | null;
  /** Other properties the change concerns: a shift's other side, a split's new properties. */
  relatedPropertyIds: string[];
  /** Where the property is now, and its owner now. */
  ownerName: string | null;
  zoneId: string | null;
  zoneName: string | null;
  wardId: string | null;
  wardName: string | null;
  /** Who: the signed-in email (or 'citizen'), and the staff member's name where known. */
  userId: string;
  userName: string | null;
  loginType: string | null;
  /** Why: the command and the remarks given to it. */
  command: string | null;
  remarks: string | null;
  /** When it was recorded, and when it takes effect where that differs. */
  recordedAt: string;
  effectiveAt: string | null;
  /** The fields an edit changed, with before and after. */
  changes: Record<string, FieldChange> | null;
  /** What else the change says (amounts in fields ending Paise, ids, reasons). */
  details: Record<string, unknown>;
  /** The names of the zones, wards and mohallas the changes name by id. */
  names: Record<string, string>;
}
