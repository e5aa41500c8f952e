import { errorsOf, parsed } from '../testing/expectSchema';
import { JALKAL_MESSAGES, jalkalDecisionSchema, jalkalRequestSchema } from './jalkal';
import { DATE_FILTER_MESSAGE } from './propertyLookup';

const TODAY = '2026-09-10';
const schema = jalkalRequestSchema(TODAY);
const REQUEST = {
  propertyUniqueId: 'LKO-0001-0002-003',
  waterTaxApplicable: 'false',
  reason: 'The water connection was cut',
  effectiveDate: TODAY,
};

describe('the jalkal request form', () => {
  it('accepts a change of one fact with a reason and an effective date from today', () => {
    expect(parsed(schema, REQUEST)).toMatchObject({ waterTaxApplicable: false, effectiveDate: TODAY });
  });

  it('asks for at least one water or sewer detail to change', () => {
    const { waterTaxApplicable: _none, ...nothing } = REQUEST;
    expect(errorsOf(schema, { ...nothing, sourceOfWater: '  ' })['waterTaxApplicable']).toBe(
      JALKAL_MESSAGES.nothingToChange,
    );
  });

  it('refuses an effective date in the past', () => {
    expect(errorsOf(schema, { ...REQUEST, effectiveDate: '2026-09-09' })['effectiveDate']).toBe(
      JALKAL_MESSAGES.effectiveDatePast,
    );
  });

  it('refuses an effective date after the current financial year ends on 31 March', () => {
    parsed(schema, { ...REQUEST, effectiveDate: '2027-03-31' });
    expect(errorsOf(schema, { ...REQUEST, effectiveDate: '2027-04-01' })['effectiveDate']).toBe(
      JALKAL_MESSAGES.effectiveDateNextYear,
    );
  });

  it('requires the effective date and a day that exists', () => {
    expect(errorsOf(schema, { ...REQUEST, effectiveDate: '' })['effectiveDate']).toBe(
      JALKAL_MESSAGES.effectiveDateRequired,
    );
    expect(errorsOf(schema, { ...REQUEST, effectiveDate: '2027-02-30' })['effectiveDate']).toBe(
      DATE_FILTER_MESSAGE,
    );
  });

  it('requires a reason of at least five characters', () => {
    expect(errorsOf(schema, { ...REQUEST, reason: 'cut' })['reason']).toBe(JALKAL_MESSAGES.reasonShort);
  });
});

describe('the jalkal decision body', () => {
  it('requires userId and comment', () => {
    expect(errorsOf(jalkalDecisionSchema, { comment: 'Verified' })['userId']).toBe('User ID is required');
    expect(errorsOf(jalkalDecisionSchema, { userId: 'me' })['comment']).toBe('Comment is required');
  });
});
