import {
  CONST_TYPE_NAMES,
  HOUSE_CATEGORY_NAMES,
  OCCUPANCY_STATUS_NAMES,
  RENT_TYPE_NAMES,
  ROAD_RATE_CATEGORIES,
  ROAD_TYPE_NAMES,
  type NameTable,
} from '@ptax/contracts';
import type { Choice } from './geography';

// The fixed options of the property form and filters. Values are what the API stores; the names
// are contracts' (people/property.ts) in English, which the screens translate.

const choicesOf = (table: NameTable): Choice[] =>
  Object.entries(table).map(([id, names]) => ({ id, name: names.en }));

export const HOUSE_CATEGORY_CHOICES: Choice[] = choicesOf(HOUSE_CATEGORY_NAMES);

/** The construction types the mohalla rates are given for (DOMAIN.md). */
/** A building's construction type: every rate category but vacant land (the server refuses it). */
export const CONST_TYPE_CHOICES: Choice[] = ROAD_RATE_CATEGORIES.filter((id) => id !== 'vacant_land').map(
  (id) => ({ id, name: CONST_TYPE_NAMES[id].en }),
);

/** A floor's type takes the same choices. */
export const FLOOR_TYPE_CHOICES = CONST_TYPE_CHOICES;

export const OCCUPANCY_STATUS_CHOICES: Choice[] = choicesOf(OCCUPANCY_STATUS_NAMES);

export const ROAD_TYPE_CHOICES: Choice[] = choicesOf(ROAD_TYPE_NAMES);

export const RENT_TYPE_CHOICES: Choice[] = choicesOf(RENT_TYPE_NAMES);

export const RENT_USAGE_CHOICES: Choice[] = HOUSE_CATEGORY_CHOICES;

export const MATCHING_STATUS_CHOICES: Choice[] = [
  { id: 'matched', name: 'Matched' },
  { id: 'unmatched', name: 'Not Matched' },
];

export const YES_NO_CHOICES: Choice[] = [
  { id: 'true', name: 'Yes' },
  { id: 'false', name: 'No' },
];

/** The readable name of a stored value. */
export const nameOf = (choices: Choice[], value: unknown): string =>
  choices.find((choice) => choice.id === String(value))?.name ?? (value == null ? '' : String(value));

/** The owner name search tolerates spelling mistakes (a similarity match on the server). */
export const OWNER_NAME_HINT = 'Spelling need not be exact: similar names are found too';
