import { installFakeApi } from '../testing/fakeApi';
import { createDataProvider } from './dataProvider';
import { createHttpClient } from './httpClient';
import { RESOURCES } from './resources';

RESOURCES.testZones = {
  list: '/zones',
  create: { method: 'POST', path: '/zones/add' },
  update: (id) => ({ method: 'PATCH', path: `/zones/edit/${id}` }),
};
RESOURCES.testRoles = { list: '/roles/all', idField: '_id' };

const provider = () => createDataProvider(createHttpClient({ getToken: () => 'token' }));

describe('the data provider over the spec paths', () => {
  it('lists with page, limit, sort and filters as query fields and reads { data, total }', async () => {
    const api = installFakeApi({
      'GET /api/zones': { body: { data: [{ id: 'z1', zone_no: 1 }], total: 7 } },
    });
    const result = await provider().getList('testZones', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'zone_no', order: 'ASC' },
      filter: { city_id: 'lucknow', empty: '' },
    });
    expect(result).toEqual({ data: [{ id: 'z1', zone_no: 1 }], total: 7 });
    expect(api.calls[0].query).toEqual({
      page: '2',
      limit: '10',
      sort: 'zone_no',
      order: 'ASC',
      city_id: 'lucknow',
    });
  });

  it('takes the id from the field the resource names', async () => {
    installFakeApi({ 'GET /api/roles/all': { body: { data: [{ _id: 'r1', name: 'Clerk' }] } } });
    const result = await provider().getList('testRoles', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(result.data).toEqual([{ _id: 'r1', id: 'r1', name: 'Clerk' }]);
    expect(result.total).toBe(1);
  });

  it('creates and edits through the paths the resource declares', async () => {
    const api = installFakeApi({
      'POST /api/zones/add': { status: 201, body: { data: { id: 'z2', zone_no: 2 } } },
      'PATCH /api/zones/edit/z2': { body: { data: { id: 'z2', zone_no: 3 } } },
    });
    await expect(provider().create('testZones', { data: { zone_no: 2 } })).resolves.toEqual({
      data: { id: 'z2', zone_no: 2 },
    });
    await provider().update('testZones', { id: 'z2', data: { zone_no: 3 }, previousData: { id: 'z2' } });
    expect(api.calls.map((call) => [call.method, call.path, call.body])).toEqual([
      ['POST', '/api/zones/add', { zone_no: 2 }],
      ['PATCH', '/api/zones/edit/z2', { zone_no: 3 }],
    ]);
  });

  it('names the resource when its API is not declared', async () => {
    await expect(
      provider().getList('nowhere', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      }),
    ).rejects.toThrow("No API is declared for the resource 'nowhere'");
  });
});
