import { ROAD_RATE_CATEGORIES } from '@ptax/contracts';
import type { Choice } from './geography';

// The fixed options of the property form and filters. Values are what the API stores.

export const HOUSE_CATEGORY_CHOICES: Choice[] = [
  { id: 'residential', name: 'Residential' },
  { id: 'nonresidential', name: 'Non-Residential' },
];

const CONST_TYPE_NAMES: Record<(typeof ROAD_RATE_CATEGORIES)[number], string> = {
  rcc_rbc: 'RCC / RBC',
  other_pucca: 'Other Pucca',
  kachha: 'Kachha',
  vacant_land: 'Vacant Land',
};

/** The construction types the mohalla rates are given for (DOMAIN.md). */
/** A building's construction type: every rate category but vacant land (the server refuses it). */
export const CONST_TYPE_CHOICES: Choice[] = ROAD_RATE_CATEGORIES.filter((id) => id !== 'vacant_land').map(
  (id) => ({ id, name: CONST_TYPE_NAMES[id] }),
);

/** A floor's type takes the same choices. */
export const FLOOR_TYPE_CHOICES = CONST_TYPE_CHOICES;

export const OCCUPANCY_STATUS_CHOICES: Choice[] = [
  { id: 'self_occupied', name: 'Self Occupied' },
  { id: 'rented', name: 'Rented' },
  { id: 'self_and_rented', name: 'Self Occupied and Rented' },
  { id: 'vacant', name: 'Vacant' },
];

export const ROAD_TYPE_CHOICES: Choice[] = [
  { id: 'pucca', name: 'Pucca' },
  { id: 'kachha', name: 'Kachha' },
];

export const RENT_TYPE_CHOICES: Choice[] = [
  { id: 'self', name: 'Self' },
  { id: 'rented', name: 'Rented' },
];

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
