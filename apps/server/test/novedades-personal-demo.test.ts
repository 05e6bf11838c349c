import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fechaIso } from '@worknet/domain/fechas';
import { sembrarCatalogos } from '../src/modules/catalogos/catalogos.semillas';
import { filasDe } from '../src/platform/db/sql';
import { SEMILLAS_DEMO } from '../src/seed/catalogos/demo';
import { sembrarDemo } from '../src/seed/demo';
import { diaDeSemana, diaLocal } from '@worknet/domain/fichaje/reloj';
import { sembrarFichajeDemo } from '../src/seed/fichaje-demo';
import { sembrarLicenciasDemo } from '../src/seed/licencias-demo';
import { sembrarPersonas } from '../src/seed/personas';
import { appDePrueba, type Prueba } from './app-de-prueba';
import { bearer, comoDemo } from './factories';
import { peticiones } from './peticion';

// The demo's personnel events (issue 19): the referente Diego Fernández (Enfermería and
// Internación) finds Carla Romero's requests (vacations, a franco) waiting for him, HR a course waiting for
// its step, and the cronograma of next week shows somebody off in Enfermería.

const HOY = fechaIso(new Date());
let t: Prueba;
const api = peticiones(() => t, '/api/v1/rrhh');
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

describe('licencias de la demostración', () => {
  it('carga las cuatro novedades sin que ninguna regla las rechace, y una sola vez', async () => {
    expect(avisos).toEqual([]);
    expect(creadas).toBe(4);
    expect(await sembrarLicenciasDemo(t.database.db, HOY)).toBe(0);
  });

  it('el referente tiene pendientes las vacaciones y el franco de Carla Romero, con sus avisos en la campana', async () => {
    const referente = await comoDemo(t.app, 'referente');
    const pendientes = await api.datos('GET', 'novedad-personal?ambito=referente&estado=pendiente&sortBy=tipo', referente);
    expect(pendientes.map((n: { tipo_codigo: string }) => n.tipo_codigo)).toEqual(['FC', 'VAC']);
    expect(pendientes[1]).toMatchObject({ persona: 'Romero, Carla', dias: 7, siguiente_paso: 'referente' });
    const detalle = await api.datos('GET', `novedad-personal/${pendientes[1].id}`, referente);
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
    const rrhh = await comoDemo(t.app, 'rrhh');
    const todas = await api.datos('GET', 'novedad-personal', rrhh);
    expect(todas).toHaveLength(4);
    expect(todas.filter((n: { siguiente_paso: string | null }) => n.siguiente_paso === 'rrhh')).toHaveLength(1);
    const empleada = await comoDemo(t.app, 'empleado');
    const suyas = await api.datos('GET', 'novedad-personal', empleada);
    expect(suyas.map((n: { persona: string }) => n.persona)).toEqual(['Romero, Carla', 'Romero, Carla']);
  });
});

describe('asistencia de la demostración', () => {
  it('carga cuarenta días de fichajes con horarios de día y de noche, una sola vez; el detalle y el tablero los muestran', async () => {
    const db = t.database.db;
    const ahora = Date.now();
    const marcas = await sembrarFichajeDemo(db, ahora);
    expect(marcas).toBeGreaterThan(50);
    expect(await sembrarFichajeDemo(db, ahora)).toBe(0);
    const rrhh = await comoDemo(t.app, 'rrhh');
    const horarios = await api.datos('GET', 'fichaje/horarios', rrhh);
    expect(horarios).toHaveLength(12);
    expect(horarios.filter((h: { turnos: Record<string, { entrada: string }> }) => h.turnos['1']?.entrada === '22:00')).toHaveLength(4);
    // Ten working days back: the day shift's pairs are whole days of about 8 hours.
    const desde = fechaIso(new Date(ahora - 10 * 86_400_000));
    const detalle = await t.app.inject({ url: `/api/v1/detalle_fichaje?desde=${desde}&hasta=${HOY}`, headers: bearer(rrhh) });
    expect(detalle.statusCode, detalle.body).toBe(200);
    const jornadas = detalle.json().data.flatMap((p: { jornadas: { minutos: number; tardeMin: number; pares: unknown[] }[] }) => p.jornadas);
    expect(jornadas.some((j: { minutos: number }) => j.minutos >= 480)).toBe(true);
    expect(jornadas.some((j: { tardeMin: number }) => j.tardeMin > 10)).toBe(true);
    // On a working day the twelve have a shift today (in, late, out, absent or expected); on a weekend, none.
    const tablero = await api.datos('GET', 'fichaje/tablero', rrhh);
    expect(tablero).toHaveLength(diaDeSemana(diaLocal(ahora)) <= 5 ? 12 : 0);
  });
});
