import {
  ROAD_RATE_CATEGORIES,
  ROAD_WIDTH_GROUPS,
  paiseToRupees,
  type MohallaRates,
  type RoadRateCategory,
  type RoadWidthGroup,
} from '@ptax/contracts';

// The rate grid: rows are road-width groups, columns construction types (SPEC section 3, DOMAIN.md).
export const ROAD_WIDTH_LABELS: Record<RoadWidthGroup, string> = {
  road_w_l_12: 'Road under 12 m',
  road_w_12_24: 'Road 12 to 24 m',
  road_w_m_24: 'Road over 24 m',
};

export const CONSTRUCTION_LABELS: Record<RoadRateCategory, string> = {
  rcc_rbc: 'RCC / RBC',
  other_pucca: 'Other Pucca',
  kachha: 'Kachha',
  vacant_land: 'Vacant Land',
};

export const RATE_UNIT = '₹ per sq ft per month';

type RupeeGrid = Record<RoadWidthGroup, Record<RoadRateCategory, number>>;

/** The API's paise as the form's rupees (formatting at the edge; the form sends rupees back). */
export function ratesInRupees(rates: MohallaRates): RupeeGrid {
  return Object.fromEntries(
    ROAD_WIDTH_GROUPS.map((group) => [
      group,
      Object.fromEntries(ROAD_RATE_CATEGORIES.map((type) => [type, paiseToRupees(rates[group][type])])),
    ]),
  ) as RupeeGrid;
}

/** ₹1.50 */
export const formatRupees = (paise: number) => `₹${paiseToRupees(paise).toFixed(2)}`;
