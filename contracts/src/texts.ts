// The exact user-facing texts of SPEC sections 1, 2, 4, 7 and 8, in one place for both apps.
// Field validation messages live beside their schemas (contracts/src/schemas).

/** SPEC section 1: the public top bar, in this order, and the staff login button. */
export const PUBLIC_TOP_BAR_LABELS = [
  'Home',
  'Search Property',
  'View Ledger',
  'View Receipt',
  'Objection Status',
] as const;
export const NIGAM_LOGIN_TEXT = 'Nigam Login';

/** SPEC section 2, access guards: the 403 page. */
export const NOT_AUTHORIZED_TEXT = {
  title: 'Not Authorized',
  message: 'Oops! It seems like the page you are looking for is not accessible to you.',
  goToLogin: 'Go to login',
} as const;

/** SPEC section 2, error page: one entry per status, and the fallback for every other status. */
export const ERROR_PAGE_TEXT = {
  404: "This page doesn't exist!",
  401: "You aren't authorized to see this",
  503: 'Looks like our API is down',
  418: '\u{1FAD6}',
  otherTitle: 'Oops...! An error has occurred',
  otherMessage: 'Please go back to home page and re-try later!',
  home: 'Home',
} as const;

/** The heading (and, for the fallback, the second line) the error page shows for a status. */
export function errorPageText(status: number | undefined): { title: string; message?: string } {
  if (status === 404 || status === 401 || status === 503 || status === 418)
    return { title: ERROR_PAGE_TEXT[status] };
  return { title: ERROR_PAGE_TEXT.otherTitle, message: ERROR_PAGE_TEXT.otherMessage };
}

/** SPEC section 2, signed-in shell. */
export const SHELL_TEXT = { changePassword: 'Change Password', logout: 'Logout' } as const;

/** SPEC section 2, shared form widgets: the placeholder of a labelled input. */
export const enterPlaceholder = (label: string) => `Enter ${label}`;

/** SPEC section 4 (session) and section 8 (password change). */
export const SESSION_TEXT = {
  userLoadFailed: 'Could not load user correctly, please login again',
  logoutSummary: 'Logout Success!',
  logoutDetail: 'You have been successfully logged out of portal!',
} as const;

export const PASSWORD_CHANGE_TEXT = {
  employeeNotFound: 'Employee not found',
  successSummary: 'Success',
  successDetail: 'Password changed successfully, please login',
} as const;

/** SPEC section 2, Roles Master screen, and section 8, role save toasts. */
export const ROLES_TEXT = {
  title: 'Roles Master',
  roleNameColumn: 'Role Name',
  privilegesColumn: 'Privileges',
  empty: 'No records available',
  add: 'Add',
  edit: 'Edit',
  editTooltip: 'Select a Role to Edit',
  addDialogTitle: 'Add Role',
  editDialogTitle: 'Edit Role',
  submit: 'Submit',
} as const;

export const roleEditedToast = (roleName: string) => `${roleName} role edited successfully!`;
export const roleAddedToast = (roleName: string) => `${roleName} role added successfully`;

/** SPEC section 7: the client refuses to approve a mutation without its id. */
export const MUTATION_ID_REQUIRED = 'Mutation Id is required';
