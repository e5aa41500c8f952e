// Pure helpers of the logs' describer: the plain fields of an event's data, and an edit's fields
// before and after.
import type { FieldChange } from '@ptax/contracts';
import { beforeAfter } from '../properties/handlers';

export type Data = Record<string, unknown>;

const MAX_TEXT = 300;
const MAX_LIST = 50;

export const isObject = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;
export const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((each): each is string => typeof each === 'string') : [];

/**
 * Not shown as details: the subject, times (the row has its own), people's contacts, stored files, and
 * the system's own references (record ids, a rule set's version and fingerprint, a whole stored form)
 * that mean nothing to the person reading the log; the numbers people use (MUT-..., a receipt) stay.
 * An official's zones and wards are lists of ids: the official's own page names them.
 */
const HIDDEN =
  /^(propertyUniqueId|userId|documentIds|documentNames)$|At$|mobile|email|phone|(Document|Image|File|Bill)Ids?$/i;
const INTERNAL =
  /^(demandId|ruleSetId|ruleSetVersion|inputsFingerprint|noteId|splitId|bankId|discountId|roleId|categoryId|officialId|operatorId|accessId|cityId|oldPropertyId|buildingImage(Front|Right|Left)Id|form|concessions|accessibleZones|accessibleWards)$/;

/** Internal ids (a mutation's, an old record's) mean nothing to people; numbers they read are kept. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The plain fields of the data: text, numbers, yes/no and short lists of them. */
export function plainDetails(data: Data): Record<string, unknown> {
  const details: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (HIDDEN.test(key) || INTERNAL.test(key)) continue;
    if (typeof value === 'string') {
      if (!UUID.test(value)) details[key] = value.slice(0, MAX_TEXT);
    } else if (typeof value === 'number' || typeof value === 'boolean') details[key] = value;
    else if (Array.isArray(value) && value.every((each) => ['string', 'number'].includes(typeof each)))
      details[key] = value.slice(0, MAX_LIST);
  }
  return details;
}

const FILE_KEY = /(Document|Image|File|Bill)Id$/;

/** Before and after of the fields an edit names (stored files by name only: their keys mean nothing to people). */
export function fieldChanges(
  previous: Data,
  changes: Data,
): { changes: Record<string, FieldChange>; details: Record<string, unknown> } {
  const keys = Object.keys(changes);
  const files = keys.filter((key) => FILE_KEY.test(key)).map((key) => key.slice(0, -2));
  return {
    changes: beforeAfter(
      previous,
      changes,
      keys.filter((key) => !FILE_KEY.test(key)),
    ),
    details: files.length ? { files } : {},
  };
}

/** An edit that says what it changed and what was there before (`changes` and `previous`). */
export const editedFields = (data: Data) =>
  isObject(data.changes) && isObject(data.previous) ? fieldChanges(data.previous, data.changes) : null;
