// HTTP helpers for the geography e2e tests: demo sign-ins, calls as a user, and adds that must succeed.
import type { Harness } from '../../test/platformHarness';
import { loginToken } from '../../test/platformHarness';
import { DEMO_OFFICIALS, DEMO_OPERATOR } from '../seed/demoUsers';

export const ADMIN = 'admin@nagarnigam.demo';

export const rupees = (rcc: number) => ({
  rcc_rbc: rcc,
  other_pucca: rcc - 0.3,
  kachha: rcc - 0.6,
  vacant_land: 0.4,
});
export const paise = (rcc: number) => ({
  rcc_rbc: Math.round(rcc * 100),
  other_pucca: Math.round((rcc - 0.3) * 100),
  kachha: Math.round((rcc - 0.6) * 100),
  vacant_land: 40,
});
export const RATES = { road_w_l_12: rupees(1.5), road_w_12_24: rupees(1.9), road_w_m_24: rupees(2.25) };

export function geographyClient(harness: () => Harness) {
  const tokens = new Map<string, string>();
  async function as(email: string, password = DEMO_OFFICIALS.find((user) => user.email === email)?.password) {
    if (!tokens.has(email)) {
      const kind = email === DEMO_OPERATOR.email ? 'operators' : 'officials';
      const token = await loginToken(harness(), kind, email, password ?? DEMO_OPERATOR.password);
      tokens.set(email, `Bearer ${token}`);
    }
    return tokens.get(email)!;
  }
  const post = async (path: string, body: object, email = ADMIN) =>
    harness()
      .http()
      .post(`/api/${path}`)
      .set('Authorization', await as(email))
      .send(body);
  const patch = async (path: string, body: object, email = ADMIN) =>
    harness()
      .http()
      .patch(`/api/${path}`)
      .set('Authorization', await as(email))
      .send(body);
  const get = async (path: string, email: string | null = ADMIN) => {
    const request = harness().http().get(`/api/${path}`);
    return email ? request.set('Authorization', await as(email)) : request;
  };
  const added = async (reply: Promise<{ status: number; body: { data: { id: string } } }>) => {
    const response = await reply;
    expect(response.status).toBe(201);
    return response.body.data;
  };
  return {
    as,
    post,
    patch,
    get,
    addZone: (zone_no: number) => added(post('zones/add', { city_id: 'lucknow', zone_no })),
    addWard: (zoneId: string, ward_no: number, ward_fullname: string) =>
      added(post('wards/add', { city_id: 'lucknow', zone_id: zoneId, ward_no, ward_fullname })),
    addMohalla: (zoneId: string, wardId: string, name: string) =>
      added(
        post('mohallas/add', { name, zone: zoneId, ward: wardId, water_tax_availability: true, ...RATES }),
      ),
  };
}
