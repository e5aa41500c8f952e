import { PAISE_PER_RUPEE } from '../money';
import type { Exact } from './exact';

// Formatting for explanation lines and screens: Indian digit grouping (1,23,456), written by hand
// so a server and a phone show the same text whatever their locale data.

function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${head},${digits.slice(-3)}`;
}

/** 3240000 -> '₹32,400'; 301 -> '₹3.01'. */
export function formatPaise(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  const rupees = Math.trunc(abs / PAISE_PER_RUPEE);
  const rest = abs % PAISE_PER_RUPEE;
  const fraction = rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`;
  return `${sign}₹${groupIndian(String(rupees))}${fraction}`;
}

/** An exact amount of paise to the paisa (₹7,286.40), marked '≈' when it has fractions of a paisa. */
export function formatExactPaise(amount: Exact): string {
  const whole = amount.n / amount.d;
  const approximate = whole * amount.d !== amount.n;
  const rupees = whole / BigInt(PAISE_PER_RUPEE);
  const paise = whole % BigInt(PAISE_PER_RUPEE);
  return `${approximate ? '≈' : ''}₹${groupIndian(String(rupees))}.${String(paise).padStart(2, '0')}`;
}

/** 1000 -> '1,000'; 100.4 -> '100.4'. */
export function formatQuantity(value: number): string {
  const [whole, fraction] = String(value).split('.');
  return fraction ? `${groupIndian(whole)}.${fraction}` : groupIndian(whole);
}

/** Thousandths as a decimal factor: 675 -> '0.675', 4000 -> '4', 1100 -> '1.1'. */
export function formatThousandths(thousandths: number): string {
  const sign = thousandths < 0 ? '-' : '';
  const abs = Math.abs(thousandths);
  const fraction = String(abs % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return `${sign}${Math.trunc(abs / 1000)}${fraction ? `.${fraction}` : ''}`;
}

/** Basis points as a percentage: 1250 -> '12.5%'. */
export function formatBasisPoints(basisPoints: number): string {
  const fraction = String(basisPoints % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return `${Math.trunc(basisPoints / 100)}${fraction ? `.${fraction}` : ''}%`;
}
