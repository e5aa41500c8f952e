import { useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { DataProviderContext, type DataProvider, type RaRecord } from 'react-admin';
import { createHttpClient, type HttpClient } from '../providers/httpClient';
import { RESOURCES } from '../providers/resources';
import { useServices } from '../providers/services';

type Query = Record<string, string | number | boolean | undefined>;

/** The http client of the back office (bearer token, SPEC section 8 errors), for calls beside react-admin's. */
export function useHttp(): HttpClient {
  const { session } = useServices();
  return useMemo(() => createHttpClient({ getToken: session.token, onRefused: session.refuse }), [session]);
}

/** Filter values as the API takes them: empty values dropped, everything as text. */
export function filterFields(filter: Record<string, unknown> = {}): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filter)
      .filter(([, value]) => value !== '' && value !== undefined && value !== null)
      .map(([name, value]) => [name, String(value)]),
  );
}

interface ListReply {
  data?: Record<string, unknown>[];
  total?: number;
}

/**
 * Lists the spec reads with a POST (properties/paginated): page and limit in the query as every
 * list, the filters in the body. Everything else goes to the app's data provider.
 */
export function withPostLists(
  base: DataProvider,
  http: HttpClient,
  lists: Record<string, string>,
): DataProvider {
  const postList = async (resource: string, query: Query, filter: Record<string, unknown>) => {
    const idField = RESOURCES[resource]?.idField ?? 'id';
    const reply = await http<ListReply>(lists[resource], {
      method: 'POST',
      query,
      body: filterFields(filter),
    });
    const rows = (reply.json?.data ?? []).map((row) => ({ ...row, id: row[idField] }) as RaRecord);
    return { data: rows as never[], total: reply.json?.total ?? rows.length };
  };
  return {
    ...base,
    getList: (resource, params) => {
      if (!lists[resource]) return base.getList(resource, params);
      // The spec's property lists take no sort field: the server keeps its own order.
      const { pagination, filter } = params;
      return postList(resource, { page: pagination?.page ?? 1, limit: pagination?.perPage ?? 10 }, filter);
    },
  };
}

/** The POST lists of this folder's resources. */
export const POST_LISTS = { properties: '/properties/paginated' };

/** Gives the screens below it the property lists the spec reads with a POST. */
export function PropertyApiProvider({ children }: { children: ReactNode }) {
  const base = useContext(DataProviderContext);
  const http = useHttp();
  const dataProvider = useMemo(() => (base ? withPostLists(base, http, POST_LISTS) : base), [base, http]);
  return <DataProviderContext.Provider value={dataProvider}>{children}</DataProviderContext.Provider>;
}

const MAX_PAGES = 50;
const PAGE_SIZE = 100;

/** Every row of a list call, page after page (selects need them all: a city has 100+ wards). */
export async function fetchAllRows<T>(http: HttpClient, path: string, query: Query = {}): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const reply = await http<{ data?: T[]; total?: number }>(path, {
      query: { ...query, page, limit: PAGE_SIZE },
    });
    const batch = reply.json?.data ?? [];
    rows.push(...batch);
    const total = reply.json?.total;
    if (total === undefined || rows.length >= total || batch.length === 0) break;
  }
  return rows;
}

export interface Loaded<T> {
  data: T;
  loading: boolean;
  error?: Error;
}

/** Loads once per key (null: nothing to load) and keeps the last answer. */
export function useLoaded<T>(key: string | null, load: () => Promise<T>, empty: T): Loaded<T> {
  const [state, setState] = useState<{ key: string | null; data: T; error?: Error }>({
    key: null,
    data: empty,
  });
  useEffect(() => {
    if (key === null) return;
    let current = true;
    load().then(
      (data) => current && setState({ key, data }),
      (error: Error) => current && setState({ key, data: empty, error }),
    );
    return () => {
      current = false;
    };
    // `load` and `empty` are recreated each render; the key says what is loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (key === null) return { data: empty, loading: false };
  return state.key === key
    ? { data: state.data, loading: false, error: state.error }
    : { data: empty, loading: true };
}
