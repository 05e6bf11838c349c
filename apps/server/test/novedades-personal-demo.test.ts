import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fechaIso } from '@worknet/domain/fechas';
import { sembrarCatalogos } from '../src/modules/catalogos/catalogos.semillas';
import { filasDe } from '../src/platform/db/sql';
import { SEMILLAS_DEMO } from '../src/seed/catalogos/demo';
import { sembrarDemo } from '../src/seed/demo';
import { sembrarLicenciasDemo } from '../src/seed/licencias-demo';
import { sembrarPersonas } from '../src/seed/personas';
import { appDePrueba, type Prueba } from './app-de-prueba';
import { bearer, iniciarSesion } from './factories';

// The demo's personnel events (issue 19): the referente Diego Fernández (Enfermería and
// Internación) finds Carla Romero's requests (vacations, a franco) waiting for him, HR a course waiting for
// its step, and the cronograma of next week shows somebody off in Enfermería.

const HOY = fechaIso(new Date());
let t: Prueba;
const avisos: string[] = [];
let creadas = 0;
beforeAll(async () => {
  t = await appDePrueba();
  const db = t.database.db;
  expect(await sembrarDemo(db)).toBe(true);
  await sembrarCatalogos(db, SEMILLAS_DEMO);
  await sembrarPersonas(db, HOY);
  creadas = await sembrarLicenciasDemo(db, HOY, (m) => avisos.push(m));
});
afterAll(() => t.cerrar());

const get = async (token: string, url: string) => {
  const r = await t.app.inject({ url: `/api/v1/rrhh/${url}`, headers: bearer(token) });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data;
};

describe('licencias de la demostración', () => {
  it('carga las cuatro novedades sin que ninguna regla las rechace, y una sola vez', async () => {
    expect(avisos).toEqual([]);
    expect(creadas).toBe(4);
    expect(await sembrarLicenciasDemo(t.database.db, HOY)).toBe(0);
  });

  it('el referente tiene pendientes las vacaciones y el franco de Carla Romero, con sus avisos en la campana', async () => {
    const referente = await iniciarSesion(t.app, 'referente', 'worknet123');
    const pendientes = await get(referente, 'novedad-personal?ambito=referente&estado=pendiente&sortBy=tipo');
    expect(pendientes.map((n: { tipo_codigo: string }) => n.tipo_codigo)).toEqual(['FC', 'VAC']);
    expect(pendientes[1]).toMatchObject({ persona: 'Romero, Carla', dias: 14, siguiente_paso: 'referente' });
    const detalle = await get(referente, `novedad-personal/${pendientes[1].id}`);
    expect(detalle.acciones).toMatchObject({ aprobar: true, rechazar: true });
    const avisos = async (username: string) =>
      Number(
        filasDe<{ n: number }>(
          await t.database.db.execute(
            sql`select count(*)::int n from mensaje_sistema m join usuario u on u.id = m.usuario_id where u.username = ${username} and m.enlace like '/rrhh/novedad/%'`,
          ),
        )[0]!.n,
      );
    expect(await avisos('referente')).toBe(2);
    // Carla's bell keeps only the demo's own messages (the browser tests count them).
    expect(await avisos('empleado')).toBe(0);
  });

  it('RRHH ve las cuatro y tiene una esperando su paso; la empleada, sólo las suyas', async () => {
    const rrhh = await iniciarSesion(t.app, 'rrhh', 'worknet123');
    const todas = await get(rrhh, 'novedad-personal');
    expect(todas).toHaveLength(4);
    expect(todas.filter((n: { siguiente_paso: string | null }) => n.siguiente_paso === 'rrhh')).toHaveLength(1);
    const empleada = await iniciarSesion(t.app, 'empleado', 'worknet123');
    const suyas = await get(empleada, 'novedad-personal');
    expect(suyas.map((n: { persona: string }) => n.persona)).toEqual(['Romero, Carla', 'Romero, Carla']);
  });
});
