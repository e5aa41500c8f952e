import { formatExactPaise } from '@ptax/contracts';

/** 123456700 → '₹12,34,567.00': Indian grouping, always with paise, from the integer; -5000 → '−₹50.00'. */
export const rupees = (paise: number): string =>
  paise < 0 ? `−${rupees(-paise)}` : formatExactPaise({ n: BigInt(paise), d: 1n });
