// Pure: what one event says for the logs (which property, what changed, what else). Every event gets
// the general description from its data; the types the logs know well add their own. A describer that
// meets a shape it does not expect (an event changed by a later version) falls back to the general one,
// so a new or changed event type never stops the read model.
import type { FieldChange } from '@ptax/contracts';
import { editedFields, isObject, plainDetails, text, type Data } from './plain';
import { SPECIFIC } from './specific';

export interface LogDescription {
  /** The property the change is about; null when the event does not say (see handlers.ts). */
  propertyUniqueId: string | null;
  relatedPropertyIds: string[];
  changes: Record<string, FieldChange> | null;
  details: Record<string, unknown>;
  /** Why, when the event's data says it (remarks, comment, reason) and its metadata does not. */
  reason: string | null;
  /**
   * Events of one bulk job share one row, keyed by this (the notices of a job: one row saying how
   * many, not thousands); null: a row of its own.
   */
  group: string | null;
}

function general(stream: string, data: Data): LogDescription {
  const fromStream = stream.startsWith('property-') ? stream.slice('property-'.length) : null;
  const edited = editedFields(data);
  return {
    propertyUniqueId: text(data.propertyUniqueId) ?? fromStream,
    relatedPropertyIds: [],
    changes: edited?.changes ?? null,
    details: { ...plainDetails(data), ...edited?.details },
    reason: text(data.remarks) ?? text(data.comment) ?? text(data.reason),
    group: null,
  };
}

/** Details do not repeat what the changes already show; no change at all is none. */
function withoutChangedFields(description: LogDescription): LogDescription {
  const { changes, details } = description;
  if (!changes) return description;
  return {
    ...description,
    changes: Object.keys(changes).length ? changes : null,
    details: Object.fromEntries(Object.entries(details).filter(([key]) => !(key in changes))),
  };
}

export function describeChange(type: string, stream: string, data: unknown): LogDescription {
  const fields = isObject(data) ? data : {};
  const description = general(stream, fields);
  const specific = SPECIFIC[type];
  if (!specific) return withoutChangedFields(description);
  try {
    const { replaceDetails, ...extra } = specific(fields);
    return withoutChangedFields({
      ...description,
      ...extra,
      details: { ...(replaceDetails ? {} : description.details), ...extra.details },
    });
  } catch {
    return withoutChangedFields(description);
  }
}
