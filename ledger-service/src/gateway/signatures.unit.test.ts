import * as crypto from 'node:crypto';
import { signaturesMatch } from './signatures';

jest.mock('node:crypto', () => {
  const actual = jest.requireActual<typeof crypto>('node:crypto');
  return { ...actual, timingSafeEqual: jest.fn(actual.timingSafeEqual) };
});

const digest = crypto.createHash('sha512').update('x').digest('hex');

describe('signaturesMatch', () => {
  it('accepts the same digest, in either letter case', () => {
    expect(signaturesMatch(digest, digest)).toBe(true);
    expect(signaturesMatch(digest, digest.toUpperCase())).toBe(true);
  });

  it('refuses a digest that differs in one character, or in length', () => {
    const last = digest.endsWith('0') ? '1' : '0';
    expect(signaturesMatch(digest, digest.slice(0, -1) + last)).toBe(false);
    expect(signaturesMatch(digest, digest.slice(0, -1))).toBe(false);
    expect(signaturesMatch(digest, '')).toBe(false);
  });

  it('compares equal-length digests with the constant-time comparison', () => {
    const timingSafeEqual = crypto.timingSafeEqual as jest.Mock;
    timingSafeEqual.mockClear();
    signaturesMatch(digest, digest.replace(/^./, 'f'));
    expect(timingSafeEqual).toHaveBeenCalledTimes(1);
  });
});
