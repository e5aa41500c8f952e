// GET taxDemands/demandBillDetails: a property's bill on a day, from the ledger read model. Per year
// and head what was demanded, adjusted, rebated, paid and charged as interest (with what accrued up
// to the day) and what is left; the totals; the rebate a full payment today earns at the counter and
// online; the discount master's offer; how the current year's tax was worked out. Public: no mobile
// numbers or e-mail addresses.
import {
  financialYearOfDate,
  offerOn,
  payableOn,
  principalOutstanding,
  TAX_HEADS,
  yearsInOrder,
  type HeadMoney,
  type RebateOffer,
  type Rebate,
  type TaxRules,
  type YearAccount,
  type YearDues,
} from '@ptax/contracts';
import {
  findLedgerAccount,
  findMohalla,
  findProperty,
  findWard,
  findZone,
  type LedgerAccount,
  type Queryable,
} from '@ptax/projections';
import { conflict, notFound } from '../http/errors';
import { LEDGER_MESSAGES } from '../ledger/decide';
import { rulesOn } from '../ledger/rules';
import { explanationOf, type ExplanationLines } from './explanation';
import { criteriaOf } from './requests';

export interface HeadBill {
  demandPaise: number;
  adjustmentPaise: number;
  rebatePaise: number;
  /** Principal paid (advance credit applied included). */
  paidPaise: number;
  interestChargedPaise: number;
  interestPaidPaise: number;
  /** Accrued since interest was last charged, up to the bill's day. */
  interestAccruedPaise: number;
  /** Interest owed: charged - paid + accrued. */
  interestPaise: number;
  /** Tax owed: demand + adjustment - rebate - paid. */
  principalPaise: number;
  /** principal + interest. */
  balancePaise: number;
}

const ZERO_HEAD: HeadBill = {
  demandPaise: 0,
  adjustmentPaise: 0,
  rebatePaise: 0,
  paidPaise: 0,
  interestChargedPaise: 0,
  interestPaidPaise: 0,
  interestAccruedPaise: 0,
  interestPaise: 0,
  principalPaise: 0,
  balancePaise: 0,
};

function headBill(year: YearAccount, dues: YearDues, head: (typeof TAX_HEADS)[number]): HeadBill {
  const interest = year.interestCharged[head] - year.interestPaid[head] + dues.interestAccrued[head];
  const principal = principalOutstanding(year)[head];
  return {
    demandPaise: year.demand[head],
    adjustmentPaise: year.adjustment[head],
    rebatePaise: year.rebate[head],
    paidPaise: year.principalPaid[head],
    interestChargedPaise: year.interestCharged[head],
    interestPaidPaise: year.interestPaid[head],
    interestAccruedPaise: dues.interestAccrued[head],
    interestPaise: interest,
    principalPaise: principal,
    balancePaise: principal + interest,
  };
}

const addBills = (a: HeadBill, b: HeadBill): HeadBill =>
  Object.fromEntries(
    Object.keys(a).map((k) => [k, a[k as keyof HeadBill] + b[k as keyof HeadBill]]),
  ) as unknown as HeadBill;

const rebateView = (rebate: Rebate | null) =>
  rebate && {
    ...(rebate.discountId ? { discountId: rebate.discountId } : {}),
    description: rebate.description,
    percentage: rebate.percentage,
    financialYear: rebate.financialYear,
    amountPaise: rebate.totalPaise,
    heads: rebate.amounts as HeadMoney,
  };

/** Where the property is, by name (each master row, or null). */
export interface BillPlaces {
  zone: { name: string; cityId: string } | null;
  ward: { wardNo: number; wardFullname: string } | null;
  mohalla: { name: string } | null;
}

export async function placeNames(
  db: Queryable,
  zoneId: string | null,
  wardId: string | null,
  mohallaId: string | null,
): Promise<BillPlaces> {
  const [zone, ward, mohalla] = await Promise.all([
    zoneId ? findZone(db, zoneId) : null,
    wardId ? findWard(db, wardId) : null,
    mohallaId ? findMohalla(db, mohallaId) : null,
  ]);
  return { zone, ward, mohalla };
}

