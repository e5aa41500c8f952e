// Test support: the sandbox gateway on its own database and an ephemeral port, reached over real HTTP.
import express from 'express';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Pool } from 'pg';
import { createTestDatabase, type TestDatabase } from '../../../../test/db';
import { migrate } from '../../db/migrate';
import { errorHandler } from '../../http/errorHandler';
import { sandboxGatewayMigrations } from './migrations';
import { sandboxGatewayRouter } from './router';

export interface RunningSandbox {
  /** e.g. http://127.0.0.1:41234 */
  origin: string;
  pool: Pool;
  setClock(iso: string): void;
  stop(): Promise<void>;
}

export async function startSandbox(): Promise<RunningSandbox> {
  const database: TestDatabase = await createTestDatabase();
  const pool = new Pool({ connectionString: database.url });
  await migrate(pool, sandboxGatewayMigrations);
  let clock = Date.now();
  const app = express().use(sandboxGatewayRouter({ db: pool, now: () => clock }));
  app.use(errorHandler(() => undefined));
  const server: Server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    pool,
    setClock: (iso) => {
      clock = Date.parse(iso);
    },
    async stop() {
      await new Promise((resolve) => server.close(resolve));
      await pool.end();
      await database.drop();
    },
  };
}

/** Posts a form like a browser and returns the status and the HTML (or JSON text). */
export async function postForm(url: string, fields: Record<string, string>) {
  const response = await fetch(url, { method: 'POST', body: new URLSearchParams(fields) });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

const unescape = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_m, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name]!,
  );

/** The action and hidden fields of the (first) form of a page, as a browser would post them. */
export function formOf(html: string): { action: string; fields: Record<string, string> } {
  const action = /<form[^>]*action="([^"]*)"/.exec(html)?.[1];
  if (action === undefined) throw new Error(`no form in ${html}`);
  const fields: Record<string, string> = {};
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g))
    fields[unescape(name)] = unescape(value);
  return { action: unescape(action), fields };
}
