import { errorsOf, parsed } from '../testing/expectSchema';
import { ownerDetailsSchema, propertyAddSchema, propertyEditSchema } from './property';
import { propertyListFiltersSchema, propertyLookupSchema } from './propertyLookup';

const residentialEdit = {
  ownerName: 'Ram Prasad',
  fatherName: 'Shyam Prasad',
  zoneId: 'zone-1',
  wardId: 'ward-1',
  mohallaId: 'mohalla-1',
  houseCategory: 'residential',
  occupancyStatus: 'self_occupied',
  houseTaxApplicable: true,
  sewerageConnectionAvailable: false,
  waterTaxApplicable: true,
};
const residentialAdd = {
  ...residentialEdit,
  propertyAddress: '12 Hazratganj',
  mobileNumber: '9876543210',
  plotArea: 1200,
  constType: 'rcc_rbc',
  roadType: 'pucca',
  roadWidth: 9,
  constructionYear: 2005,
};

describe('property lookup form', () => {
  const lookup = {
    mobileNumber: '9876543210',
    propertyUniqueId: 'LKO-0001-0002-003',
    ownerName: 'Ram Prasad',
    fatherHusbandName: 'Shyam Prasad',
    houseNumber: '12',
  };
  it('accepts all five fields', () => {
    expect(parsed(propertyLookupSchema, lookup)).toEqual(lookup);
  });
  it.each([
    ['mobileNumber', 'Mobile number is required'],
    ['propertyUniqueId', 'Property ID is required'],
    ['ownerName', 'Owner name is required'],
    ['fatherHusbandName', 'Father / husband name is required'],
    ['houseNumber', 'House number is required'],
  ])('requires %s', (field, message) => {
    expect(errorsOf(propertyLookupSchema, { ...lookup, [field]: '' })[field]).toBe(message);
  });
  it('rejects an invalid mobile with "Mobile number is not valid"', () => {
    expect(errorsOf(propertyLookupSchema, { ...lookup, mobileNumber: '12345' }).mobileNumber).toBe(
      'Mobile number is not valid',
    );
  });
});

