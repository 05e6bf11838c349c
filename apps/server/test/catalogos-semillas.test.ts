import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogoPorClave } from '@worknet/domain/catalogos/registro';
import { sembrarCatalogos } from '../src/modules/catalogos/catalogos.semillas';
import { tablaDe } from '../src/modules/catalogos/catalogos.tablas';
import type { Database } from '../src/platform/db/client';
import { SEMILLAS_DEMO } from '../src/seed/catalogos/demo';
import { SEMILLAS_REFERENCIA } from '../src/seed/catalogos/referencia';
import { sembrarDemo } from '../src/seed/demo';
import { baseDePrueba } from './app-de-prueba';

let database: Database;
beforeAll(async () => {
  database = await baseDePrueba();
});
afterAll(() => database.close());

const filas = async (clave: string) => {
  const t = tablaDe(catalogoPorClave(clave)!);
  const [r] = await database.db.select({ n: sql<number>`count(*)::int` }).from(t);
  return r!.n;
};

describe('semillas de los catálogos', () => {
  it('la plantilla de pruebas ya trae los datos de referencia (como toda instalación)', async () => {
    expect(await filas('provincia')).toBe(24);
    expect(await filas('familiar-tipo')).toBe(SEMILLAS_REFERENCIA['familiar-tipo']!.length);
  });

  it('la organización de demostración carga sus catálogos, con las referencias resueltas por nombre', async () => {
    expect(await sembrarDemo(database.db)).toBe(true);
    const llenados = await sembrarCatalogos(database.db, SEMILLAS_DEMO);
    expect(llenados).toBe(Object.keys(SEMILLAS_DEMO).length);
    for (const [clave, semillas] of Object.entries(SEMILLAS_DEMO)) expect(await filas(clave), clave).toBe(semillas.length);
    const r = await database.db.execute(sql`select u.username, r.sector_ids from rrhh_referente r join usuario u on u.id = r.usuario_id order by u.username`);
    const referentes = (r as { rows: { username: string; sector_ids: number[] }[] }).rows;
    expect(referentes.map((x) => x.username)).toEqual(['admin', 'referente']);
    expect(referentes[1]!.sector_ids).toHaveLength(2);
  });

  it('una referencia opcional a un sector que no existe en la instalación queda vacía, sin fallar', async () => {
    const otra = await baseDePrueba();
    try {
      // The template has reference data but no demo sectors: tipo-tareas names 'Mantenimiento'.
      const r = await otra.db.execute(sql`select count(*)::int as n from tarea_tipo where sector_id is null`);
      expect((r as { rows: { n: number }[] }).rows[0]!.n).toBe(SEMILLAS_REFERENCIA['tipo-tareas']!.length);
    } finally {
      await otra.close();
    }
  });

  it('volver a sembrar no duplica nada: sólo se llenan catálogos vacíos', async () => {
    expect(await sembrarCatalogos(database.db, SEMILLAS_REFERENCIA)).toBe(0);
    expect(await sembrarCatalogos(database.db, SEMILLAS_DEMO)).toBe(0);
  });
});
