import { loginToken, startHarness, type Harness } from '../../test/platformHarness';
import { DEMO_OFFICIALS, DEMO_OPERATOR } from '../seed/demoUsers';

let harness: Harness;
const tokens: Record<string, string> = {};
const password = (email: string) => DEMO_OFFICIALS.find((user) => user.email === email)!.password;

beforeAll(async () => {
  harness = await startHarness({ seedModules: ['staff', 'categories'] });
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

describe('the category master', () => {
  it("is seeded with DOMAIN.md's examples, numbered, with their ARV factors", async () => {
    const response = await call('get', '/api/categories');
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(6);
    const [shops] = response.body.data;
    expect(shops).toMatchObject({
      id: 1,
      category: 1,
      name: 'Shops and stalls',
      subCategories: [
        { subCategory: 101, name: 'Small stall', factor: 1.1 },
        { subCategory: 102, name: 'Small shop', factor: 2 },
        { subCategory: 103, name: 'Shop 200-500 sq ft', factor: 4 },
        { subCategory: 104, name: 'Large shop', factor: 5 },
      ],
    });
    const factors = response.body.data.flatMap((c: { subCategories: { name: string; factor: number }[] }) =>
      c.subCategories.map((s) => [s.name, s.factor]),
    );
    expect(factors).toEqual(
      expect.arrayContaining([
        ['4-star hotel', 6],
        ['Mobile tower', 3],
        ['School without hostel', 1],
      ]),
    );
  });

  it('adds a category with the next number, edits it and deletes it', async () => {
    const token = tokens['ctao@nagarnigam.demo'];
    const added = await call('post', '/api/categories', token).send({
      name: 'Industry',
      subCategories: [{ name: 'Small unit', factor: 2.5 }],
    });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({
      id: 7,
      category: 7,
      subCategories: [{ subCategory: 701, name: 'Small unit', factor: 2.5 }],
    });

    const edited = await call('patch', '/api/categories/categoryID=7', token).send({
      name: 'Industry and workshops',
      subCategories: [
        { subCategory: 701, name: 'Small unit', factor: 3 },
        { name: 'Workshop', factor: 2 },
      ],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.subCategories).toEqual([
      { subCategory: 701, name: 'Small unit', nameHi: null, factor: 3 },
      { subCategory: 702, name: 'Workshop', nameHi: null, factor: 2 },
    ]);

    expect((await call('delete', '/api/categories/categoryID=7', token)).status).toBe(200);
    expect((await call('get', '/api/categories')).body.total).toBe(6);
    expect((await call('delete', '/api/categories/categoryID=7', token)).body).toEqual({
      status: 404,
      message: 'Category not found',
    });
  });

  it('names the seeded categories and sub-categories in Hindi too', async () => {
    const [shops] = (await call('get', '/api/categories')).body.data;
    expect(shops).toMatchObject({ name: 'Shops and stalls', nameHi: 'दुकानें और स्टॉल' });
    expect(shops.subCategories[1]).toEqual({
      subCategory: 102,
      name: 'Small shop',
      nameHi: 'छोटी दुकान',
      factor: 2,
    });
  });

  it('takes an optional Hindi name for a category and its sub-categories, and an edit of it alone', async () => {
    const token = tokens['admin@nagarnigam.demo'];
    const added = await call('post', '/api/categories', token).send({
      name: 'Religious places',
      subCategories: [{ name: 'Dharamshala', factor: 1 }],
    });
    expect(added.body.data).toMatchObject({ name: 'Religious places', nameHi: null });
    const id = added.body.data.category;
    const edited = await call('patch', `/api/categories/categoryID=${id}`, token).send({
      name: 'Religious places',
      nameHi: 'धार्मिक स्थल',
      subCategories: [{ subCategory: id * 100 + 1, name: 'Dharamshala', nameHi: 'धर्मशाला', factor: 1 }],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      nameHi: 'धार्मिक स्थल',
      subCategories: [{ subCategory: id * 100 + 1, nameHi: 'धर्मशाला' }],
    });
    const spaced = await call('patch', `/api/categories/categoryID=${id}`, token).send({
      name: 'Religious places',
      nameHi: 'धार्मिक स्थल ',
      subCategories: [{ subCategory: id * 100 + 1, name: 'Dharamshala', factor: 1 }],
    });
    expect([spaced.status, Object.keys(spaced.body.errors)]).toEqual([400, ['nameHi']]);
    expect((await call('delete', `/api/categories/categoryID=${id}`, token)).status).toBe(200);
  });

  it('refuses a factor outside 1 to 6 and a category without sub-categories, field by field', async () => {
    const token = tokens['admin@nagarnigam.demo'];
    const response = await call('post', '/api/categories', token).send({
      name: 'Bad',
      subCategories: [{ name: 'x', factor: 7 }],
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ 'subCategories.0.factor': 'ARV factor must be between 1 and 6' });
    const empty = await call('post', '/api/categories', token).send({ name: 'Empty', subCategories: [] });
    expect(empty.body.errors).toEqual({ subCategories: 'At least one sub-category is required' });
  });

  it('is changed by the admin and the CTAO only', async () => {
    const body = { name: 'X', subCategories: [{ name: 'y', factor: 1 }] };
    expect(
      (await call('post', '/api/categories', tokens['nigamadmin@nagarnigam.demo']).send(body)).status,
    ).toBe(403);
    expect((await call('post', '/api/categories', tokens.operator).send(body)).status).toBe(403);
    expect((await call('post', '/api/categories').send(body)).status).toBe(401);
  });
});
