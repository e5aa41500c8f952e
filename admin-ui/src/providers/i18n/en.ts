import {
  ERROR_PAGE_TEXT,
  NIGAM_LOGIN_TEXT,
  NOT_AUTHORIZED_TEXT,
  SHELL_TEXT,
  enterPlaceholder,
} from '@ptax/contracts';

/** The back office's own labels. Spec texts come from contracts so English stays exact. */
export const en = {
  app: { title: 'Nagar Nigam Property Tax', subtitle: 'Uttar Pradesh', emblems: 'Emblems' },
  shell: { ...SHELL_TEXT, language: 'Language' },
  form: {
    placeholder: enterPlaceholder('%{label}'),
    showPassword: 'Show password',
    hidePassword: 'Hide password',
  },
  login: {
    title: NIGAM_LOGIN_TEXT,
    email: 'Email',
    password: 'Password',
    signInAs: 'Sign in as',
    official: 'Nigam Official',
    operator: 'Operator',
    submit: 'Sign in',
  },
  changePassword: {
    title: SHELL_TEXT.changePassword,
    email: 'Email',
    oldPassword: 'Old Password',
    newPassword: 'New Password',
    confirmNewPassword: 'Confirm New Password',
    submit: 'Submit',
    cancel: 'Cancel',
  },
  notAuthorized: NOT_AUTHORIZED_TEXT,
  errorPage: {
    notFound: ERROR_PAGE_TEXT[404],
    unauthorized: ERROR_PAGE_TEXT[401],
    apiDown: ERROR_PAGE_TEXT[503],
    teapot: ERROR_PAGE_TEXT[418],
    otherTitle: ERROR_PAGE_TEXT.otherTitle,
    otherMessage: ERROR_PAGE_TEXT.otherMessage,
    home: ERROR_PAGE_TEXT.home,
  },
  placeholder: { building: 'This page is being built.' },
  dashboard: {
    welcome: 'Welcome, %{name}',
    intro: 'Use the menu to manage properties, demands, payments, reports and masters of the Nagar Nigam.',
  },
};

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
export type PtaxMessages = Texts<typeof en>;
