import type { ClientBase } from 'pg';

export async function inTransaction<T>(client: ClientBase, work: () => Promise<T>): Promise<T> {
  await client.query('BEGIN');
  try {
    const result = await work();
    await client.query('COMMIT');
    return result;
  } catch (error) {
    // A dead connection cannot roll back; the server does it when the session ends.
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}
