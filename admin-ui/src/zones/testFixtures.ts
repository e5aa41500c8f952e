import { userReply } from '../testing/renderAdmin';
import { makeToken } from '../testing/tokens';

// What the geography screens' tests share: a signed-in official and the masters' replies.

export const sessionOf = (accessName: string) => ({
  token: makeToken({ loginType: 'nagar_nigam', accessName, email: 'asha.verma@nagarnigam.test' }),
  lookup: { 'GET /api/officials': userReply({ username: 'Asha Verma', accessName }) },
});

export const ZONES = [
  { id: 'z1', city_id: 'lucknow', zone_no: 1, name: 'Zone 1 - Hazratganj' },
  { id: 'z4', city_id: 'lucknow', zone_no: 4, name: 'Zone 4 - Gomti Nagar' },
];

export const WARDS = [
  { id: 'w1', city_id: 'lucknow', zone_id: 'z1', zone_no: 1, ward_no: 1, ward_fullname: 'Hazratganj' },
  { id: 'w3', city_id: 'lucknow', zone_id: 'z1', zone_no: 1, ward_no: 3, ward_fullname: 'Aminabad' },
  { id: 'w41', city_id: 'lucknow', zone_id: 'z4', zone_no: 4, ward_no: 41, ward_fullname: 'Gomti Nagar' },
];

const group = (rcc: number) => ({ rcc_rbc: rcc, other_pucca: rcc - 30, kachha: rcc - 75, vacant_land: 45 });
export const MOHALLA = {
  id: 'm1',
  name: 'Nazirabad',
  zone_id: 'z1',
  ward_id: 'w3',
  zone_no: 1,
  ward_no: 3,
  ward_fullname: 'Aminabad',
  water_tax_availability: true,
  sewer_tax_availability: false,
  ratesPaise: { road_w_l_12: group(150), road_w_12_24: group(190), road_w_m_24: group(225) },
};

const list = (rows: object[]) => ({ body: { data: rows, total: rows.length, page: 1, limit: 100 } });

/** GET cities, zones and wards (filtered by zoneId and id like the server). */
export const geographyApi = {
  'GET /api/cities': list([{ id: 'lucknow', name: 'Lucknow' }]),
  'GET /api/zones': list(ZONES),
  'GET /api/wards': (call: { query: Record<string, string> }) =>
    list(
      WARDS.filter(
        (ward) =>
          (!call.query.zoneId || ward.zone_id === call.query.zoneId) &&
          (!call.query.id || ward.id === call.query.id),
      ),
    ),
};
