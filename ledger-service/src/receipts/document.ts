// The printed receipt's data (documents/types.ts ReceiptDocument) from the transactions read model:
// the city from the city master, the address from the property register, lines labelled in the
// receipt's language.
import { findProperty, listCities, TRANSACTION_TYPES, type Queryable } from '@ptax/projections';
import { FEE_HEAD_NAMES, fullAddress, type ApportionmentLine } from '@ptax/contracts';
import type { Language, ReceiptDocument } from '../documents';
import { corporationNames } from '../documents/cityName';
import type { ReceiptView } from './receipt';

const LINE_LABELS: Record<
  Language,
  { kinds: Record<Exclude<ApportionmentLine['kind'], 'fee'>, string>; heads: Record<string, string> }
> = {
  en: {
    kinds: { interest: 'Interest', arrears: 'Arrears', current: 'Current year', advance: 'Advance credit' },
    heads: { house: 'House tax', water: 'Water tax', sewer: 'Sewer tax' },
  },
  hi: {
    kinds: { interest: 'ब्याज', arrears: 'बकाया', current: 'चालू वर्ष', advance: 'अग्रिम जमा' },
    heads: { house: 'गृह कर', water: 'जल कर', sewer: 'सीवर कर' },
  },
};

export function labelledLines(language: Language, lines: readonly ApportionmentLine[]) {
  const labels = LINE_LABELS[language];
  return lines.map((line) => {
    if (line.kind === 'advance') return { label: labels.kinds.advance, amountPaise: line.amountPaise };
    // A fee is its own head, never a tax: named with the request it is for (docs/LEDGER.md "Fees").
    if (line.kind === 'fee')
      return {
        label: `${FEE_HEAD_NAMES[line.feeHead][language]} (${line.feeId})`,
        amountPaise: line.amountPaise,
      };
    return {
      label: `${labels.kinds[line.kind]} - ${labels.heads[line.head]}`,
      financialYear: line.financialYear,
      amountPaise: line.amountPaise,
    };
  });
}

export async function receiptDocument(
  db: Queryable,
  receipt: ReceiptView,
  extra: {
    payerName: string | null;
    instrument: ReceiptDocument['instrument'] | null;
    shift?: ReceiptDocument['shift'];
  },
  language: Language,
): Promise<ReceiptDocument> {
  const [cities, property] = await Promise.all([listCities(db), findProperty(db, receipt.propertyUniqueId)]);
  // One corporation per deployment.
  return {
    language,
    cityName: corporationNames(cities[0]?.corporationName ?? 'Nagar Nigam'),
    receiptNumber: receipt.receiptNumber,
    txnId: receipt.txnId,
    paidAt: receipt.paidAt,
    mode: TRANSACTION_TYPES[receipt.mode] ?? receipt.mode,
    ...(extra.payerName ? { payerName: extra.payerName } : {}),
    ...(extra.instrument ? { instrument: extra.instrument } : {}),
    property: {
      propertyUniqueId: receipt.propertyUniqueId,
      ownerName: receipt.ownerName ?? property?.ownerName ?? '',
      address: fullAddress(property?.houseNumber, property?.propertyAddress),
    },
    amountPaise: receipt.amountPaise,
    lines: labelledLines(language, receipt.lines),
    rebatePaise: receipt.rebatePaise,
    status: receipt.status,
    ...(receipt.bouncedAt ? { bouncedAt: receipt.bouncedAt } : {}),
    ...(extra.shift?.in || extra.shift?.out ? { shift: extra.shift } : {}),
    verifyUrl: receipt.verifyUrl,
  };
}
