// Pure: what each part of a split holds, from the request and the parent's floors. A part's floor
// is the parent's floor (number, usage, type, category) with the covered area the part takes; the
// parent keeps its premise ids, a child's floor gets a new one derived from the split, so deciding
// the same split again gives the same ids.
import { splitProblems, type PropertySplitInput, type SplitPartInput } from '@ptax/contracts';
import { badRequest } from '../http/errors';
import type { ExistingProperty, Floor } from '../properties/property';
import { uuidFrom } from '../tax/fingerprint';

export interface Share {
  plotArea: number;
  floors: Floor[];
}

export interface Shares {
  remains: Share;
  children: Share[];
}

/** The part's floors in the parent's order, so a part reads as the building does. */
function shareOf(parentFloors: Floor[], part: SplitPartInput, premiseId: (floor: Floor) => string): Share {
  const floors = parentFloors.flatMap((floor) => {
    const taken = part.floors.find((share) => share.propertyPremiseId === floor.propertyPremiseId);
    return taken ? [{ ...floor, areaSqft: taken.areaSqft, propertyPremiseId: premiseId(floor) }] : [];
  });
  return { plotArea: part.plotArea, floors };
}

/** The parts of the split; a request that does not add up to the property is a 400 with field errors. */
export function sharesOf(property: ExistingProperty, input: PropertySplitInput, splitId: string): Shares {
  const errors = splitProblems({ plotArea: property.details.plotArea, floors: property.floors }, input);
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
  return {
    remains: shareOf(property.floors, input.parent, (floor) => floor.propertyPremiseId),
    children: input.children.map((child, index) =>
      shareOf(property.floors, child, (floor) => uuidFrom(`${splitId}:${index}:${floor.propertyPremiseId}`)),
    ),
  };
}
