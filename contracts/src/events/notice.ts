import { z } from 'zod';
import { at, eventSchema, financialYear, headAmounts, id, paise } from './common';

// A notice served on a property (DOMAIN.md "Notices"), recorded on the property's stream
// `property-<propertyUniqueId>`: what was printed, so the notice can be read back exactly.

/** A demand notice is the bill; a recovery notice goes to defaulters after the due date. */
export const NOTICE_TYPES = ['demand', 'recovery'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];

export const NOTICE_LANGUAGES = ['hi', 'en'] as const;
export type NoticeLanguage = (typeof NOTICE_LANGUAGES)[number];

const day = () => z.iso.date();

/** One year's dues on the notice date, per tax head (paise). */
export const noticeYear = z.object({
  financialYear: financialYear(),
  kind: z.enum(['arrears', 'current']),
  principal: z.object(headAmounts()),
  /** Interest charged and unpaid plus interest accrued up to the notice date. */
  interest: z.object(headAmounts()),
});
export type NoticeYear = z.infer<typeof noticeYear>;

export const NoticeIssued = eventSchema('NoticeIssued', 1, {
  noticeId: id(),
  /** From the series of its type and financial year, e.g. 'DN-2026-27-000001'. */
  noticeNumber: id(),
  noticeType: z.enum(NOTICE_TYPES),
  propertyUniqueId: id(),
  /** The financial year of the notice date: the year of its number series. */
  financialYear: financialYear(),
  /** The bulk job that issued it. */
  jobId: id(),
  language: z.enum(NOTICE_LANGUAGES),
  issuedAt: at(),
  /** Interest is counted to this day (India). */
  noticeDate: day(),
  payBy: day(),
  /** Where the property was when the notice was issued. */
  zoneId: id().nullable(),
  wardId: id().nullable(),
  mohallaId: id().nullable(),
  years: z.array(noticeYear),
  arrearsPaise: paise(),
  interestPaise: paise(),
  currentPaise: paise(),
  advancePaise: paise(),
  /** The rebate a full payment by `rebateUntil` earns (demand notices only). */
  rebatePaise: paise(),
  rebateUntil: day().optional(),
  /** What the notice demands: everything owed less advance credit (before any rebate). */
  totalPaise: paise(),
  /** Recovery notices: the section of the Act they are served under. */
  actSection: z.string().min(1).optional(),
});

export const NoticeEvent = z.discriminatedUnion('type', [NoticeIssued]);
export type NoticeEvent = z.infer<typeof NoticeEvent>;
