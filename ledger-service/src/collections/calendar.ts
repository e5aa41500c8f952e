// The months and days a report lists with zeros where nothing came in, so charts show the gaps.

/** 'YYYY-MM' of April to March of a financial year written '2026-27'. */
export function monthsOfFinancialYear(financialYear: string): string[] {
  const first = Number(financialYear.slice(0, 4));
  return Array.from({ length: 12 }, (_, i) => {
    const month = ((3 + i) % 12) + 1;
    return `${month >= 4 ? first : first + 1}-${String(month).padStart(2, '0')}`;
  });
}

/** 'YYYY-MM-DD' of every day of a month written 'YYYY-MM'. */
export function daysOfMonth(month: string): string[] {
  const [year, number] = month.split('-').map(Number);
  const count = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}
