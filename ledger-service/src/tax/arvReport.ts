// The ARV reports' rows as people read them (band and category names in the language asked for,
// `lang=hi` or English) and their totals, for the JSON answer and the XLSX / PDF files alike.
import type { Request } from 'express';
import { PROPERTY_REPORT_NAMES as NAMES, paiseToRupees, type ReportLanguage } from '@ptax/contracts';
import type { ArvBandRow, CategoryWiseRow } from '@ptax/projections';

type Sums = Pick<ArvBandRow, 'count' | 'arvPaise' | 'houseTaxPaise' | 'waterTaxPaise' | 'sewerTaxPaise'>;

// The band bounds are whole rupees (amountRangeOf drops paise): no '.00' in a band's name.
const WHOLE_RUPEES = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});
const rupeesText = (paise: number) => WHOLE_RUPEES.format(paiseToRupees(paise));

export const languageOf = (req: Request): ReportLanguage => (req.query.lang === 'hi' ? 'hi' : 'en');

/** The sums of every row (each property is in exactly one band, one category). */
export function totalsOf(rows: Sums[]): Sums {
  const zero: Sums = { count: 0, arvPaise: 0, houseTaxPaise: 0, waterTaxPaise: 0, sewerTaxPaise: 0 };
  return rows.reduce(
    (total, row) => ({
      count: total.count + row.count,
      arvPaise: total.arvPaise + row.arvPaise,
      houseTaxPaise: total.houseTaxPaise + row.houseTaxPaise,
      waterTaxPaise: total.waterTaxPaise + row.waterTaxPaise,
      sewerTaxPaise: total.sewerTaxPaise + row.sewerTaxPaise,
    }),
    zero,
  );
}

/** 'Below ₹1,00,000', '₹1,00,000 to ₹5,00,000', 'Above ₹5,00,000' (the bounds asked for). */
export function namedBands(rows: ArvBandRow[], language: ReportLanguage, minPaise: number, maxPaise: number) {
  const words = { from: rupeesText(minPaise), to: rupeesText(maxPaise) };
  return rows.map((row) => ({
    ...row,
    bandName: NAMES.band[row.band][language].replace(
      /%\{(from|to)\}/g,
      (_, key: 'from' | 'to') => words[key],
    ),
  }));
}

/** Residential / non-residential and the master's category names; 'None' where a row has none. */
export function namedCategories(rows: CategoryWiseRow[], language: ReportLanguage) {
  const none = NAMES.noCategory[language];
  const use = NAMES.houseCategory as Record<string, { en: string; hi: string } | undefined>;
  return rows.map((row) => ({
    ...row,
    houseCategoryName: use[row.houseCategory]?.[language] ?? row.houseCategory,
    categoryLabel:
      (language === 'hi' && row.categoryNameHi) ||
      (row.categoryName ?? (row.category === null ? none : String(row.category))),
    subCategoryLabel:
      (language === 'hi' && row.subCategoryNameHi) ||
      (row.subCategoryName ?? (row.subCategory === null ? none : String(row.subCategory))),
  }));
}
