import { DEMO_CITY_ID } from '../../seed/demoUsers';
import type { CityAddedData } from '../events';

/** The city master: the demo city, whose officials carry cityId 'lucknow' (seed/demoUsers.ts). */
export const CITIES: Omit<CityAddedData, 'addedAt'>[] = [
  {
    cityId: DEMO_CITY_ID,
    name: 'Lucknow',
    corporationName: 'Nagar Nigam Lucknow',
    district: 'Lucknow',
    state: 'Uttar Pradesh',
  },
];
