import { ESQUEMA } from '../drizzle.config';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirPglite } from '../src/platform/db/pglite';
import { openDatabase, type Database } from '../src/platform/db/client';

// Always PGlite, even when the suite runs on PostgreSQL: the claim is about the embedded engine.
let database: Database;
beforeAll(async () => {
  database = await openDatabase({ pglite: await abrirPglite() });
  await database.db.execute(sql`create table contador (id int primary key, valor int not null)`);
  await database.db.execute(sql`insert into contador values (1, 0)`);
});
afterAll(() => database.close());

/**
 * Lets everything already queued run: a few turns of the event loop (each one drains the
 * promise callbacks behind it). PGlite runs in this process, so a transaction that could start
 * next to the open one would have started by then; it is not a wait for some time to pass.
 */
async function dejarCorrerLoPendiente(vueltas = 5): Promise<void> {
  for (let i = 0; i < vueltas; i++) await new Promise((r) => setImmediate(r));
}

describe('transacciones en PGlite', () => {
  it('dos transacciones concurrentes no se intercalan (leer-esperar-escribir no pierde actualizaciones)', async () => {
    const orden: string[] = [];
    const incrementar = (nombre: string) =>
      database.db.transaction(async (tx) => {
        orden.push(`${nombre}:inicio`);
        const r = (await tx.execute(sql`select valor from contador where id = 1 for update`)) as unknown as { rows: { valor: number }[] };
        await dejarCorrerLoPendiente();
        await tx.execute(sql`update contador set valor = ${r.rows[0]!.valor + 1} where id = 1`);
        orden.push(`${nombre}:fin`);
      });
    await Promise.all([incrementar('A'), incrementar('B')]);
    const r = (await database.db.execute(sql`select valor from contador where id = 1`)) as unknown as { rows: { valor: number }[] };
    expect(r.rows[0]!.valor).toBe(2);
    // Serialised: one finishes before the other starts.
    expect([orden.slice(0, 2), orden.slice(2)].every(([a, b]) => a!.split(':')[0] === b!.split(':')[0])).toBe(true);
  });

  it('un error dentro de la transacción no deja nada escrito', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`update contador set valor = 999 where id = 1`);
        throw new Error('falla a mitad de camino');
      }),
    ).rejects.toThrow('falla a mitad de camino');
    const r = (await database.db.execute(sql`select valor from contador where id = 1`)) as unknown as { rows: { valor: number }[] };
    expect(r.rows[0]!.valor).not.toBe(999);
  });
});

describe('migraciones', () => {
  it('drizzle-kit generate no produce nada nuevo: las migraciones versionadas están al día con las tablas', () => {
    const servidor = fileURLToPath(new URL('..', import.meta.url));
    const copia = mkdtempSync(join(tmpdir(), 'worknet-drift-'));
    cpSync(join(servidor, 'drizzle'), join(copia, 'drizzle'), { recursive: true });
    const antes = readdirSync(join(copia, 'drizzle'));
    const salida = execFileSync(
      'npx',
      ['drizzle-kit', 'generate', '--dialect', 'postgresql', '--schema', ESQUEMA, '--out', relative(servidor, join(copia, 'drizzle'))],
      {
        encoding: 'utf8',
        cwd: servidor,
      },
    );
    expect(readdirSync(join(copia, 'drizzle'))).toEqual(antes);
    expect(salida).toMatch(/nothing to migrate|No schema changes/i);
  });
});