describe.each([
  ['edit', propertyEditSchema, residentialEdit],
  ['add', propertyAddSchema, residentialAdd],
] as const)('property %s form', (_variant, schema, valid) => {
  it('accepts a complete residential property', () => {
    expect(errorsOf(schema, valid)).toEqual({});
  });
  it.each([
    ['ownerName', 'Owner name is required'],
    ['zoneId', 'Zone is required'],
    ['wardId', 'Ward is required'],
    ['mohallaId', 'Mohalla is required'],
    ['houseCategory', 'House category is required'],
    ['occupancyStatus', 'Occupancy status is required'],
  ])('requires %s', (field, message) => {
    expect(errorsOf(schema, { ...valid, [field]: '' })[field]).toBe(message);
  });
  it('rejects an unknown house category', () => {
    expect(errorsOf(schema, { ...valid, houseCategory: 'industrial' }).houseCategory).toBe(
      'House category must be residential or nonresidential',
    );
  });
  it.each([
    ['plotArea', 'Plot area must be more than 0'],
    ['oldArv', 'Old ARV must be more than 0'],
    ['constructionYear', 'Construction year must be more than 0'],
  ])('requires %s to be positive', (field, message) => {
    expect(errorsOf(schema, { ...valid, [field]: 0 })[field]).toBe(message);
  });
  it('requires category for nonresidential with "Property Category is required"', () => {
    expect(errorsOf(schema, { ...valid, houseCategory: 'nonresidential', subCategory: 2 })).toEqual({
      category: 'Property Category is required',
    });
  });
  it('requires subCategory for nonresidential with "Property Sub-Category is required"', () => {
    expect(errorsOf(schema, { ...valid, houseCategory: 'nonresidential', category: 3 })).toEqual({
      subCategory: 'Property Sub-Category is required',
    });
  });
  it('accepts a nonresidential property with category and sub-category numbers given as text', () => {
    expect(
      parsed(schema, { ...valid, houseCategory: 'nonresidential', category: '3', subCategory: '2' }),
    ).toMatchObject({
      category: 3,
      subCategory: 2,
    });
  });
  it.each([
    ['houseTaxApplicable', 'Select whether house tax is applicable'],
    ['waterTaxApplicable', 'Select whether water tax is applicable'],
    ['sewerageConnectionAvailable', 'Select whether a sewerage connection is available'],
  ])('requires the %s flag to be selected', (field, message) => {
    expect(errorsOf(schema, { ...valid, [field]: undefined })[field]).toBe(message);
  });
  it('requires the disability percentage when disabled', () => {
    expect(errorsOf(schema, { ...valid, isDisabled: true, disabilityDocumentProof: 'proof.pdf' })).toEqual({
      disabilityPercentage: 'Disability percentage is required',
    });
  });
  it('requires the disability percentage to be positive', () => {
    expect(
      errorsOf(schema, {
        ...valid,
        isDisabled: true,
        disabilityPercentage: 0,
        disabilityDocumentProof: 'p.pdf',
      }).disabilityPercentage,
    ).toBe('Disability percentage must be more than 0');
  });
  it('rejects a disability percentage above 100 with "Max disability percentage can be 100%"', () => {
    expect(
      errorsOf(schema, {
        ...valid,
        isDisabled: true,
        disabilityPercentage: 101,
        disabilityDocumentProof: 'p.pdf',
      }).disabilityPercentage,
    ).toBe('Max disability percentage can be 100%');
  });
  it('requires the disability document proof when disabled', () => {
    expect(errorsOf(schema, { ...valid, isDisabled: 'true', disabilityPercentage: '40' })).toEqual({
      disabilityDocumentProof: 'Disability document proof is required',
    });
  });
  it('requires the ex-defence widow document proof', () => {
    expect(errorsOf(schema, { ...valid, isExDefensePersonalWidow: true })).toEqual({
      exDefensePersonalDocumentProof: 'Ex-defence widow document proof is required',
    });
  });
  it('needs no proof when the concessions do not apply', () => {
    expect(errorsOf(schema, { ...valid, isDisabled: false, isExDefensePersonalWidow: 'false' })).toEqual({});
  });
  it('requires father or husband name: both get a message when both are empty', () => {
    expect(errorsOf(schema, { ...valid, fatherName: '', husbandName: '' })).toEqual({
      fatherName: 'Father name is required when husband name is empty',
      husbandName: 'Husband name is required when father name is empty',
    });
  });
  it('accepts a husband name alone', () => {
    expect(errorsOf(schema, { ...valid, fatherName: undefined, husbandName: 'Mohan Lal' })).toEqual({});
  });
  it('rejects an invalid mobile with "Mobile number is not valid"', () => {
    expect(errorsOf(schema, { ...valid, mobileNumber: '12345' }).mobileNumber).toBe(
      'Mobile number is not valid',
    );
  });
  it('rejects an invalid email with "Invalid email address"', () => {
    expect(errorsOf(schema, { ...valid, emailId: 'ram@' }).emailId).toBe('Invalid email address');
  });
  it('rejects a trailing space in the owner name', () => {
    expect(errorsOf(schema, { ...valid, ownerName: 'Ram ' }).ownerName).toBe("Can't contain trailing spaces");
  });
  it('rejects a property ID that is not 17 characters', () => {
    expect(errorsOf(schema, { ...valid, propertyUniqueId: 'LKO-1' }).propertyUniqueId).toBe(
      'Property ID must be exactly 17 characters',
    );
  });
  it('shows field and conditional messages together', () => {
    expect(errorsOf(schema, { ...valid, ownerName: '', houseCategory: 'nonresidential' })).toEqual({
      ownerName: 'Owner name is required',
      category: 'Property Category is required',
      subCategory: 'Property Sub-Category is required',
    });
  });
});

