import { errorsOf, parsed } from '../testing/expectSchema';
import { officialAddSchema, officialEditSchema, roleAddSchema } from './official';

const official = {
  username: 'ctao.lucknow',
  email: 'ctao@nagarnigam.in',
  mobile: '9876543210',
  password: 'secret-123',
  designation: 'CTAO',
  accessId: 'access-1',
  accessType: 'zone',
  loginType: 'nagar_nigam',
  cityId: 'city-1',
  accessibleZones: ['zone-1'],
  accessibleWards: [],
  minValue: 0,
  maxValue: 500000,
};
const { password: _password, loginType: _loginType, ...officialEdit } = official;

describe('official add form', () => {
  it('accepts a complete official', () => {
    expect(parsed(officialAddSchema, official)).toEqual(official);
  });
  it.each(['username', 'email', 'password', 'accessId', 'accessType', 'loginType', 'cityId'])(
    'requires %s with "This field is required"',
    (field) => {
      expect(errorsOf(officialAddSchema, { ...official, [field]: '' })[field]).toBe('This field is required');
    },
  );
  it('rejects a minValue below 0', () => {
    expect(errorsOf(officialAddSchema, { ...official, minValue: -1 }).minValue).toBe(
      'Min value can not be negative',
    );
  });
  it('rejects a maxValue below minValue', () => {
    expect(errorsOf(officialAddSchema, { ...official, minValue: 10, maxValue: 9 }).maxValue).toBe(
      'Max value must be greater than or equal to min value',
    );
  });
  it('accepts maxValue equal to minValue', () => {
    expect(errorsOf(officialAddSchema, { ...official, minValue: 10, maxValue: 10 })).toEqual({});
  });
  it.each(['minValue', 'maxValue'])('caps %s at the maximum safe integer', (field) => {
    const max = Number.MAX_SAFE_INTEGER;
    expect(errorsOf(officialAddSchema, { ...official, minValue: max, maxValue: max })).toEqual({});
    expect(errorsOf(officialAddSchema, { ...official, [field]: Number.MAX_SAFE_INTEGER + 2 })[field]).toBe(
      'Value can not be more than 9007199254740991',
    );
  });
  it('rejects a limit that is not a whole number of rupees', () => {
    expect(errorsOf(officialAddSchema, { ...official, maxValue: 10.5 }).maxValue).toBe(
      'Value must be a whole number',
    );
  });
  it('rejects an invalid email with "Invalid email address"', () => {
    expect(errorsOf(officialAddSchema, { ...official, email: 'ctao' }).email).toBe('Invalid email address');
  });
  it('rejects an invalid mobile with "Mobile number must be a valid Indian number"', () => {
    expect(errorsOf(officialAddSchema, { ...official, mobile: '12345' }).mobile).toBe(
      'Mobile number must be a valid Indian number',
    );
  });
  it('rejects a 7-character password', () => {
    expect(errorsOf(officialAddSchema, { ...official, password: 'short12' }).password).toBe(
      'Password must be at least 8 characters',
    );
  });
});

describe('official edit form', () => {
  it('accepts an official without password and loginType', () => {
    expect(parsed(officialEditSchema, officialEdit)).toEqual(officialEdit);
  });
  it('drops a password or loginType sent with an edit', () => {
    expect(parsed(officialEditSchema, official)).not.toHaveProperty('password');
    expect(parsed(officialEditSchema, official)).not.toHaveProperty('loginType');
  });
  it('still requires the other fields with "This field is required"', () => {
    expect(errorsOf(officialEditSchema, { ...officialEdit, accessType: '' }).accessType).toBe(
      'This field is required',
    );
  });
  it('still checks maxValue against minValue', () => {
    expect(errorsOf(officialEditSchema, { ...officialEdit, minValue: 5, maxValue: 1 }).maxValue).toBe(
      'Max value must be greater than or equal to min value',
    );
  });
});

describe('role add (official / operator) form', () => {
  const user = {
    username: 'operator1',
    email: 'op1@nagarnigam.in',
    mobile: '9876543210',
    password: 'secret-123',
    designation: 'Data entry',
    city_id: 'city-1',
  };
  it('accepts a complete user', () => {
    expect(parsed(roleAddSchema, user)).toEqual(user);
  });
  it.each(['username', 'email', 'mobile', 'password', 'designation', 'city_id'])(
    'requires %s with "This field is required"',
    (field) => {
      expect(errorsOf(roleAddSchema, { ...user, [field]: '' })[field]).toBe('This field is required');
    },
  );
  it('rejects an invalid mobile with "Mobile number must be a valid Indian number"', () => {
    expect(errorsOf(roleAddSchema, { ...user, mobile: '5555555555' }).mobile).toBe(
      'Mobile number must be a valid Indian number',
    );
  });
});
