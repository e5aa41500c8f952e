// The demo city's self-assessments (README, demo data): what a tester types into the status page.
// Each form is the property add form as a citizen's browser sends it (text fields, floors as JSON).
import type { Place } from '../properties/places';

export interface DemoSelfAssessment {
  /** The form's fields; `propertyUniqueId` among them names a registered property. */
  fields: Record<string, string>;
  /** Rejected by an official with this reason; left submitted otherwise. */
  rejectionReason?: string;
}

interface Owner {
  ownerName: string;
  fatherName: string;
  mobileNumber: string;
  emailId: string;
  houseNumber: string;
  propertyAddress: string;
}

const house = (place: Place, owner: Owner) => ({
  ...owner,
  ...place,
  houseCategory: 'residential',
  occupancyStatus: 'self_occupied',
  plotArea: '1500',
  constType: 'rcc_rbc',
  roadType: 'pucca',
  roadWidth: '9',
  constructionYear: '2014',
  houseTaxApplicable: 'true',
  sewerageConnectionAvailable: 'true',
  waterTaxApplicable: 'true',
  floors: JSON.stringify([
    { floorNumber: 0, rentType: 'self', rentUsage: 'residential', type: 'rcc_rbc', areaSqft: 1100 },
    { floorNumber: 1, rentType: 'rented', rentUsage: 'residential', type: 'rcc_rbc', areaSqft: 900 },
  ]),
});

/** A rented shop, assessed with a sub-category of the category master. */
const shop = (place: Place, owner: Owner, sub: { category: number; subCategory: number }) => ({
  ...house(place, owner),
  houseCategory: 'nonresidential',
  category: String(sub.category),
  subCategory: String(sub.subCategory),
  occupancyStatus: 'rented',
  plotArea: '400',
  floors: JSON.stringify([
    {
      floorNumber: 0,
      rentType: 'rented',
      rentUsage: 'nonresidential',
      type: 'rcc_rbc',
      ...sub,
      areaSqft: 350,
    },
  ]),
});

export function demoSelfAssessments(
  newHouse: Place,
  registered: Place & { propertyUniqueId: string },
  sub: { category: number; subCategory: number },
): DemoSelfAssessment[] {
  const { propertyUniqueId, ...registeredPlace } = registered;
  return [
    {
      fields: house(newHouse, {
        ownerName: 'Kamla Devi',
        fatherName: 'Shiv Narayan',
        mobileNumber: '9839000001',
        emailId: 'kamla.devi@example.in',
        houseNumber: '27/3',
        propertyAddress: '27/3, Gali No. 4, Lucknow',
      }),
    },
    {
      fields: {
        ...shop(
          registeredPlace,
          {
            ownerName: 'Mohd. Salim',
            fatherName: 'Abdul Rashid',
            mobileNumber: '9839000002',
            emailId: 'salim.stores@example.in',
            houseNumber: '5',
            propertyAddress: '5, Main Market, Lucknow',
          },
          sub,
        ),
        propertyUniqueId,
      },
    },
    {
      fields: house(newHouse, {
        ownerName: 'Rajesh Tiwari',
        fatherName: 'Om Prakash Tiwari',
        mobileNumber: '9839000003',
        emailId: 'rajesh.tiwari@example.in',
        houseNumber: '41',
        propertyAddress: '41, Naya Tola, Lucknow',
      }),
      rejectionReason: 'The plot area does not match the land registry document',
    },
  ];
}
