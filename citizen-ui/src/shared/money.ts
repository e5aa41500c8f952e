import { formatExactPaise } from '@ptax/contracts';

/** 123456700 → '₹12,34,567.00': Indian grouping, always with paise, from the integer. */
export const rupees = (paise: number) => formatExactPaise({ n: BigInt(paise), d: 1n });
