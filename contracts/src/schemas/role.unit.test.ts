import { errorsOf, parsed } from '../testing/expectSchema';
import { roleMasterSchema, roleSchema } from './role';

describe('role master form', () => {
  it('accepts a name and one privilege', () => {
    expect(parsed(roleMasterSchema, { name: 'Clerk', privileges: ['view_properties'] })).toEqual({
      name: 'Clerk',
      privileges: ['view_properties'],
    });
  });
  it('requires the name with "Role name is required"', () => {
    expect(errorsOf(roleMasterSchema, { name: '', privileges: ['view'] })).toEqual({
      name: 'Role name is required',
    });
  });
  it('reports a missing privilege with "At least one privilege is required" on the name field', () => {
    expect(errorsOf(roleMasterSchema, { name: 'Clerk', privileges: [] })).toEqual({
      name: 'At least one privilege is required',
    });
  });
  it('shows the privilege message instead of the name message when both fail', () => {
    const result = roleMasterSchema.safeParse({ name: '', privileges: [] });
    expect(result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['name', 'At least one privilege is required'],
    ]);
  });
  it('treats absent fields as empty', () => {
    expect(errorsOf(roleMasterSchema, {})).toEqual({ name: 'At least one privilege is required' });
  });
  it('rejects a blank privilege entry', () => {
    expect(errorsOf(roleMasterSchema, { name: 'Clerk', privileges: ['view', ''] })).toEqual({
      'privileges.1': 'Privilege can not be empty',
    });
  });
  it('rejects a trailing space in the name', () => {
    expect(errorsOf(roleMasterSchema, { name: 'Clerk ', privileges: ['view'] })).toEqual({
      name: "Can't contain trailing spaces",
    });
  });
});

describe('role entity', () => {
  it('has an _id, a name and privileges', () => {
    expect(roleSchema.safeParse({ _id: 'r1', name: 'Clerk', privileges: ['view'] }).success).toBe(true);
    expect(roleSchema.safeParse({ name: 'Clerk', privileges: ['view'] }).success).toBe(false);
  });
});
