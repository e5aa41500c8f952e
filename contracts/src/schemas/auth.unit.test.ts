import { errorsOf, parsed } from '../testing/expectSchema';
import {
  changePasswordRequestSchema,
  changePasswordSchema,
  loginSchema,
  resetPasswordRequestSchema,
  resetPasswordSchema,
} from './auth';

describe('loginSchema', () => {
  const login = { email: 'admin@nagarnigam.in', password: 'secret-123' };
  it('accepts an email and a password of 8 characters or more', () => {
    expect(parsed(loginSchema, login)).toEqual(login);
  });
  it('requires the email', () => {
    expect(errorsOf(loginSchema, { ...login, email: '' }).email).toBe('Email is required');
  });
  it('rejects a malformed email with "Invalid email address"', () => {
    expect(errorsOf(loginSchema, { ...login, email: 'admin' }).email).toBe('Invalid email address');
  });
  it('requires the password', () => {
    expect(errorsOf(loginSchema, { ...login, password: '' }).password).toBe('Password is required');
  });
  it('rejects a 7-character password with "Password must be at least 8 characters"', () => {
    expect(errorsOf(loginSchema, { ...login, password: '1234567' }).password).toBe(
      'Password must be at least 8 characters',
    );
  });
  it('does not trim passwords: a trailing space is part of the password', () => {
    expect(parsed(loginSchema, { ...login, password: 'secret-123 ' }).password).toBe('secret-123 ');
  });
});

describe('changePasswordSchema', () => {
  const form = {
    email: 'admin@nagarnigam.in',
    oldPassword: 'old-secret',
    newPassword: 'new-secret',
    confirmNewPassword: 'new-secret',
  };
  it('accepts a new password that differs from the old and is confirmed', () => {
    expect(parsed(changePasswordSchema, form)).toEqual(form);
  });
  it.each([
    ['oldPassword', 'Old password is required'],
    ['newPassword', 'New password is required'],
    ['confirmNewPassword', 'Confirm password is required'],
  ])('requires %s', (field, message) => {
    expect(errorsOf(changePasswordSchema, { ...form, [field]: '' })[field]).toBe(message);
  });
  it.each(['oldPassword', 'newPassword', 'confirmNewPassword'])(
    'rejects a 7-character %s with "Password must be at least 8 characters"',
    (field) => {
      expect(errorsOf(changePasswordSchema, { ...form, [field]: 'short12' })[field]).toBe(
        'Password must be at least 8 characters',
      );
    },
  );
  it('rejects a new password equal to the old with "Can not be same as old password" on newPassword', () => {
    const errors = errorsOf(changePasswordSchema, {
      ...form,
      newPassword: 'old-secret',
      confirmNewPassword: 'old-secret',
    });
    expect(errors).toEqual({ newPassword: 'Can not be same as old password' });
  });
  it('rejects a different confirmation with "Passwords must match" on confirmNewPassword', () => {
    expect(errorsOf(changePasswordSchema, { ...form, confirmNewPassword: 'new-secreT' })).toEqual({
      confirmNewPassword: 'Passwords must match',
    });
  });
  it('shows every message at once when several fields fail', () => {
    expect(
      errorsOf(changePasswordSchema, { ...form, oldPassword: '', confirmNewPassword: 'other-secret' }),
    ).toEqual({
      oldPassword: 'Old password is required',
      confirmNewPassword: 'Passwords must match',
    });
  });
});

describe('changePasswordRequestSchema', () => {
  const body = { email: 'admin@nagarnigam.in', oldPassword: 'old-secret', newPassword: 'new-secret' };
  it('accepts the call payload: email, oldPassword, newPassword', () => {
    expect(parsed(changePasswordRequestSchema, body)).toEqual(body);
  });
  it('requires the email', () => {
    expect(errorsOf(changePasswordRequestSchema, { ...body, email: undefined }).email).toBe(
      'Email is required',
    );
  });
  it('rejects a new password equal to the old', () => {
    expect(errorsOf(changePasswordRequestSchema, { ...body, newPassword: 'old-secret' }).newPassword).toBe(
      'Can not be same as old password',
    );
  });
});

describe('resetPasswordSchema', () => {
  const form = { email: 'clerk@nagarnigam.in', newPassword: 'new-secret', confirmNewPassword: 'new-secret' };
  it('accepts the email of the user being reset, new and confirm only', () => {
    expect(parsed(resetPasswordSchema, { ...form, oldPassword: 'ignored' })).toEqual(form);
  });
  it('requires the email of the user being reset', () => {
    expect(errorsOf(resetPasswordSchema, { ...form, email: '' }).email).toBe('Email is required');
  });
  it('rejects a 7-character new password', () => {
    expect(errorsOf(resetPasswordSchema, { ...form, newPassword: 'short12' }).newPassword).toBe(
      'Password must be at least 8 characters',
    );
  });
  it('rejects a different confirmation with "Passwords must match"', () => {
    expect(
      errorsOf(resetPasswordSchema, { ...form, confirmNewPassword: 'other-secret' }).confirmNewPassword,
    ).toBe('Passwords must match');
  });
  it('accepts the call payload email and newPassword', () => {
    expect(errorsOf(resetPasswordRequestSchema, { email: form.email, newPassword: 'short' })).toEqual({
      newPassword: 'Password must be at least 8 characters',
    });
    expect(
      parsed(resetPasswordRequestSchema, { email: form.email, newPassword: form.newPassword }),
    ).toBeTruthy();
  });
});
