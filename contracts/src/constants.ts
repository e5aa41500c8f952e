// Business constants and limits of SPEC section 9, named once so every package uses the same value.
import { LOGIN_TYPES } from './access/loginTypes';
import { TOKEN_EXP_UNIT_MS } from './access/tokenExpiry';

export { LOGIN_TYPES, TOKEN_EXP_UNIT_MS };

export const PASSWORD_MIN_LENGTH = 8;
/** propertyUniqueId: exactly 17 characters, letters and digits with optional hyphens. */
export const PROPERTY_ID_LENGTH = 17;
export const PTIN_MIN_LENGTH = 6;
export const REASON_MIN_LENGTH = 5;
export const REMARKS_MIN_LENGTH = 5;
export const MAX_DISABILITY_PERCENTAGE = 100;
export const DISCOUNT_PERCENTAGE_MIN = 0;
export const DISCOUNT_PERCENTAGE_MAX = 100;

/** Defaulter list and ARV list amount filter defaults, in rupees (`minAmount`, `maxAmount`). */
export const DEFAULT_MIN_AMOUNT = 100_000;
export const DEFAULT_MAX_AMOUNT = 500_000;

export const IMAGE_TYPES = ['jpg', 'jpeg', 'gif', 'png', 'svg', 'webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
/** The mime types an upload of IMAGE_TYPES arrives with (image/jpg is sent by some phones). */
export const IMAGE_MIME_TYPES = [
  'image/jpeg',
  'image/jpg',
  'image/pjpeg',
  'image/gif',
  'image/png',
  'image/svg+xml',
  'image/webp',
] as const;

export const WARD_NO_MIN = 1;
export const ZONE_NO_MIN = 1;

/** Construction types a mohalla has a rate for; the property's constType picks one. */
export const ROAD_RATE_CATEGORIES = ['rcc_rbc', 'other_pucca', 'kachha', 'vacant_land'] as const;
export type RoadRateCategory = (typeof ROAD_RATE_CATEGORIES)[number];

/** Road-width groups of the mohalla rates: under 12 m, 12 to 24 m, over 24 m. */
export const ROAD_WIDTH_GROUPS = ['road_w_l_12', 'road_w_12_24', 'road_w_m_24'] as const;
export type RoadWidthGroup = (typeof ROAD_WIDTH_GROUPS)[number];
export const ROAD_WIDTH_GROUP_BOUNDS_M = { lowerLimit: 12, upperLimit: 24 } as const;

/** DOMAIN.md: width < 12 -> road_w_l_12; 12 <= width <= 24 -> road_w_12_24; > 24 -> road_w_m_24. */
export function roadWidthGroupOf(widthM: number): RoadWidthGroup {
  if (widthM < ROAD_WIDTH_GROUP_BOUNDS_M.lowerLimit) return 'road_w_l_12';
  if (widthM <= ROAD_WIDTH_GROUP_BOUNDS_M.upperLimit) return 'road_w_12_24';
  return 'road_w_m_24';
}

export const HOUSE_CATEGORIES = ['residential', 'nonresidential'] as const;
export type HouseCategory = (typeof HOUSE_CATEGORIES)[number];

/** The payment transaction types the spec names; others (online, NEFT, POS...) also exist. */
export const PAYMENT_TRANSACTION_TYPES = { cash: 'Cash', cheque: 'Cheque', dd: 'DD' } as const;

export const ROLES_PAGE_SIZE = 10;
export const ROLE_RELOAD_DELAY_MS = 500;
export const SESSION_TOAST_LIFE_MS = 3000;
export const DEFAULT_TOAST_LIFE_MS = 2000;
export const TOAST_POSITION = 'top-right';
export const CHANGE_PASSWORD_DIALOG_MIN_WIDTH = '40vw';
export const ROLE_DIALOG_WIDTH = '70vw';
export const SIDEBAR_WIDTH = '15rem';
export const PAGE_CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Upper bound of an official's minValue / maxValue (SPEC section 5). */
export const OFFICIAL_VALUE_MAX = Number.MAX_SAFE_INTEGER;
