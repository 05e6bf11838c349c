import pg from 'pg';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { baseDePrueba } from './app-de-prueba';

type Filas<T> = { rows: T[] };
const base = inject('baseDePrueba');

// Only the PostgreSQL pool keeps idle connections the server can close, so the
// server's Vitest config runs *.postgres.test.ts only with TEST_DATABASE_URL.
if (base.tipo !== 'postgres') throw new Error('Este archivo necesita TEST_DATABASE_URL.');

describe('pool de PostgreSQL', () => {
  it('una conexión inactiva que el servidor cierra no termina el proceso: se avisa y la próxima consulta abre otra', async () => {
    const avisos: Error[] = [];
    const database = await baseDePrueba({ alPerderConexion: (err) => avisos.push(err) });
    try {
      const antes = (await database.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as Filas<{ pid: number }>;
      const admin = new pg.Client({ connectionString: base.url });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [antes.rows[0]!.pid]);
      await admin.end();
      await expect.poll(() => avisos.length, { timeout: 10_000 }).toBe(1);
      expect(avisos[0]!.message).toMatch(/terminating connection/);

      const despues = (await database.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as Filas<{ pid: number }>;
      expect(despues.rows[0]!.pid).not.toBe(antes.rows[0]!.pid);
    } finally {
      await database.close();
    }
  });
});
