import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sembrarDemo } from '../src/seed/demo';
import { novedad, novedadSector, paginaInstitucional } from '../src/modules/novedades/novedades.table';
import { sector } from '../src/platform/identidad/identidad.table';
import { baseDePrueba } from './app-de-prueba';
import type { Database } from '../src/platform/db/client';

let database: Database;
beforeAll(async () => {
  database = await baseDePrueba();
  expect(await sembrarDemo(database.db)).toBe(true);
});
afterAll(() => database.close());

describe('novedades de la demostración', () => {
  it('siembra novedades para todos, una para un sector, una fijada, una programada y un borrador, con el cuerpo ya limpio', async () => {
    const filas = await database.db.select().from(novedad);
    const ahora = Date.now();
    expect(filas.filter((n) => n.audiencia === 'todos' && n.publicada && n.fecha_publicacion!.getTime() <= ahora).length).toBeGreaterThanOrEqual(2);
    expect(filas.filter((n) => n.fijada)).toHaveLength(1);
    expect(filas.some((n) => n.publicada && n.fecha_publicacion!.getTime() > ahora)).toBe(true);
    expect(filas.some((n) => !n.publicada)).toBe(true);
    const porSector = await database.db
      .select({ titulo: novedad.titulo, sector: sector.nombre })
      .from(novedadSector)
      .innerJoin(novedad, eq(novedad.id, novedadSector.novedad_id))
      .innerJoin(sector, eq(sector.id, novedadSector.sector_id));
    expect(porSector).toEqual([{ titulo: 'Capacitación en RCP avanzada para Enfermería', sector: 'Enfermería' }]);
    for (const n of filas) expect(n.cuerpo).not.toMatch(/<script|\son\w+=/i);
  });

  it('escribe la página de información de la organización ficticia', async () => {
    const [p] = await database.db.select().from(paginaInstitucional);
    expect(p).toMatchObject({ clave: 'informacion', titulo: 'Información institucional' });
    expect(p!.cuerpo).toContain('Sanatorio San Martín');
  });
});
