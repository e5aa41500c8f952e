import { fieldErrors } from './fieldErrors';
import {
  formatNoticeNumber,
  NOTICE_MESSAGES,
  noticeJobRequestSchema,
  noticeListFiltersSchema,
} from './notice';

const errorsOf = (input: object) => {
  const result = noticeJobRequestSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe('the bulk notice request', () => {
  it('needs a notice type, demand or recovery, in any case', () => {
    expect(errorsOf({})).toEqual({ noticeType: NOTICE_MESSAGES.typeRequired });
    expect(errorsOf({ noticeType: '' })).toEqual({ noticeType: NOTICE_MESSAGES.typeRequired });
    expect(errorsOf({ noticeType: 'warning' })).toEqual({ noticeType: NOTICE_MESSAGES.typeInvalid });
    expect(noticeJobRequestSchema.parse({ noticeType: ' Recovery ' }).noticeType).toBe('recovery');
  });

  it('prints in Hindi unless English is asked for', () => {
    expect(noticeJobRequestSchema.parse({ noticeType: 'demand' }).language).toBe('hi');
    expect(noticeJobRequestSchema.parse({ noticeType: 'demand', language: 'EN' }).language).toBe('en');
    expect(errorsOf({ noticeType: 'demand', language: 'ta' })).toEqual({
      language: NOTICE_MESSAGES.languageInvalid,
    });
  });

  it('takes minimum dues as rupees from a form or a multipart body, never below zero', () => {
    expect(noticeJobRequestSchema.parse({ noticeType: 'demand', minimumDues: '2500.50' }).minimumDues).toBe(
      2500.5,
    );
    expect(
      noticeJobRequestSchema.parse({ noticeType: 'demand', minimumDues: '' }).minimumDues,
    ).toBeUndefined();
    expect(errorsOf({ noticeType: 'demand', minimumDues: -1 })).toEqual({
      minimumDues: NOTICE_MESSAGES.minimumDuesInvalid,
    });
    expect(errorsOf({ noticeType: 'demand', minimumDues: 'lots' })).toEqual({
      minimumDues: 'Minimum dues must be a number',
    });
  });

  it('leaves an empty zone, ward and mohalla out', () => {
    expect(noticeJobRequestSchema.parse({ noticeType: 'demand', zoneId: '', wardId: ' w1 ' })).toMatchObject({
      zoneId: undefined,
      wardId: 'w1',
    });
  });
});

describe('the notice list filters', () => {
  it('accept an empty type and refuse an unknown one', () => {
    expect(noticeListFiltersSchema.parse({ noticeType: '' }).noticeType).toBeUndefined();
    expect(noticeListFiltersSchema.safeParse({ noticeType: 'final' }).success).toBe(false);
  });

  it('refuse a day that does not exist', () => {
    expect(noticeListFiltersSchema.safeParse({ startDate: '2026-02-30' }).success).toBe(false);
  });
});

describe('notice numbers', () => {
  it('name the type, the financial year and a six-digit serial', () => {
    expect(formatNoticeNumber('demand', '2026-27', 42)).toBe('DN-2026-27-000042');
    expect(formatNoticeNumber('recovery', '2026-27', 1_234_567)).toBe('RN-2026-27-1234567');
  });
});
