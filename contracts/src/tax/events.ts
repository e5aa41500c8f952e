import { z } from 'zod';
import { HOUSE_CATEGORIES } from '../constants';
import { at, eventSchema, financialYear, id, paise } from '../events/common';
import { concession } from '../events/ledger';
import { taxRules } from './ruleSet';

// Events of the tax engine. Rule sets live in `taxRuleSet-<financialYear>`: the first event adopts
// version 1, each revision is the next version. Assessments are recorded on the property's stream.

export const taxRuleSetStream = (financialYear: string) => `taxRuleSet-${financialYear}`;

export const TaxRuleSetAdopted = eventSchema('TaxRuleSetAdopted', 1, {
  financialYear: financialYear(),
  rules: taxRules,
  adoptedAt: at(),
});

/** New rules for the year, in full: the version is the event's place in the stream (1-based). */
export const TaxRuleSetRevised = eventSchema('TaxRuleSetRevised', 1, {
  financialYear: financialYear(),
  rules: taxRules,
  reason: z.string().min(1),
  revisedAt: at(),
});

/**
 * The ARV and taxes computed for a property and a year (PATCH properties/calculateMohallaTax), with
 * the rule set version and a fingerprint of every input, so an auditor can tell what changed. Where
 * the property sat and what it was are copied for the reports that filter on them.
 */
export const PropertyAssessed = eventSchema('PropertyAssessed', 1, {
  propertyUniqueId: id(),
  financialYear: financialYear(),
  ruleSetVersion: z.number().int().positive(),
  inputsFingerprint: z.string().min(1),
  arvPaise: paise(),
  housePaise: paise(),
  waterPaise: paise(),
  sewerPaise: paise(),
  concessions: z.array(concession),
  zoneId: id(),
  wardId: id(),
  mohallaId: id(),
  houseCategory: z.enum(HOUSE_CATEGORIES),
  category: z.number().int().optional(),
  subCategory: z.number().int().optional(),
  assessedAt: at(),
});
export type PropertyAssessedData = z.infer<typeof PropertyAssessed>['data'];

export const TaxEvent = z.discriminatedUnion('type', [
  TaxRuleSetAdopted,
  TaxRuleSetRevised,
  PropertyAssessed,
]);
export type TaxEvent = z.infer<typeof TaxEvent>;
