// GET taxDemands/billPdf: the bill of demandBillDetails printed (documents/renderBillPdf), in English
// or Hindi, with a QR code to the citizen app's payment page of the property.
import { dueDateOf, fullAddress } from '@ptax/contracts';
import { findCity, type Queryable } from '@ptax/projections';
import { corporationNames } from '../documents/cityName';
import {
  formatAmount,
  formatDate,
  renderBillPdf,
  type BillDocument,
  type HeadAmounts,
  type Language,
} from '../documents';
import { demandBill, type DemandBill, type HeadBill } from './bill';

const amounts = (
  heads: DemandBill['years'][number]['heads'],
  pick: (head: HeadBill) => number,
): HeadAmounts => ({
  housePaise: pick(heads.house),
  waterPaise: pick(heads.water),
  sewerPaise: pick(heads.sewer),
});

function rebateNote(bill: DemandBill, language: Language): string | undefined {
  const rebate = bill.rebate.offline;
  if (!rebate || !bill.offer) return undefined;
  const until = formatDate(bill.offer.until);
  const amount = formatAmount(rebate.amountPaise);
  const net = formatAmount(bill.totals.netPayablePaise);
  return language === 'hi'
    ? `${until} तक पूरी राशि ${net} जमा करने पर चालू वर्ष के कर पर ${rebate.percentage}% (${amount}) की छूट।`
    : `Rebate of ${rebate.percentage}% (${amount}) on this year's tax when the whole amount, ${net}, is paid by ${until}.`;
}

export function billDocument(
  bill: DemandBill,
  language: Language,
  cityName: string,
  publicUrl: string,
): BillDocument {
  const { property } = bill;
  const arv = [...bill.years].reverse().find((year) => year.arvPaise !== null)?.arvPaise ?? 0;
  return {
    language,
    cityName: corporationNames(cityName),
    billNumber: `${bill.currentYear}/${bill.propertyUniqueId}`,
    financialYear: bill.currentYear,
    issuedOn: bill.asOf,
    dueDate: dueDateOf(bill.currentYear),
    property: {
      propertyUniqueId: bill.propertyUniqueId,
      ownerName: property.ownerName ?? '',
      fatherOrHusbandName: property.fatherName ?? property.husbandName ?? undefined,
      address: fullAddress(property.houseNumber, property.propertyAddress),
      zone: property.zoneName ?? '',
      ward: property.wardName ?? '',
      mohalla: property.mohallaName ?? '',
      arvPaise: arv,
    },
    years: bill.years.map((year) => ({
      financialYear: year.financialYear,
      kind: year.kind,
      demand: amounts(year.heads, (head) => head.demandPaise + head.adjustmentPaise),
      paid: amounts(year.heads, (head) => head.paidPaise + head.rebatePaise),
      interest: amounts(year.heads, (head) => head.interestPaise),
      balance: amounts(year.heads, (head) => head.balancePaise),
    })),
    totals: {
      arrearsPaise: bill.totals.arrearsPaise,
      interestPaise: bill.totals.interestPaise,
      currentPaise: bill.totals.currentPaise,
      rebatePaise: bill.totals.rebatePaise,
      advancePaise: bill.totals.advancePaise,
      feesPaise: bill.totals.feesPaise,
      netPayablePaise: bill.totals.netPayablePaise,
    },
    rebateNote: rebateNote(bill, language),
    explanation: bill.explanation?.[language],
    payOnlineUrl: `${publicUrl}/pay-online-tax/${bill.propertyUniqueId}`,
  };
}

export async function billPdf(
  db: Queryable,
  propertyUniqueId: string,
  asOf: string,
  language: Language,
  publicUrl: string,
): Promise<Buffer> {
  const bill = await demandBill(db, propertyUniqueId, asOf);
  const city = bill.property.cityId ? await findCity(db, bill.property.cityId) : null;
  return renderBillPdf(billDocument(bill, language, city?.corporationName ?? 'Nagar Nigam', publicUrl));
}
