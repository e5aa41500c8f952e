import jwt from 'jsonwebtoken';
import { loginToken, startHarness, type Harness } from '../../test/platformHarness';
import { DEMO_OFFICIALS, DEMO_OPERATOR } from '../seed/demoUsers';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ seedModules: ['staff', 'roles'] });
});
afterAll(() => harness.stop());

const bearer = async (email: string) => {
  const user = DEMO_OFFICIALS.find((official) => official.email === email)!;
  return `Bearer ${await loginToken(harness, 'officials', user.email, user.password)}`;
};
const operator = {
  username: 'Suresh Pal',
  email: 'suresh@agency.demo',
  mobile: '9123456780',
  password: 'Suresh@12345',
  designation: 'Data Entry Operator',
  city_id: 'lucknow',
};

describe('POST operators', () => {
  it('lets the admin create an operator, who signs in as an operator', async () => {
    const response = await harness
      .http()
      .post('/api/operators')
      .set('Authorization', await bearer('admin@nagarnigam.demo'))
      .send(operator);
    expect(response.status).toBe(201);
    expect(response.body.data).toEqual({
      id: expect.any(String),
      username: 'Suresh Pal',
      email: 'suresh@agency.demo',
      mobile: '9123456780',
      designation: 'Data Entry Operator',
      loginType: 'operator',
      accessId: 'operator',
      accessName: 'operator',
      accessType: 'data_entry',
      cityId: 'lucknow',
    });
    const token = await loginToken(harness, 'operators', operator.email, operator.password);
    expect(jwt.decode(token)).toMatchObject({ loginType: 'operator', accessName: 'operator' });
  });

  it('answers the spec messages of the user form, and 409 for a taken email', async () => {
    const admin = await bearer('superadmin@nagarnigam.demo');
    const response = await harness.http().post('/api/operators').set('Authorization', admin).send({});
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      username: 'This field is required',
      email: 'This field is required',
      mobile: 'This field is required',
      password: 'This field is required',
      designation: 'This field is required',
      city_id: 'This field is required',
    });
    const invalid = await harness
      .http()
      .post('/api/operators')
      .set('Authorization', admin)
      .send({ ...operator, mobile: '5555555555' });
    expect(invalid.body.errors).toEqual({ mobile: 'Mobile number must be a valid Indian number' });
    const taken = await harness
      .http()
      .post('/api/operators')
      .set('Authorization', admin)
      .send({ ...operator, email: DEMO_OPERATOR.email });
    expect(taken.status).toBe(409);
  });

  it('answers 403 to the ctao', async () => {
    const response = await harness
      .http()
      .post('/api/operators')
      .set('Authorization', await bearer('ctao@nagarnigam.demo'))
      .send({ ...operator, email: 'other@agency.demo' });
    expect(response.status).toBe(403);
  });
});

describe('GET operators/all', () => {
  it('pages the operators with the total and searches them', async () => {
    const ctao = await bearer('ctao@nagarnigam.demo');
    const all = await harness.http().get('/api/operators/all').set('Authorization', ctao);
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ total: 2, page: 1, limit: 10 });
    expect(all.body.data.map((row: { email: string }) => row.email)).toEqual([
      DEMO_OPERATOR.email,
      'suresh@agency.demo',
    ]);
    const found = await harness.http().get('/api/operators/all?search=suresh').set('Authorization', ctao);
    expect(found.body.data.map((row: { email: string }) => row.email)).toEqual(['suresh@agency.demo']);
    const second = await harness.http().get('/api/operators/all?page=2&limit=1').set('Authorization', ctao);
    expect(second.body).toMatchObject({
      total: 2,
      page: 2,
      limit: 1,
      data: [{ email: 'suresh@agency.demo' }],
    });
  });
});
