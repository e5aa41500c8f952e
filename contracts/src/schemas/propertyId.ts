import { z } from 'zod';
import { PROPERTY_ID_LENGTH } from '../constants';
import { requiredText } from './text';

// propertyUniqueId (SPEC sections 3 and 5): exactly 17 characters, letters and digits with optional
// hyphens. The ids this register issues follow docs/PROPERTY-ID.md:
//   ZZ WWW MMM SSSSSSSS C = zone no. (2) + ward no. (3) + mohalla code (3) + serial (8) + check (1)
// where C is the ISO/IEC 7064 MOD 37,36 check character over the first 16. Hyphenated ids (the
// spec's "optional hyphens", from earlier registers) carry no check character and are only checked
// for length and characters.

export const PROPERTY_ID_LENGTH_MESSAGE = `Property ID must be exactly ${PROPERTY_ID_LENGTH} characters`;
export const PROPERTY_ID_CHARACTERS_MESSAGE = 'Property ID can only contain letters, digits and hyphens';
export const PROPERTY_ID_CHECK_MESSAGE = 'Property ID is not valid, please check it and try again';
export const PROPERTY_ID_PATTERN = /^[A-Za-z0-9-]+$/;

/** The alphabet of ISO/IEC 7064 MOD 37,36: a character's value is its index. */
export const CHECK_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const MODULUS = 36;

/** Widths of the parts of an issued id (they add up to 16, plus the check character). */
export const PROPERTY_ID_PARTS = { zone: 2, ward: 3, mohalla: 3, serial: 8 } as const;

function checkValue(char: string): number {
  const value = CHECK_ALPHABET.indexOf(char.toUpperCase());
  if (value < 0) throw new RangeError(`'${char}' is not in the check alphabet 0-9A-Z`);
  return value;
}

/** The running product of the hybrid system after `payload` (P in ISO/IEC 7064). */
function product(payload: string): number {
  let p = MODULUS;
  for (const char of payload) {
    let s = (p + checkValue(char)) % MODULUS;
    if (s === 0) s = MODULUS;
    p = (2 * s) % (MODULUS + 1);
  }
  return p;
}

/** ISO/IEC 7064 MOD 37,36 check character of `payload` (characters 0-9, A-Z, any case). */
export function checkCharacter(payload: string): string {
  return CHECK_ALPHABET[(MODULUS + 1 - product(payload)) % MODULUS];
}

/** True when the last character is the MOD 37,36 check character of the ones before it. */
export function hasValidCheckCharacter(value: string): boolean {
  if (!/^[0-9A-Za-z]{2,}$/.test(value)) return false;
  const last = value[value.length - 1];
  return (product(value.slice(0, -1)) + checkValue(last)) % MODULUS === 1;
}

/** An id of this register's own form: 17 letters or digits, no hyphen (its check character applies). */
export const isIssuedForm = (value: string): boolean =>
  value.length === PROPERTY_ID_LENGTH && /^[0-9A-Za-z]+$/.test(value);

export const isPropertyUniqueId = (value: string): boolean =>
  value.length === PROPERTY_ID_LENGTH &&
  PROPERTY_ID_PATTERN.test(value) &&
  (!isIssuedForm(value) || hasValidCheckCharacter(value));

export interface PropertyIdParts {
  zoneNo: number;
  wardNo: number;
  mohallaCode: number;
  serial: number;
}

const digits = (value: number, width: number, label: string) => {
  if (!Number.isSafeInteger(value) || value < 1 || value >= 10 ** width) {
    throw new RangeError(`${label} ${value} does not fit the property ID (1 to ${10 ** width - 1})`);
  }
  return String(value).padStart(width, '0');
};

/** The first 8 characters: zone, ward and mohalla. Serials are counted per prefix. */
export function propertyIdPrefix(parts: Omit<PropertyIdParts, 'serial'>): string {
  return (
    digits(parts.zoneNo, PROPERTY_ID_PARTS.zone, 'Zone number') +
    digits(parts.wardNo, PROPERTY_ID_PARTS.ward, 'Ward number') +
    digits(parts.mohallaCode, PROPERTY_ID_PARTS.mohalla, 'Mohalla code')
  );
}

export function composePropertyUniqueId(parts: PropertyIdParts): string {
  const payload = propertyIdPrefix(parts) + digits(parts.serial, PROPERTY_ID_PARTS.serial, 'Serial');
  return payload + checkCharacter(payload);
}

/** The parts of an id this register issued; null for any other id. */
export function parsePropertyUniqueId(value: string): PropertyIdParts | null {
  if (!/^\d{16}[0-9A-Za-z]$/.test(value) || !hasValidCheckCharacter(value)) return null;
  return {
    zoneNo: Number(value.slice(0, 2)),
    wardNo: Number(value.slice(2, 5)),
    mohallaCode: Number(value.slice(5, 8)),
    serial: Number(value.slice(8, 16)),
  };
}

/** A required property ID: the spec's length and character rules, then the check character. Upper-cased. */
export function propertyUniqueId(requiredMessage = 'Property ID is required') {
  return requiredText(requiredMessage)
    .refine((v) => v.length === 0 || v.length === PROPERTY_ID_LENGTH, PROPERTY_ID_LENGTH_MESSAGE)
    .refine((v) => v.length === 0 || PROPERTY_ID_PATTERN.test(v), PROPERTY_ID_CHARACTERS_MESSAGE)
    .refine((v) => !isIssuedForm(v) || hasValidCheckCharacter(v), PROPERTY_ID_CHECK_MESSAGE)
    .transform((v) => v.toUpperCase());
}

export function optionalPropertyUniqueId() {
  return z.preprocess((v) => (v === '' || v === null ? undefined : v), propertyUniqueId().optional());
}
