import { z } from 'zod';
import { optionalFile, requiredImage } from './uploads';

// SPEC section 5, building images: the three views are required and must be allowed image types.
// The owner's id, land registry document and electricity bill are optional and may be PDFs.

export const buildingImagesSchema = z.object({
  buildingImageFront: requiredImage('Front view image is required'),
  buildingImageRight: requiredImage('Right view image is required'),
  buildingImageLeft: requiredImage('Left view image is required'),
  ownerId: optionalFile(),
  landRegistryDocument: optionalFile(),
  electricityBill: optionalFile(),
});
export type BuildingImagesInput = z.infer<typeof buildingImagesSchema>;
