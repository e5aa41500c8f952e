import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, fetchUtils } from 'react-admin';
import type { HttpClient } from './httpClient';

/**
 * react-admin's data provider over the same http client (bearer token, SPEC section 8 errors).
 * ra-data-simple-rest speaks `range`/`sort`/`filter` and reads Content-Range; resources whose API
 * speaks `page`/`limit` override their methods as they are built.
 */
export function createDataProvider(http: HttpClient): DataProvider {
  return simpleRestProvider('', (url: string, options: fetchUtils.Options = {}) =>
    http(url, {
      method: options.method,
      body: options.body ?? undefined,
      headers: Object.fromEntries(new Headers(options.headers).entries()),
    }),
  );
}
