import { fetchAllRows, useHttp, useLoaded } from '../properties/api';
import type { Choice } from '../properties/geography';

type Row = Record<string, unknown>;

/** The people the logs can be filtered by: every official and operator by name (the API takes the email). */
export function usePeopleChoices(citizen: string) {
  const http = useHttp();
  return useLoaded(
    'logs:people',
    async (): Promise<Choice[]> => {
      const lists = await Promise.all(
        ['/officials/all', '/operators/all'].map((path) => fetchAllRows<Row>(http, path).catch(() => [])),
      );
      const people = lists
        .flat()
        .filter((row) => typeof row.email === 'string')
        .map((row) => ({
          id: String(row.email),
          name: `${String(row.username ?? row.email)} (${String(row.email)})`,
        }))
        .sort((a, b) => a.name.localeCompare(b.name));
      return [...people, { id: 'citizen', name: citizen }];
    },
    [] as Choice[],
  );
}
