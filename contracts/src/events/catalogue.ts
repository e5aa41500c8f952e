import type { z } from 'zod';
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
import { TaxEvent } from '../tax/events';
import { DataExportEvent } from './dataExport';

// Every event type of every domain, by type, so readers can validate what they load.

const DOMAIN_UNIONS = [
  PropertyEvent,
  OldPropertyEvent,
  PropertyIdEvent,
  SerialNumberEvent,
  LedgerEvent,
  PaymentEvent,
  ObjectionEvent,
  MutationEvent,
  SelfAssessmentEvent,
  JalkalEditEvent,
  NoticeEvent,
  MasterEvent,
  StaffEvent,
  TaxEvent,
  DataExportEvent,
] as const;

type EventSchemaOf<U> = U extends { options: readonly (infer S)[] } ? S : never;
type AnyEventSchema = EventSchemaOf<(typeof DOMAIN_UNIONS)[number]>;

export type DomainEvent = z.infer<AnyEventSchema>;
export type EventType = DomainEvent['type'];
/** Everything a property stream holds: what the property is and its money. */
export type PropertyStreamEvent = PropertyEvent | LedgerEvent | TaxEvent | NoticeEvent;

function indexByType(): { [T in EventType]: z.ZodType<Extract<DomainEvent, { type: T }>> } {
  const index: Record<string, z.ZodType> = {};
  for (const union of DOMAIN_UNIONS) {
    for (const schema of union.options) {
      const type = schema.shape.type.value;
      if (index[type]) throw new Error(`Event type ${type} is defined twice`);
      index[type] = schema;
    }
  }
  return index as { [T in EventType]: z.ZodType<Extract<DomainEvent, { type: T }>> };
}

/** Event type -> its schema, across every domain. */
export const ALL_EVENT_SCHEMAS = indexByType();

export const isEventType = (type: string): type is EventType => Object.hasOwn(ALL_EVENT_SCHEMAS, type);

/**
 * Validates a stored or incoming event. Throws on an unknown type and a ZodError on a wrong version
 * or data (older versions are upcast by the reader before this).
 */
export function parseEvent(type: string, version: number, data: unknown): DomainEvent {
  if (!isEventType(type)) throw new Error(`Unknown event type ${type}`);
  return ALL_EVENT_SCHEMAS[type].parse({ type, version, data });
}
