import { callApi } from '../../shared/api';

// The public discount master (GET discounts, ledger-service/src/discounts/routes.ts): the rebate
// periods the home page announces. Figures come from here, never from code.

export interface Discount {
  id: string;
  /** The last day (YYYY-MM-DD, inclusive) of the period a payment must fall in. */
  billingPeriod: string;
  periodDescription: string;
  status: boolean;
  discountPercentage: number;
  additionDiscountCriteria: { criteria: string; discountPercentage: number }[];
}

/** The active periods, earliest first; one page of 100 holds many years of them. */
export const fetchActiveDiscounts = () => callApi<Discount[]>('discounts?status=true&limit=100');
