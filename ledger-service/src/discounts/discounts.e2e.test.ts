import { loginToken, startHarness, type Harness } from '../../test/platformHarness';
import { DEMO_OFFICIALS, DEMO_OPERATOR } from '../seed/demoUsers';

let harness: Harness;
const tokens: Record<string, string> = {};
const password = (email: string) => DEMO_OFFICIALS.find((user) => user.email === email)!.password;

beforeAll(async () => {
  harness = await startHarness({ seedModules: ['staff', 'discounts'] });
  for (const email of ['admin@nagarnigam.demo', 'ctao@nagarnigam.demo', 'nigamadmin@nagarnigam.demo']) {
    tokens[email] = `Bearer ${await loginToken(harness, 'officials', email, password(email))}`;
  }
  tokens.operator = `Bearer ${await loginToken(harness, 'operators', DEMO_OPERATOR.email, DEMO_OPERATOR.password)}`;
});
afterAll(() => harness.stop());

const call = (method: 'get' | 'post' | 'patch' | 'delete', path: string, token?: string) => {
  const request = harness.http()[method](path);
  return token ? request.set('Authorization', token) : request;
};

describe('the discount master', () => {
  it("is seeded with DOMAIN.md's defaults for each year: 10% to 31 July, 5% to 31 December, online payment extra", async () => {
    const response = await call('get', '/api/discounts?limit=100');
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(6);
    const year = response.body.data.filter((d: { billingPeriod: string }) =>
      d.billingPeriod.startsWith('2025'),
    );
    expect(year).toEqual([
      expect.objectContaining({
        billingPeriod: '2025-07-31',
        discountPercentage: 10,
        status: true,
        additionDiscountCriteria: [{ criteria: 'Online payment', discountPercentage: 1 }],
      }),
      expect.objectContaining({ billingPeriod: '2025-12-31', discountPercentage: 5 }),
    ]);
  });

  it('answers the discount a payment posted on a day earns', async () => {
    const token = tokens.operator;
    expect((await call('get', '/api/discounts/posting?date=2025-07-31', token)).body.data).toMatchObject({
      discountPercentage: 10,
    });
    expect((await call('get', '/api/discounts/posting?date=2025-08-01', token)).body.data).toMatchObject({
      discountPercentage: 5,
    });
    expect((await call('get', '/api/discounts/posting?date=2026-01-01', token)).body.data).toBeNull();
    expect((await call('get', '/api/discounts/posting?date=2025-08-01')).status).toBe(401);
  });

  it('adds and edits a discount with its criteria', async () => {
    const token = tokens['admin@nagarnigam.demo'];
    const added = await call('post', '/api/discounts/add', token).send({
      billingPeriod: '2027-07-31',
      periodDescription: 'Paid by 31 July 2027',
      discountPercentage: 10,
      additionDiscountCriteria: [{ criteria: 'Online payment', discountPercentage: 2 }],
    });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({
      billingPeriod: '2027-07-31',
      status: true,
      discountPercentage: 10,
    });
    const edited = await call('patch', `/api/discounts/edit/${added.body.data.id}`, token).send({
      billingPeriod: '2027-07-31',
      periodDescription: 'Paid by 31 July 2027',
      discountPercentage: 150,
      status: false,
    });
    expect(edited.status).toBe(200);
    // SPEC section 5: the edit form has no upper bound on the main percentage; criteria kept.
    expect(edited.body.data).toMatchObject({
      discountPercentage: 150,
      status: false,
      additionDiscountCriteria: [{ criteria: 'Online payment', discountPercentage: 2 }],
    });
  });

  it("answers the spec's messages, field by field", async () => {
    const response = await call('post', '/api/discounts/add', tokens['admin@nagarnigam.demo']).send({
      billingPeriod: '',
      discountPercentage: 101,
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      billingPeriod: 'Billing period is required',
      discountPercentage: 'Discount percentage can not be more than 100',
      periodDescription: 'Period description is required',
    });
    expect(
      (
        await call('patch', '/api/discounts/edit/nope', tokens['admin@nagarnigam.demo']).send({
          billingPeriod: '2027-07-31',
          periodDescription: 'x',
          discountPercentage: 1,
        })
      ).status,
    ).toBe(404);
  });
});
