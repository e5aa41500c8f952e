import { z } from 'zod';
import { PROPERTY_ID_LENGTH } from '../constants';
import { requiredText } from './common';

// propertyUniqueId (SPEC sections 3 and 5): exactly 17 characters, letters and digits with optional hyphens.

export const PROPERTY_ID_LENGTH_MESSAGE = `Property ID must be exactly ${PROPERTY_ID_LENGTH} characters`;
export const PROPERTY_ID_CHARACTERS_MESSAGE = 'Property ID can only contain letters, digits and hyphens';
export const PROPERTY_ID_PATTERN = /^[A-Za-z0-9-]+$/;

export const isPropertyUniqueId = (value: string): boolean =>
  value.length === PROPERTY_ID_LENGTH && PROPERTY_ID_PATTERN.test(value);

export function propertyUniqueId(requiredMessage = 'Property ID is required') {
  return requiredText(requiredMessage)
    .refine((v) => v.length === 0 || v.length === PROPERTY_ID_LENGTH, PROPERTY_ID_LENGTH_MESSAGE)
    .refine((v) => v.length === 0 || PROPERTY_ID_PATTERN.test(v), PROPERTY_ID_CHARACTERS_MESSAGE);
}

export function optionalPropertyUniqueId() {
  return z.preprocess((v) => (v === '' || v === null ? undefined : v), propertyUniqueId().optional());
}
