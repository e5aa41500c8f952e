// Pure: what a job does with one property. A notice (the bill on the notice date, numbered later),
// or why it is skipped. The notice's event data and its printed document both come from the bill
// stored with the item, so a resumed job records and prints exactly what it numbered.
import { formatNoticeNumber, type NoticeEvent, type RebateOffer, type TaxRules } from '@ptax/contracts';
import type { NoticeSubject } from '@ptax/projections';
import type { NoticeDocument } from '../documents';
import { billOf, type BillPlaces, type DemandBill } from '../demands/bill';
import { billDocument } from '../demands/billPdf';
import type { AccessScope } from '../http/scope';
import type { NoticeJob } from './job';

export const SKIP_REASONS = [
  'notFound',
  'deleted',
  'outsideScope',
  'nothingDue',
  'belowMinimum',
  'noArrears',
  'failed',
] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

export type NoticeDecision = { kind: 'notice'; bill: DemandBill } | { kind: 'skip'; reason: SkipReason };

export interface JobRules {
  rules: TaxRules;
  offers: RebateOffer[];
  /** Zone, ward and mohalla of each property's place, read once per run. */
  placesOf(subject: NoticeSubject): BillPlaces;
}

const inScope = (scope: AccessScope, zoneId: string | null, wardId: string | null) =>
  (!scope.zones || (zoneId !== null && scope.zones.includes(zoneId))) &&
  (!scope.wards || (wardId !== null && scope.wards.includes(wardId)));

export function decideNotice(
  job: NoticeJob,
  subject: NoticeSubject | undefined,
  rules: JobRules,
): NoticeDecision {
  const skip = (reason: SkipReason): NoticeDecision => ({ kind: 'skip', reason });
  if (!subject || subject.account.status === 'absent') return skip('notFound');
  const { account } = subject;
  if (account.status === 'deleted') return skip('deleted');
  if (!inScope(job.scope, account.zoneId, account.wardId)) return skip('outsideScope');
  const bill = billOf({
    account,
    property: subject.property,
    places: rules.placesOf(subject),
    rules: rules.rules,
    offers: rules.offers,
    asOf: job.noticeDate,
    explanation: null,
  });
  if (bill.totals.totalPaise <= 0) return skip('nothingDue');
  if (bill.totals.totalPaise < job.minimumDuesPaise) return skip('belowMinimum');
  if (job.noticeType === 'recovery' && bill.totals.arrearsPaise <= 0) return skip('noArrears');
  return { kind: 'notice', bill };
}

/** A recovery notice offers no rebate: it demands everything owed. */
const rebateOf = (job: NoticeJob, bill: DemandBill) =>
  job.noticeType === 'demand' ? bill.totals.rebatePaise : 0;

export function noticeNumberOf(job: NoticeJob, serial: number): string {
  return formatNoticeNumber(job.noticeType, job.financialYear, serial);
}

type Issued = Extract<NoticeEvent, { type: 'NoticeIssued' }>['data'];

export function noticeIssued(
  job: NoticeJob,
  noticeId: string,
  noticeNumber: string,
  bill: DemandBill,
): Issued {
  const rebatePaise = rebateOf(job, bill);
  const { totals, property } = bill;
  return {
    noticeId,
    noticeNumber,
    noticeType: job.noticeType,
    propertyUniqueId: bill.propertyUniqueId,
    financialYear: job.financialYear,
    jobId: job.id,
    language: job.language,
    issuedAt: job.createdAt,
    noticeDate: job.noticeDate,
    payBy: job.payBy,
    zoneId: property.zoneId,
    wardId: property.wardId,
    mohallaId: property.mohallaId,
    years: bill.years.map((year) => ({
      financialYear: year.financialYear,
      kind: year.kind,
      principal: {
        housePaise: year.heads.house.principalPaise,
        waterPaise: year.heads.water.principalPaise,
        sewerPaise: year.heads.sewer.principalPaise,
      },
      interest: {
        housePaise: year.heads.house.interestPaise,
        waterPaise: year.heads.water.interestPaise,
        sewerPaise: year.heads.sewer.interestPaise,
      },
    })),
    arrearsPaise: totals.arrearsPaise,
    interestPaise: totals.interestPaise,
    currentPaise: totals.currentPaise,
    advancePaise: totals.advancePaise,
    rebatePaise,
    ...(rebatePaise > 0 && bill.offer ? { rebateUntil: bill.offer.until } : {}),
    totalPaise: totals.totalPaise,
    ...(job.actSection && job.noticeType === 'recovery' ? { actSection: job.actSection } : {}),
  };
}

/** The printed notice: the bill under the notice's number, dated the notice date, due by the pay-by date. */
export function noticeDocument(
  job: NoticeJob,
  noticeNumber: string,
  bill: DemandBill,
  city: { cityName: string; publicUrl: string },
): NoticeDocument {
  const printed = billDocument(bill, job.language, city.cityName, city.publicUrl);
  const recovery = job.noticeType === 'recovery';
  return {
    noticeType: job.noticeType,
    ...(recovery && job.actSection ? { actSection: job.actSection } : {}),
    bill: {
      ...printed,
      billNumber: noticeNumber,
      issuedOn: job.noticeDate,
      dueDate: job.payBy,
      explanation: undefined,
      rebateNote: recovery ? undefined : printed.rebateNote,
      totals: recovery
        ? { ...printed.totals, rebatePaise: 0, netPayablePaise: bill.totals.totalPaise }
        : printed.totals,
    },
  };
}
