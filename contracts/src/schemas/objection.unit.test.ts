import { errorsOf, parsed } from '../testing/expectSchema';
import { OBJECTION_MESSAGES, objectionUploadSchema } from './objection';
import { composePropertyUniqueId } from './propertyId';
import { DATE_FILTER_MESSAGE } from './propertyLookup';

const propertyUniqueId = composePropertyUniqueId({ zoneNo: 1, wardNo: 1, mohallaCode: 1, serial: 1 });
const upload = { propertyUniqueId, description: 'The area is recorded too large' };

describe('objection upload', () => {
  it('takes an objection date that exists', () => {
    expect(parsed(objectionUploadSchema, { ...upload, objectionDate: '2028-02-29' }).objectionDate).toBe(
      '2028-02-29',
    );
  });
  it('refuses a day the calendar does not have, which Date.parse would roll over into the next month', () => {
    expect(errorsOf(objectionUploadSchema, { ...upload, objectionDate: '2026-02-30' })).toEqual({
      objectionDate: DATE_FILTER_MESSAGE,
    });
  });
  it('wants an objection of at least five characters', () => {
    expect(errorsOf(objectionUploadSchema, { ...upload, description: 'Area' })).toEqual({
      description: OBJECTION_MESSAGES.descriptionShort,
    });
  });
});
