// TEMPORARY: the spec's exact texts until contracts/src/texts.ts lands; then this file is deleted.
export const TEXTS = {
  session: {
    userNotLoaded: 'Could not load user correctly, please login again',
    logoutSummary: 'Logout Success!',
    logoutDetail: 'You have been successfully logged out of portal!',
  },
  changePassword: {
    employeeNotFound: 'Employee not found',
    success: 'Password changed successfully, please login',
    successSummary: 'Success',
  },
  notAuthorized: {
    title: 'Not Authorized',
    text: 'Oops! It seems like the page you are looking for is not accessible to you.',
    goToLogin: 'Go to login',
  },
  errorPage: {
    notFound: "This page doesn't exist!",
    unauthorized: "You aren't authorized to see this",
    apiDown: 'Looks like our API is down',
    teapot: '🫖',
    generic: 'Oops...! An error has occurred',
    genericHint: 'Please go back to home page and re-try later!',
    home: 'Home',
  },
  shell: { changePassword: 'Change Password', logout: 'Logout' },
} as const;
