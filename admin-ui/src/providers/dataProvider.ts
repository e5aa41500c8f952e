import type { DataProvider, RaRecord } from 'react-admin';
import type { HttpClient } from './httpClient';
import { RESOURCES, type ResourceEndpoints } from './resources';

/** Lists answer { data, total }; single records { data }. */
interface ListReply {
  data: Record<string, unknown>[];
  total?: number;
}

const MANY_LIMIT = 100;

function endpointsOf(resource: string): ResourceEndpoints {
  const endpoints = RESOURCES[resource];
  if (!endpoints)
    throw new Error(`No API is declared for the resource '${resource}' (providers/resources.ts)`);
  return endpoints;
}

const withId = (endpoints: ResourceEndpoints) => (row: Record<string, unknown>) =>
  ({ ...row, id: row[endpoints.idField ?? 'id'] }) as RaRecord;

/** JSON, or multipart/form-data with files (File / { rawFile }) and JSON-encoded objects. */
function bodyOf(endpoints: ResourceEndpoints, data: Record<string, unknown>): unknown {
  if (!endpoints.multipart) return data;
  const form = new FormData();
  for (const [name, value] of Object.entries(data)) {
    if (value === undefined || value === null) continue;
    const file = value instanceof File ? value : (value as { rawFile?: unknown }).rawFile;
    if (file instanceof File) form.append(name, file);
    else form.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return form;
}

/**
 * react-admin's data provider over the spec's calls (page / limit paging, filters as query fields),
 * through the same http client as everything else (bearer token, SPEC section 8 errors).
 */
export function createDataProvider(http: HttpClient): DataProvider {
  const list = async (resource: string, query: Record<string, string | number | boolean | undefined>) => {
    const endpoints = endpointsOf(resource);
    const reply = await http<ListReply>(endpoints.list, { query });
    const rows = (reply.json.data ?? []).map(withId(endpoints));
    // react-admin's generic record type is the caller's; the rows are whatever the API returned.
    return { data: rows as never[], total: reply.json.total ?? rows.length };
  };
  const filterQuery = (filter: Record<string, unknown> = {}) =>
    Object.fromEntries(
      Object.entries(filter)
        .filter(([, value]) => value !== '' && value !== undefined && value !== null)
        .map(([name, value]) => [name, Array.isArray(value) ? value.join(',') : (value as string)]),
    );

  return {
    getList: (resource, { pagination, sort, filter }) =>
      list(resource, {
        page: pagination?.page ?? 1,
        limit: pagination?.perPage ?? 10,
        ...(sort?.field ? { sort: sort.field, order: sort.order } : {}),
        ...filterQuery(filter),
      }),
    getManyReference: (resource, { target, id, pagination, sort, filter }) =>
      list(resource, {
        page: pagination.page,
        limit: pagination.perPage,
        sort: sort.field,
        order: sort.order,
        ...filterQuery(filter),
        [target]: String(id),
      }),
    async getOne(resource, { id }) {
      const endpoints = endpointsOf(resource);
      if (endpoints.one) {
        const reply = await http<{ data: Record<string, unknown> }>(endpoints.one(String(id)));
        return { data: withId(endpoints)(reply.json.data) as never };
      }
      const { data } = await list(resource, { id: String(id), page: 1, limit: 1 });
      const record = (data as RaRecord[]).find((row) => String(row.id) === String(id));
      if (!record) throw new Error(`404: ${resource} ${String(id)} not found`);
      return { data: record as never };
    },
    async getMany(resource, { ids }) {
      const { data } = await list(resource, { ids: ids.join(','), page: 1, limit: MANY_LIMIT });
      const wanted = new Set(ids.map(String));
      return { data: (data as RaRecord[]).filter((row) => wanted.has(String(row.id))) as never };
    },
    async create(resource, { data }) {
      const endpoints = endpointsOf(resource);
      if (!endpoints.create) throw new Error(`${resource} cannot be created`);
      const reply = await http<{ data: Record<string, unknown> }>(endpoints.create.path, {
        method: endpoints.create.method,
        body: bodyOf(endpoints, data),
      });
      return { data: withId(endpoints)(reply.json.data) as never };
    },
    async update(resource, { id, data }) {
      const endpoints = endpointsOf(resource);
      if (!endpoints.update) throw new Error(`${resource} cannot be edited`);
      const { method, path } = endpoints.update(String(id));
      const reply = await http<{ data: Record<string, unknown> }>(path, {
        method,
        body: bodyOf(endpoints, data),
      });
      return { data: withId(endpoints)(reply.json.data) as never };
    },
    async updateMany() {
      throw new Error('Editing several records at once is not offered');
    },
    async delete(resource, { id, previousData }) {
      const endpoints = endpointsOf(resource);
      if (!endpoints.delete) throw new Error(`${resource} cannot be deleted`);
      const { method, path } = endpoints.delete(String(id));
      await http(path, { method });
      return { data: (previousData ?? { id }) as never };
    },
    async deleteMany() {
      throw new Error('Deleting several records at once is not offered');
    },
  };
}
