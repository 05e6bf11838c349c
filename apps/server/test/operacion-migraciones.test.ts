import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/platform/db/client';
import { baseDePrueba } from './app-de-prueba';

// Issue 24, item 7: an older Worknet refuses a database that a newer one already migrated.
// Runs on PGlite, and on PostgreSQL in that pass (baseDePrueba clones the migrated template).

const diario = (JSON.parse(readFileSync(join(import.meta.dirname, '..', 'drizzle', 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] })
  .entries;
const ultima = diario[diario.length - 1]!.when;

async function conBase(prueba: (d: Database) => Promise<void>) {
  const d = await baseDePrueba();
  try {
    await prueba(d);
  } finally {
    await d.close();
  }
}

const filas = async (d: Database) =>
  Number(((await d.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as { rows: { n: number }[] }).rows[0]!.n);

describe('migraciones en producción', () => {
  it('una base al día migra sin cambios', async () => {
    await conBase(async (d) => {
      await d.migrate();
      expect(await filas(d)).toBe(diario.length);
    });
  });

  it('una migración posterior a la última que conoce el código: se niega a arrancar con un mensaje claro', async () => {
    await conBase(async (d) => {
      await d.db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('de-una-version-nueva', ${ultima + 60_000})`);
      await expect(d.migrate()).rejects.toThrow(
        /^La base de datos tiene migraciones más nuevas que este Worknet \(la base tiene \d+ aplicadas, la última del \d{2}\/\d{2}\/\d{4}; este servidor conoce \d+, hasta \w+ del \d{2}\/\d{2}\/\d{4}\): actualice el servidor, no lo baje de versión\.$/,
      );
      // Nothing was touched.
      expect(await filas(d)).toBe(diario.length + 1);
    });
  });

  it('más migraciones aplicadas que las del código (aunque ninguna sea posterior): también se niega', async () => {
    await conBase(async (d) => {
      await d.db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('otra-rama', ${ultima - 1})`);
      await expect(d.migrate()).rejects.toThrow(/más nuevas que este Worknet/);
    });
  });
});
