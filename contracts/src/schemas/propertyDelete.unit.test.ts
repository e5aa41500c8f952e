import { errorsOf, parsed } from '../testing/expectSchema';
import { propertyDeleteSchema } from './propertyDelete';
import { composePropertyUniqueId } from './propertyId';

const issued = composePropertyUniqueId({ zoneNo: 1, wardNo: 2, mohallaCode: 3, serial: 45 });
const request = {
  propertyIds: ['LKO-0001-0002-003', issued],
  reason: 'Duplicate',
  requestedBy: 'Ram Prasad',
};

describe('property delete', () => {
  it('accepts 17-character ids with and without hyphens', () => {
    expect(parsed(propertyDeleteSchema, request)).toEqual(request);
  });
  it('requires at least one id', () => {
    expect(errorsOf(propertyDeleteSchema, { ...request, propertyIds: [] }).propertyIds).toBe(
      'At least one property ID is required',
    );
    expect(errorsOf(propertyDeleteSchema, { ...request, propertyIds: undefined }).propertyIds).toBe(
      'At least one property ID is required',
    );
  });
  it.each(['LKO-0001-0002-03', 'LKO-0001-0002-0034'])('rejects the id %s that is not 17 characters', (id) => {
    expect(errorsOf(propertyDeleteSchema, { ...request, propertyIds: [id] })['propertyIds.0']).toBe(
      'Property ID must be exactly 17 characters',
    );
  });
  it('rejects an id of this register whose check character is wrong', () => {
    const wrong = issued.slice(0, 16) + (issued[16] === 'A' ? 'B' : 'A');
    expect(errorsOf(propertyDeleteSchema, { ...request, propertyIds: [wrong] })['propertyIds.0']).toBe(
      'Property ID is not valid, please check it and try again',
    );
  });
  it('rejects an id with other characters', () => {
    expect(
      errorsOf(propertyDeleteSchema, { ...request, propertyIds: ['LKO_0001_0002_003'] })['propertyIds.0'],
    ).toBe('Property ID can only contain letters, digits and hyphens');
  });
  it('rejects a reason of 4 characters', () => {
    expect(errorsOf(propertyDeleteSchema, { ...request, reason: 'Dupe' }).reason).toBe(
      'Reason must be at least 5 characters',
    );
  });
  it('rejects requestedBy with digits', () => {
    expect(errorsOf(propertyDeleteSchema, { ...request, requestedBy: 'Clerk 7' }).requestedBy).toBe(
      'Requested by can only contain letters and spaces',
    );
  });
  it('requires requestedBy', () => {
    expect(errorsOf(propertyDeleteSchema, { ...request, requestedBy: '' }).requestedBy).toBe(
      'Requested by is required',
    );
  });
});
