import { sessionClaimsSchema, userDetailsSchema } from './session';

describe('session token claims', () => {
  const claims = {
    loginType: 'jalkal',
    accessName: 'jalkal',
    accessType: 'city',
    email: 'j@nagarnigam.in',
    exp: 70000,
  };
  it('accepts the spec claims', () => {
    expect(sessionClaimsSchema.safeParse(claims).success).toBe(true);
  });
  it('requires an integer exp', () => {
    expect(sessionClaimsSchema.safeParse({ ...claims, exp: 1.5 }).success).toBe(false);
  });
  it('requires the login type', () => {
    expect(sessionClaimsSchema.safeParse({ ...claims, loginType: undefined }).success).toBe(false);
  });
});

describe('user details', () => {
  it('carries username, email, accessName and isSuperAdmin', () => {
    const user = { username: 'ctao', email: 'ctao@nagarnigam.in', accessName: 'ctao', isSuperAdmin: false };
    expect(userDetailsSchema.parse({ ...user, password: 'x' })).toEqual(user);
    expect(userDetailsSchema.safeParse({ ...user, isSuperAdmin: 'no' }).success).toBe(false);
  });
});
