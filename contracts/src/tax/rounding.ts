import { PAISE_PER_RUPEE } from '../money';
import type { Exact } from './exact';

/**
 * THE rounding of the tax engine (DOMAIN.md "The default rule set, exactly"): an exact amount of
 * paise becomes whole rupees, half-up (Rs 10.50 -> Rs 11, Rs 10.49 -> Rs 10), returned in paise.
 * Each floor value, the land value and each tax after its concession pass through here once; the
 * ARV is a sum of already rounded values and is never rounded again. Interest on arrears, rounded
 * "at the moment of payment or display", uses it too.
 */
export function roundHalfUpToRupees(amountPaise: Exact): number {
  if (amountPaise.n < 0n) throw new RangeError('the tax engine never rounds a negative amount');
  const perRupee = BigInt(PAISE_PER_RUPEE);
  // floor(paise / 100 + 1/2) = floor((2n + 100d) / 200d), all in integers.
  const rupees = (2n * amountPaise.n + perRupee * amountPaise.d) / (2n * perRupee * amountPaise.d);
  const paise = rupees * perRupee;
  if (paise > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('amount too large');
  return Number(paise);
}
