import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as reloj from '@worknet/domain/reloj';
import { sembrarCatalogos } from '../src/modules/catalogos/catalogos.semillas';
import { generarTareasProgramadas } from '../src/modules/tareas/tareas-programadas';
import { filasDe } from '../src/platform/db/sql';
import { SEMILLAS_DEMO } from '../src/seed/catalogos/demo';
import { SEMILLAS_REFERENCIA } from '../src/seed/catalogos/referencia';
import { sembrarDemo } from '../src/seed/demo';
import { sembrarTareasDemo } from '../src/seed/tareas-demo';
import { appDePrueba, type Prueba } from './app-de-prueba';
import { bearer, comoDemo } from './factories';

// The demo's tasks (issue 22): scheduled cleaning, crash-cart and generator tasks with a month of
// history (issue 36: a weekly generator run, so Mantenimiento shows on any day), consistent with the rules (a done cleaning carries the scan of its own room by its
// finisher, states match their last event, one task per occurrence), fast, seeded once, and
// the reports over it answer with content for the referente and the administrator.

let t: Prueba;
let creadas = 0;
let ms = 0;
beforeAll(async () => {
  t = await appDePrueba();
  const db = t.database.db;
  expect(await sembrarDemo(db)).toBe(true);
  await sembrarCatalogos(db, SEMILLAS_REFERENCIA);
  await sembrarCatalogos(db, SEMILLAS_DEMO);
  const antes = performance.now();
  creadas = await sembrarTareasDemo(db);
  ms = performance.now() - antes;
});
afterAll(() => t.cerrar());

const filas = async <T>(q: ReturnType<typeof sql>) => filasDe<T>(await t.database.db.execute(q));

describe('tareas de la demostración', () => {
  it('carga nueve programadas y un mes de tareas, rápido y una sola vez', async () => {
    expect(creadas).toBeGreaterThan(180);
    // Measured ~0.2 s on PGlite; the bound leaves room for a loaded machine.
    expect(ms).toBeLessThan(2500);
    const [p] = await filas<{ n: number }>(sql`select count(*)::int n from tarea_programada where activa`);
    expect(p!.n).toBe(9);
    expect(await sembrarTareasDemo(t.database.db)).toBe(0);
    // The generator adds the coming occurrences without repeating the seeded ones.
    expect(await generarTareasProgramadas(t.database.db)).toBeGreaterThan(0);
    const [rep] = await filas<{ n: number }>(sql`select count(*)::int n from (select 1 from tarea group by programada_id, instante having count(*) > 1) x`);
    expect(rep!.n).toBe(0);
  });

  it('cada estado coincide con su último evento; una limpieza hecha lleva el escaneo de su habitación por quien la terminó', async () => {
    const distintos = await filas<{ id: number }>(sql`
      select t.id from tarea t
       where t.estado <> (select e.estado from tarea_evento e where e.tarea_id = t.id order by e.created_at desc, e.id desc limit 1)`);
    expect(distintos).toEqual([]);
    const [limpieza] = await filas<{ escanear_al_finalizar: boolean }>(sql`select escanear_al_finalizar from tarea_tipo where nombre = 'Limpieza'`);
    expect(limpieza!.escanear_al_finalizar).toBe(true);
    const sinPrueba = await filas<{ id: number }>(sql`
      select t.id from tarea t join tarea_tipo tt on tt.id = t.tipo_id join tarea_evento e on e.tarea_id = t.id and e.estado = 'hecha'
        left join tarea_escaneo s on s.id = e.escaneo_id
       where tt.nombre = 'Limpieza' and (s.id is null or s.ubicacion_id <> t.ubicacion_id or s.usuario_id <> e.autor_id or s.created_at > e.created_at)`);
    expect(sinPrueba).toEqual([]);
    const [c] = await filas<{ hechas: number; canceladas: number; vencidas: number; tarde: number; sin_motivo: number; comentarios: number }>(sql`
      select count(*) filter (where estado = 'hecha')::int hechas,
             count(*) filter (where estado = 'cancelada')::int canceladas,
             count(*) filter (where estado in ('pendiente', 'en_curso') and vence_at < now())::int vencidas,
             count(*) filter (where estado = 'hecha' and updated_at > vence_at)::int tarde,
             count(*) filter (where estado = 'cancelada' and motivo_cancelacion is null)::int sin_motivo,
             (select count(*)::int from tarea_comentario) comentarios
        from tarea`);
    expect(c).toMatchObject({ sin_motivo: 0, comentarios: 2 });
    expect(c!.hechas).toBeGreaterThan(120);
    expect(c!.canceladas).toBeGreaterThan(0);
    expect(c!.vencidas).toBeGreaterThan(0);
    expect(c!.tarde).toBeGreaterThan(0);
    // Nothing happens in the future.
    const [futuro] = await filas<{ n: number }>(sql`select count(*)::int n from tarea_evento where created_at > now() and estado <> 'pendiente'`);
    expect(futuro!.n).toBe(0);
  });

  // On any day (the date-pinned CI step runs this at the first and last day of a month, the
  // year's turn, 29 February and Argentina's midnight): every sector with scheduled work shows
  // its work in the report's default window, so the demo a visitor sees is never missing one.
  it('cualquier día, el reporte de los últimos 30 días muestra el trabajo de cada sector con tareas programadas', async () => {
    const conProgramadas = (
      await filas<{ nombre: string }>(sql`
        select distinct s.nombre from tarea_programada p cross join jsonb_array_elements_text(p.sector_ids) x(id) join sector s on s.id = x.id::int
         where p.activa order by s.nombre`)
    ).map((x) => x.nombre);
    expect(conProgramadas).toEqual(['Enfermería', 'Internación', 'Mantenimiento']);
    const admin = await comoDemo(t.app, 'admin');
    const a = (await t.app.inject({ url: '/api/v1/reportes_tareas', headers: bearer(admin) })).json().data;
    expect(a.hoy).toBe(reloj.hoy());
    const conHechas = a.por_sector.filter((g: { hechas: number }) => g.hechas > 0).map((g: { nombre: string }) => g.nombre);
    expect(conHechas.sort()).toEqual(conProgramadas);
  });

  it('el reporte del referente (Enfermería e Internación) tiene hechas con escaneo, vencidas y tiempos', async () => {
    const referente = await comoDemo(t.app, 'referente');
    const r = await t.app.inject({ url: '/api/v1/reportes_tareas', headers: bearer(referente) });
    expect(r.statusCode, r.body).toBe(200);
    const d = r.json().data;
    expect(d.por_sector.map((g: { nombre: string }) => g.nombre).sort()).toEqual(['Enfermería', 'Internación']);
    expect(d.resumen.hechas).toBeGreaterThan(100);
    expect(d.resumen.hechas_con_escaneo).toBeGreaterThan(100);
    expect(d.resumen.vencidas).toBeGreaterThan(0);
    expect(d.resumen.mediana_minutos).toBeGreaterThan(0);
    expect(d.vencidas.length).toBe(d.resumen.vencidas);
  });
});
