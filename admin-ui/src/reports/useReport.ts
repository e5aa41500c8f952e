import { useCallback, useState } from 'react';
import type { ReportRow } from '@ptax/contracts';
import { useHttp, useLoaded } from '../properties/api';

export interface ReportAnswer<Row extends ReportRow = ReportRow> {
  data: Row[];
  totals?: Row;
  [more: string]: unknown;
}

const EMPTY: ReportAnswer = { data: [] };

/** Query values as the API takes them: empty ones left out, everything as text. */
export function reportQuery(values: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([, value]) => value !== undefined && value !== null && value !== '')
      .map(([name, value]) => [name, String(value)]),
  );
}

/** A report call's answer for the query; `reload` asks again (after a payment, say). */
export function useReport<Row extends ReportRow = ReportRow>(
  path: string | null,
  query: Record<string, unknown>,
) {
  const http = useHttp();
  const [version, setVersion] = useState(0);
  const params = reportQuery(query);
  const key = path ? `${path}?${new URLSearchParams(params)}#${version}` : null;
  const loaded = useLoaded<ReportAnswer<Row>>(
    key,
    async () => (await http<ReportAnswer<Row>>(path as string, { query: params })).json,
    EMPTY as ReportAnswer<Row>,
  );
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return {
    answer: loaded.data,
    data: loaded.data.data ?? [],
    totals: loaded.data.totals,
    loading: loaded.loading,
    error: loaded.error,
    reload,
  };
}
