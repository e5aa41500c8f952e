import { checkGuard, type Guard, type GuardOutcome } from './guards';

// Every guard against every kind of login type of SPEC section 2.
const cases: [Guard, string | null | undefined, GuardOutcome][] = [
  ['public', null, 'allowed'],
  ['public', undefined, 'allowed'],
  ['public', 'nagar_nigam', 'allowed'],
  ['public', 'jalkal', 'allowed'],
  ['public', 'operator', 'allowed'],
  ['anyLogin', null, 'login'],
  ['anyLogin', undefined, 'login'],
  ['anyLogin', 'nagar_nigam', 'allowed'],
  ['anyLogin', 'jalkal', 'allowed'],
  ['anyLogin', 'operator', 'allowed'],
  ['anyLogin', 'data_upload', 'allowed'],
  ['operator', null, 'login'],
  ['operator', 'nagar_nigam', 'notAuthorized'],
  ['operator', 'jalkal', 'notAuthorized'],
  ['operator', 'operator', 'allowed'],
  ['operator', 'data_upload', 'allowed'],
  ['nagarNigam', null, 'login'],
  ['nagarNigam', 'nagar_nigam', 'allowed'],
  ['nagarNigam', 'jalkal', 'notAuthorized'],
  ['nagarNigam', 'operator', 'notAuthorized'],
  ['nagarNigam', 'data_upload', 'notAuthorized'],
  ['jalkal', undefined, 'login'],
  ['jalkal', 'jalkal', 'allowed'],
  ['jalkal', 'nagar_nigam', 'notAuthorized'],
  ['jalkal', 'operator', 'notAuthorized'],
];

describe('checkGuard', () => {
  it.each(cases)('guard %s with login type %s is %s', (guard, loginType, outcome) => {
    expect(checkGuard(guard, loginType)).toBe(outcome);
  });
  it('throws on a guard it does not know', () => {
    expect(() => checkGuard('masters' as Guard, 'nagar_nigam')).toThrow('unknown guard masters');
  });
});
