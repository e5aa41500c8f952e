// A property register history for tests: registrations (English and Hindi names), edits, floors,
// images, owner changes, old-register matching, deletions, and a ledger event on the same stream.
import { randomUUID } from 'node:crypto';
import { composePropertyUniqueId, propertyStream, type NewEvent } from '@ptax/contracts';

const at = (day: number) => new Date(Date.UTC(2026, 3, 1 + day, 5, 30)).toISOString();
const event = (type: string, data: object, userId = 'admin@nagarnigam.demo'): NewEvent => ({
  id: randomUUID(),
  type,
  version: 1,
  data,
  metadata: { userId, loginType: 'nagar_nigam', command: type },
});

const OWNERS = ['Ramesh Kumar', 'रमेश कुमार', 'Sunita Devi', 'सुनीता देवी', 'Mohd. Irfan Khan', 'Anil Verma'];
const ADDRESSES = ['12, Gomti Nagar, Lucknow', 'हज़रतगंज, लखनऊ', '4/7 Aminabad Road', 'Near Charbagh Station'];

export const propertyIdOf = (n: number) =>
  composePropertyUniqueId({
    zoneNo: 1 + (n % 2),
    wardNo: 1 + (n % 3),
    mohallaCode: 1 + (n % 5),
    serial: n + 1,
  });

export interface Append {
  stream: string;
  events: NewEvent[];
}

export function propertyHistory(count: number): Append[] {
  const appends: Append[] = [];
  for (let n = 0; n < count; n++) {
    const id = propertyIdOf(n);
    const stream = propertyStream(id);
    const floor = (i: number) => ({
      propertyPremiseId: `${id}-f${i}`,
      floorNumber: i,
      rentType: i % 2 ? 'rented' : 'self',
      rentUsage: n % 4 === 1 && i === 0 ? 'nonresidential' : 'residential',
      type: 'rcc_rbc',
      ...(n % 4 === 1 && i === 0 ? { category: 3, subCategory: 2 } : {}),
      areaSqft: 500 + 10 * i,
    });
    const nonresidential = n % 4 === 1;
    appends.push({
      stream,
      events: [
        event('PropertyRegistered', {
          propertyUniqueId: id,
          details: {
            ownerName: OWNERS[n % OWNERS.length],
            ...(n % 3 ? { fatherName: 'Suresh Prasad' } : { husbandName: 'राम प्रसाद' }),
            propertyAddress: `${n} ${ADDRESSES[n % ADDRESSES.length]}`,
            mobileNumber: `98${String(n).padStart(8, '0')}`,
            zoneId: `z${n % 2}`,
            wardId: `w${n % 3}`,
            mohallaId: `m${n % 5}`,
            houseNumber: `H-${n}`,
            houseCategory: nonresidential ? 'nonresidential' : 'residential',
            ...(nonresidential ? { category: 3, subCategory: 2 } : {}),
            oldArvPaise: 1_200_000 + n,
            plotArea: 1000 + n,
            constType: 'rcc_rbc',
            roadWidth: 9,
            constructionYear: 2000 + (n % 20),
            isMetroRailProperty: false,
            houseTaxApplicable: true,
            sewerageConnectionAvailable: n % 2 === 0,
            waterTaxApplicable: true,
            isDisabled: false,
            isExDefensePersonalWidow: false,
          },
          floors: [floor(0), floor(1)],
          buildingImages: { buildingImageFrontId: 'f', buildingImageRightId: 'r', buildingImageLeftId: 'l' },
          registeredAt: at(n % 30),
        }),
      ],
    });
  }
  // Later changes, in separate appends (later positions), to a share of the properties.
  for (let n = 0; n < count; n++) {
    const id = propertyIdOf(n);
    const stream = propertyStream(id);
    const later: NewEvent[] = [];
    if (n % 2 === 0) {
      later.push(
        event('PropertyEdited', {
          propertyUniqueId: id,
          changes: { roadWidth: 15, wardId: `w${(n + 1) % 3}`, houseNumber: null },
          previous: { roadWidth: 9, wardId: `w${n % 3}`, houseNumber: `H-${n}` },
          editedAt: at(40),
        }),
      );
    }
    if (n % 3 === 0)
      later.push(event('FloorsReplaced', { propertyUniqueId: id, floors: [], replacedAt: at(41) }));
    if (n % 5 === 0) {
      later.push(
        event('OldPropertyLinked', {
          propertyUniqueId: id,
          ptinNo: `PT${100000 + n}`,
          arrears: { housePaise: 1000, waterPaise: 500, sewerPaise: 0 },
          linkedAt: at(42),
        }),
      );
    }
    if (n % 10 === 0)
      later.push(event('MatchingDetailsRemoved', { propertyUniqueId: id, removedAt: at(43) }));
    if (n % 7 === 0) {
      later.push(
        event('OwnerDetailsUpdated', {
          propertyUniqueId: id,
          ownerName: 'Geeta Sharma',
          husbandName: 'Vinod Sharma',
          previous: { ownerName: OWNERS[n % OWNERS.length] },
          updatedAt: at(44),
        }),
      );
    }
    // A ledger event on the same stream: the register ignores it, and must not stall on it.
    later.push(
      event('ArrearsCorrected', {
        propertyUniqueId: id,
        financialYear: '2024-25',
        housePaise: 1,
        waterPaise: 0,
        sewerPaise: 0,
        receiptNumber: 'R',
        correctedAt: at(45),
      }),
    );
    if (n % 11 === 0) {
      later.push(
        event('BuildingImagesUpdated', {
          propertyUniqueId: id,
          buildingImageFrontId: 'f2',
          buildingImageRightId: 'r',
          buildingImageLeftId: 'l',
          updatedAt: at(46),
        }),
      );
    }
    if (n % 9 === 4) {
      later.push(
        event('PropertyDeleted', {
          propertyUniqueId: id,
          reason: 'Duplicate',
          requestedBy: 'Ram Prasad',
          deletedAt: at(47),
        }),
      );
    }
    for (const e of later) appends.push({ stream, events: [e] });
  }
  return appends;
}
