// Exact arithmetic for the tax engine: non-negative rationals over bigint, so a value such as
// 100 sq ft x Rs 3.01 x 12 x 1.125 is exactly 4,063.50 and never the float 4,063.4999999.

/** n / d with d > 0. Values of the engine are never negative. */
export interface Exact {
  readonly n: bigint;
  readonly d: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));

function exact(n: bigint, d: bigint): Exact {
  if (d <= 0n) throw new RangeError('denominator must be positive');
  const g = gcd(n, d) || 1n;
  return { n: n / g, d: d / g };
}

export const integer = (value: number | bigint): Exact => {
  if (typeof value === 'number' && !Number.isSafeInteger(value))
    throw new RangeError(`${value} is not an integer`);
  return exact(BigInt(value), 1n);
};

/** A whole number of parts per `per` (thousandths: per 1000; basis points: per 10000). */
export const parts = (count: number, per: number): Exact => exact(BigInt(count), BigInt(per));

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/**
 * A decimal quantity (area in sq ft, from a form or a numeric column) as the exact decimal it is
 * written as: 450.35 -> 45035/100. Refuses negatives, NaN and exponent forms.
 */
export function decimal(value: number | string): Exact {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = DECIMAL.exec(text);
  if (!match) throw new RangeError(`${String(value)} is not a non-negative decimal number`);
  const fraction = match[2] ?? '';
  return exact(BigInt(match[1] + fraction), 10n ** BigInt(fraction.length));
}

export const times = (...factors: Exact[]): Exact =>
  factors.reduce((a, b) => exact(a.n * b.n, a.d * b.d), integer(1));

export const plus = (a: Exact, b: Exact): Exact => exact(a.n * b.d + b.n * a.d, a.d * b.d);

export const minus = (a: Exact, b: Exact): Exact => exact(a.n * b.d - b.n * a.d, a.d * b.d);

export const isPositive = (a: Exact): boolean => a.n > 0n;

export const compare = (a: Exact, b: Exact): number => {
  const difference = a.n * b.d - b.n * a.d;
  return difference === 0n ? 0 : difference > 0n ? 1 : -1;
};

/** For display only (areas in an explanation line), never for money. */
export const toNumber = (a: Exact): number => Number(a.n) / Number(a.d);
