import express from 'express';
import { Pool } from 'pg';
import request from 'supertest';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { migrate } from '../db/migrate';
import { errorHandler } from './errorHandler';
import { limitPerAddress, rateLimitModule, TOO_MANY_PUBLIC_CALLS } from './rateLimit';

let database: TestDatabase;
let pool: Pool;
let clock = Date.parse('2026-11-22T10:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
  pool = new Pool({ connectionString: database.url });
  await migrate(pool, rateLimitModule.migrations ?? []);
});
afterAll(async () => {
  await pool.end();
  await database.drop();
});

function appWith(perWindow: number) {
  const app = express();
  app.set('trust proxy', true);
  const limit = limitPerAddress(pool, () => clock, {
    name: `lookup-${perWindow}`,
    perWindow,
    windowSeconds: 60,
  });
  app.get('/lookup', limit, (_req, res) => {
    res.json({ data: 'found' });
  });
  app.use(errorHandler(() => undefined));
  return app;
}

const from = (app: express.Express, address: string) =>
  request(app).get('/lookup').set('X-Forwarded-For', address);

describe('the per-address limit of public calls', () => {
  it('answers the calls of a window up to the limit, then 429 with a message', async () => {
    const app = appWith(3);
    for (let call = 0; call < 3; call += 1) expect((await from(app, '10.0.0.1')).status).toBe(200);
    const refused = await from(app, '10.0.0.1');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ status: 429, message: TOO_MANY_PUBLIC_CALLS });
  });

  it('counts every address on its own, and starts again in the next window', async () => {
    const app = appWith(1);
    expect((await from(app, '10.0.0.2')).status).toBe(200);
    expect((await from(app, '10.0.0.2')).status).toBe(429);
    expect((await from(app, '10.0.0.3')).status).toBe(200);
    clock += 60_000;
    expect((await from(app, '10.0.0.2')).status).toBe(200);
  });
});
