import { z } from 'zod';
import { buildingImagesData, floorData, propertyChanges, propertyDetails } from './property';

// What a decision recorded on its own stream will do to the register (accepting a self-assessment,
// resolving an objection with a correction), checked and with its files stored when decided, so the
// request or the process worker can carry it out later without the official's request.

/** A new property: what RegisterProperty records, under an id allocated before the decision. */
export const propertyRegistrationChange = z.object({
  kind: z.literal('register'),
  details: propertyDetails,
  floors: z.array(floorData),
  buildingImages: buildingImagesData,
  /** The old register's record (PTIN) to link, found unclaimed when decided. */
  oldPropertyTaxId: z.string().optional(),
});

/** A correction of a property on the register: what EditProperty records (null clears a field). */
export const propertyCorrectionChange = z.object({
  kind: z.literal('edit'),
  changes: propertyChanges,
  floors: z.array(floorData).optional(),
  buildingImages: buildingImagesData.partial().optional(),
  oldPropertyTaxId: z.string().optional(),
});

export const propertyChange = z.discriminatedUnion('kind', [
  propertyRegistrationChange,
  propertyCorrectionChange,
]);
export type PropertyChange = z.infer<typeof propertyChange>;
