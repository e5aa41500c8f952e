// Money crosses the forms as rupees (numbers, at most two decimals) and lives everywhere else as
// integer paise. This is the one place that converts; it refuses values that are not whole paise.

export const PAISE_PER_RUPEE = 100;

/**
 * The largest number a form or query may carry: ₹1 lakh crore, beyond any sum a city handles, and
 * small enough that its paise stay safe integers (so no conversion can throw on a user's input).
 */
export const MAX_INPUT_NUMBER = 1e12;
export const tooLargeMessage = (label: string) => `${label} is too large`;

export function rupeesToPaise(rupees: number): number {
  const paise = Math.round(rupees * PAISE_PER_RUPEE);
  if (!Number.isSafeInteger(paise) || Math.abs(paise - rupees * PAISE_PER_RUPEE) > 1e-6) {
    throw new RangeError(`${rupees} is not a whole number of paise`);
  }
  return paise;
}

export function paiseToRupees(paise: number): number {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`${paise} is not a whole number of paise`);
  return paise / PAISE_PER_RUPEE;
}