describe('property add form extra required fields', () => {
  it.each([
    ['propertyAddress', 'Property address is required'],
    ['mobileNumber', 'Mobile number is required'],
    ['plotArea', 'Plot area is required'],
    ['constType', 'Construction type is required'],
    ['roadType', 'Road type is required'],
    ['roadWidth', 'Road width is required'],
    ['constructionYear', 'Construction year is required'],
  ])('requires %s', (field, message) => {
    expect(errorsOf(propertyAddSchema, { ...residentialAdd, [field]: '' })[field]).toBe(message);
  });
  it('leaves them optional when editing', () => {
    const {
      propertyAddress: _a,
      mobileNumber: _m,
      plotArea: _p,
      constructionYear: _y,
      ...rest
    } = residentialAdd;
    expect(errorsOf(propertyEditSchema, rest)).toEqual({});
  });
  it('validates the floors entered with the property', () => {
    const floors = [
      { floorNumber: 0, rentType: 'self', rentUsage: 'residential', type: 'rcc_rbc', areaSqft: 0 },
    ];
    expect(errorsOf(propertyAddSchema, { ...residentialAdd, floors })['floors.0.areaSqft']).toBe(
      'Area must be more than 0',
    );
  });
});

describe('construction type', () => {
  it('takes rcc_rbc, other_pucca or kachha and explains that vacant land is not one', () => {
    for (const constType of ['rcc_rbc', 'other_pucca', 'kachha']) {
      expect(errorsOf(propertyAddSchema, { ...residentialAdd, constType })).toEqual({});
    }
    expect(errorsOf(propertyAddSchema, { ...residentialAdd, constType: 'vacant_land' }).constType).toBe(
      'Construction type must be rcc_rbc, other_pucca or kachha (vacant land is not a construction type)',
    );
  });
});

describe('a multipart property form', () => {
  it('takes the floors as JSON text', () => {
    const floors = JSON.stringify([
      { floorNumber: '0', rentType: 'self', rentUsage: 'residential', type: 'rcc_rbc', areaSqft: '850' },
    ]);
    expect(parsed(propertyAddSchema, { ...residentialAdd, floors }).floors).toEqual([
      { floorNumber: 0, rentType: 'self', rentUsage: 'residential', type: 'rcc_rbc', areaSqft: 850 },
    ]);
    expect(errorsOf(propertyAddSchema, { ...residentialAdd, floors: '{oops' }).floors).toBe(
      'Floors must be a list',
    );
  });
  it('refuses an old ARV with fractions of a paisa', () => {
    expect(errorsOf(propertyAddSchema, { ...residentialAdd, oldArv: '100.555' }).oldArv).toBe(
      'Amount can have at most two decimal places',
    );
  });
});

describe('owner details update', () => {
  const owner = { propertyUniqueId: 'LKO-0001-0002-003', ownerName: 'Sita Devi', husbandName: 'Ram Prasad' };
  it('needs the property, the owner and a father or husband name', () => {
    expect(errorsOf(ownerDetailsSchema, owner)).toEqual({});
    expect(errorsOf(ownerDetailsSchema, { ...owner, husbandName: '', propertyUniqueId: '' })).toEqual({
      propertyUniqueId: 'Property ID is required',
      fatherName: 'Father name is required when husband name is empty',
      husbandName: 'Husband name is required when father name is empty',
    });
  });
});

describe('property list filters', () => {
  it('reads text filters as the query string sends them and trims search boxes', () => {
    expect(
      parsed(propertyListFiltersSchema, {
        category: '3',
        matchingStatus: 'Matched',
        ownerName: ' Ramesh Kumr ',
        mobileNumber: '+91 98765 43210',
        startDate: '2026-04-01',
        zoneId: '',
      }),
    ).toEqual({
      category: 3,
      matchingStatus: 'matched',
      ownerName: 'Ramesh Kumr',
      mobileNumber: '9876543210',
      startDate: '2026-04-01',
    });
  });
  it('refuses a date in another form and a wrong mobile number', () => {
    expect(errorsOf(propertyListFiltersSchema, { endDate: '31/03/2026', mobileNumber: '12345' })).toEqual({
      endDate: 'Date must be written like 2026-11-22',
      mobileNumber: 'Mobile number is not valid',
    });
  });
});
