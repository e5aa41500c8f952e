import {
  ERROR_PAGE_TEXT,
  MUTATION_ID_REQUIRED,
  NIGAM_LOGIN_TEXT,
  NOT_AUTHORIZED_TEXT,
  PASSWORD_CHANGE_TEXT,
  PUBLIC_TOP_BAR_LABELS,
  ROLES_TEXT,
  SESSION_TEXT,
  SHELL_TEXT,
  enterPlaceholder,
  errorPageText,
  roleAddedToast,
  roleEditedToast,
} from './texts';

describe('texts of SPEC sections 1 and 2', () => {
  it('lists the five public top-bar labels in order', () => {
    expect(PUBLIC_TOP_BAR_LABELS).toEqual([
      'Home',
      'Search Property',
      'View Ledger',
      'View Receipt',
      'Objection Status',
    ]);
  });
  it('labels the staff login button "Nigam Login"', () => {
    expect(NIGAM_LOGIN_TEXT).toBe('Nigam Login');
  });
  it('words the Not Authorized page exactly', () => {
    expect(NOT_AUTHORIZED_TEXT).toEqual({
      title: 'Not Authorized',
      message: 'Oops! It seems like the page you are looking for is not accessible to you.',
      goToLogin: 'Go to login',
    });
  });
  it('labels the shell buttons', () => {
    expect(SHELL_TEXT).toEqual({ changePassword: 'Change Password', logout: 'Logout' });
  });
  it('writes placeholders as "Enter {label}"', () => {
    expect(enterPlaceholder('Owner Name')).toBe('Enter Owner Name');
  });
  it('words the Roles Master screen exactly', () => {
    expect(ROLES_TEXT).toMatchObject({
      title: 'Roles Master',
      empty: 'No records available',
      editTooltip: 'Select a Role to Edit',
      addDialogTitle: 'Add Role',
      editDialogTitle: 'Edit Role',
    });
  });
});

describe('errorPageText', () => {
  it.each([
    [404, "This page doesn't exist!"],
    [401, "You aren't authorized to see this"],
    [503, 'Looks like our API is down'],
    [418, '\u{1FAD6}'],
  ])('titles a %s "%s"', (status, title) => {
    expect(errorPageText(status)).toEqual({ title });
  });
  it.each([500, 403, undefined])('falls back to the generic text for %s', (status) => {
    expect(errorPageText(status)).toEqual({
      title: 'Oops...! An error has occurred',
      message: 'Please go back to home page and re-try later!',
    });
  });
  it('has a Home button', () => {
    expect(ERROR_PAGE_TEXT.home).toBe('Home');
  });
});

describe('toasts of SPEC sections 4, 7 and 8', () => {
  it('words the session toasts exactly', () => {
    expect(SESSION_TEXT).toEqual({
      userLoadFailed: 'Could not load user correctly, please login again',
      logoutSummary: 'Logout Success!',
      logoutDetail: 'You have been successfully logged out of portal!',
    });
  });
  it('words the password change toasts exactly', () => {
    expect(PASSWORD_CHANGE_TEXT).toEqual({
      employeeNotFound: 'Employee not found',
      successSummary: 'Success',
      successDetail: 'Password changed successfully, please login',
    });
  });
  it('names the role in the role toasts', () => {
    expect(roleEditedToast('Clerk')).toBe('Clerk role edited successfully!');
    expect(roleAddedToast('Clerk')).toBe('Clerk role added successfully');
  });
  it('refuses a mutation approval without an id with "Mutation Id is required"', () => {
    expect(MUTATION_ID_REQUIRED).toBe('Mutation Id is required');
  });
});
