import { z } from 'zod';
import { hasAtMostTwoDecimals, requiredNumber } from './numbers';
import { requiredText } from './text';

// PATCH properties/splitProperty?propertyUniqueId=...: the parent (what it keeps) and one or more new
// properties, each with the plot area and the covered area of each floor it takes. Together they must
// add up to the property before the split (DOMAIN.md "Split (bifurcation)"); areas are compared in
// hundredths of a square foot, the precision a form takes.

export const SPLIT_MESSAGES = {
  noChildren: 'At least one new property is required',
  areaDecimals: 'Area can have at most two decimal places',
  plotAddsUp: (total: string) => `The plot areas of the parts must add up to ${total} sq ft`,
  floorAddsUp: (floor: string, total: string) => `The parts' areas of ${floor} must add up to ${total} sq ft`,
  unknownFloor: 'This floor is not on the property',
  floorTwice: 'A part can take a floor only once',
  emptyPart: 'Each part must take some plot area or floor area',
} as const;

const area = (label: string, rule: (n: z.ZodNumber) => z.ZodNumber) =>
  requiredNumber(label, (n) => rule(n).refine(hasAtMostTwoDecimals, SPLIT_MESSAGES.areaDecimals));

export const splitFloorShareSchema = z.object({
  propertyPremiseId: requiredText('Floor is required'),
  areaSqft: area('Area', (n) => n.positive('Area must be more than 0')),
});

export const splitPartSchema = z.object({
  plotArea: area('Plot area', (n) => n.min(0, 'Plot area can not be negative')),
  floors: z.array(splitFloorShareSchema, { error: 'Floors must be a list' }).default([]),
});
export type SplitPartInput = z.infer<typeof splitPartSchema>;

export const propertySplitSchema = z.object({
  parent: splitPartSchema,
  children: z
    .array(splitPartSchema, {
      error: (issue) => (issue.input === undefined ? SPLIT_MESSAGES.noChildren : 'Must be a list'),
    })
    .min(1, SPLIT_MESSAGES.noChildren),
});
export type PropertySplitInput = z.infer<typeof propertySplitSchema>;

/** What a split is checked against: the property's plot area and floors now. */
export interface SplitParent {
  plotArea?: number;
  floors: readonly { propertyPremiseId: string; floorNumber: number; areaSqft: number }[];
}

export const hundredths = (value: number) => Math.round(value * 100);
const sqft = (hundredthsOfSqft: number) => String(hundredthsOfSqft / 100);

/** 'the ground floor', 'floor 2', 'basement 1' (a floor's name in messages). */
export function floorName(floorNumber: number): string {
  if (floorNumber === 0) return 'the ground floor';
  return floorNumber > 0 ? `floor ${floorNumber}` : `basement ${-floorNumber}`;
}

/** Field errors (path -> message) where the parts do not add up to the parent; empty when they do. */
export function splitProblems(parent: SplitParent, input: PropertySplitInput): Record<string, string> {
  const errors: Record<string, string> = {};
  const parts = [
    { path: 'parent', part: input.parent },
    ...input.children.map((part, index) => ({ path: `children.${index}`, part })),
  ];
  const taken = new Map<string, number>();
  for (const { path, part } of parts) {
    const seen = new Set<string>();
    part.floors.forEach((share, index) => {
      const where = `${path}.floors.${index}.propertyPremiseId`;
      if (!parent.floors.some((floor) => floor.propertyPremiseId === share.propertyPremiseId))
        errors[where] = SPLIT_MESSAGES.unknownFloor;
      else if (seen.has(share.propertyPremiseId)) errors[where] = SPLIT_MESSAGES.floorTwice;
      seen.add(share.propertyPremiseId);
      taken.set(
        share.propertyPremiseId,
        (taken.get(share.propertyPremiseId) ?? 0) + hundredths(share.areaSqft),
      );
    });
    if (part.plotArea === 0 && part.floors.length === 0)
      errors[`${path}.plotArea`] = SPLIT_MESSAGES.emptyPart;
  }
  const plot = hundredths(parent.plotArea ?? 0);
  if (parts.reduce((sum, { part }) => sum + hundredths(part.plotArea), 0) !== plot)
    errors['parent.plotArea'] ??= SPLIT_MESSAGES.plotAddsUp(sqft(plot));
  for (const floor of parent.floors) {
    const total = hundredths(floor.areaSqft);
    if ((taken.get(floor.propertyPremiseId) ?? 0) !== total)
      errors[`floors.${floor.propertyPremiseId}`] = SPLIT_MESSAGES.floorAddsUp(
        floorName(floor.floorNumber),
        sqft(total),
      );
  }
  return errors;
}

const pathOf = (path: string) => path.split('.').map((key) => (/^\d+$/.test(key) ? Number(key) : key));

/** The request schema for one property: the shapes, then the sums against the property as it is. */
export const propertySplitSchemaFor = (parent: SplitParent) =>
  propertySplitSchema.superRefine((input, ctx) => {
    for (const [path, message] of Object.entries(splitProblems(parent, input)))
      ctx.addIssue({ code: 'custom', message, path: pathOf(path) });
  });

/** One part of a split as the lists show it: its plot area and its floors (number, covered area). */
export interface SplitPartRow {
  propertyUniqueId: string;
  plotArea: number;
  floors: { floorNumber: number; areaSqft: number; rentUsage: string }[];
}

/** A split as GET properties/splits answers it. */
export interface PropertySplitRow {
  id: string;
  splitId: string;
  propertyUniqueId: string;
  /** The parent's owner now. */
  ownerName: string | null;
  newPropertyUniqueIds: string[];
  financialYear: string;
  remains: Omit<SplitPartRow, 'propertyUniqueId'>;
  children: SplitPartRow[];
  billNow: boolean;
  splitAt: string;
  /** The email of the official who split it. */
  splitBy: string | null;
  /** Null while the process is still registering, assessing or billing the parts. */
  completedAt: string | null;
}