/** What a bill is computed from: the ledger read model's account, the register's row, the day's rules. */
export interface BillInput {
  account: LedgerAccount;
  property: {
    fatherName?: string | null;
    husbandName?: string | null;
    propertyAddress?: string | null;
    houseNumber?: string | null;
  } | null;
  places: BillPlaces;
  rules: TaxRules;
  offers: RebateOffer[];
  asOf: string;
  explanation: ExplanationLines | null;
}

export type DemandBill = ReturnType<typeof billOf>;

export async function demandBill(db: Queryable, propertyUniqueId: string, asOf: string) {
  const account = await findLedgerAccount(db, propertyUniqueId);
  if (!account || account.status === 'absent') throw notFound(LEDGER_MESSAGES.propertyNotFound);
  if (account.status === 'deleted') throw conflict(LEDGER_MESSAGES.propertyDeleted);
  const currentYear = financialYearOfDate(asOf);
  const [{ rules, offers }, property, places, explanation] = await Promise.all([
    rulesOn(db, asOf),
    findProperty(db, propertyUniqueId),
    placeNames(db, account.zoneId, account.wardId, account.mohallaId),
    explanationOf(db, propertyUniqueId, currentYear, account.assessments[currentYear]),
  ]);
  return billOf({ account, property, places, rules, offers, asOf, explanation });
}

/** Pure: the bill of an account on a day (the bulk notices compute many from one read). */
export function billOf({ account, property, places, rules, offers, asOf, explanation }: BillInput) {
  const { propertyUniqueId } = account;
  const currentYear = financialYearOfDate(asOf);
  const offline = payableOn(account.state, { onDate: asOf, rules, offers, criteriaMet: criteriaOf('cash') });
  const online = payableOn(account.state, { onDate: asOf, rules, offers, criteriaMet: criteriaOf('online') });
  const { dues } = offline;
  const years = yearsInOrder(account.state).map((year, index) => {
    const heads = Object.fromEntries(
      TAX_HEADS.map((h) => [h, headBill(year, dues.years[index], h)]),
    ) as Record<(typeof TAX_HEADS)[number], HeadBill>;
    return {
      financialYear: year.financialYear,
      kind: dues.years[index].kind,
      demandId: year.demandId,
      arvPaise: year.arvPaise,
      interestChargedTo: year.interestChargedTo,
      heads,
      total: TAX_HEADS.map((h) => heads[h]).reduce(addBills, ZERO_HEAD),
    };
  });
  const offer = offerOn(offers, asOf);
  return {
    propertyUniqueId,
    asOf,
    currentYear,
    ownerName: account.ownerName,
    property: {
      ownerName: account.ownerName,
      fatherName: property?.fatherName ?? null,
      husbandName: property?.husbandName ?? null,
      propertyAddress: property?.propertyAddress ?? null,
      houseNumber: property?.houseNumber ?? null,
      zoneId: account.zoneId,
      zoneName: places.zone?.name ?? null,
      wardId: account.wardId,
      wardName: places.ward ? `${places.ward.wardNo} - ${places.ward.wardFullname}` : null,
      mohallaId: account.mohallaId,
      mohallaName: places.mohalla?.name ?? null,
      cityId: places.zone?.cityId ?? null,
    },
    years,
    totals: {
      currentPaise: dues.currentPaise,
      arrearsPaise: dues.arrearsPaise,
      interestPaise: dues.interestPaise,
      advancePaise: dues.advancePaise,
      /** Fees owed (a mutation's), outside the taxes: docs/LEDGER.md "Fees". */
      feesPaise: dues.feesPaise,
      /** Everything owed today before any rebate, less advance credit. */
      totalPaise: dues.totalPaise,
      rebatePaise: offline.rebate?.totalPaise ?? 0,
      rebateOnlinePaise: online.rebate?.totalPaise ?? 0,
      netPayablePaise: offline.payablePaise,
      netPayableOnlinePaise: online.payablePaise,
    },
    /** Each fee still owed, under its own head. */
    fees: dues.fees,
    rebate: { offline: rebateView(offline.rebate), online: rebateView(online.rebate) },
    offer: offer
      ? {
          ...(offer.discountId ? { discountId: offer.discountId } : {}),
          until: offer.until,
          percentage: offer.percentage,
          description: offer.description,
          extraCriteria: offer.extraCriteria,
        }
      : null,
    explanation,
  };
}
