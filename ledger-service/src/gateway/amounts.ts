// Gateways speak rupees as decimal strings ("123.45"); we keep integer paise. Conversion is done on
// the digits, never through a float, and anything that is not an exact amount is refused.

const DECIMAL = /^(\d{1,11})(?:\.(\d+))?$/;

/** 12345 → "123.45" */
export function formatRupees(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0)
    throw new RangeError(`${paise} is not a whole number of paise`);
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}

/**
 * An exact decimal in units of 10^-digits rupee ("11697.1500" with 4 digits → 116971500), or null
 * when malformed, negative, or finer than those units. Trailing zeros are exact, so they are fine.
 */
export function parseRupeesIn(text: string, digits: number): number | null {
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > digits) return null;
  return Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
}

/** "123.45" → 12345; "10" → 1000; "1e3", "-1", "12.345", " 12" → null. */
export function parseRupees(text: string): number | null {
  return parseRupeesIn(text, 2);
}
