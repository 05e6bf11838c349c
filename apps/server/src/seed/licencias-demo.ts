import { sql } from 'drizzle-orm';
import { fechaIso } from '@worknet/domain/fechas';
import { enTemporadaVacaciones, proximoInicioVacaciones, sumarDiasIso } from '@worknet/domain/licencias/dias';
import type { NovedadBody } from '@worknet/domain/licencias/esquemas';
import type { Ctx } from '../platform/context';
import type { Db } from '../platform/db/client';
import { filasDe } from '../platform/db/sql';
import { cargarPrincipal } from '../platform/identidad/principal';
import { conjuntoNoLaborables } from '../modules/licencias/feriados';
import { crearNovedad } from '../modules/licencias/novedades-personal.service';
import * as reloj from '@worknet/domain/reloj';

// The demo organisation's personnel events (issue 19), so the leave screens and the browser
// tests have data on the first start: dated from «hoy», loaded through the same service as
// the API (days, balances, overlaps, history, audit and the bell's messages all real).
//  - Carla Romero (empleado, Internación) asked for a week of vacations in the next season:
//    pending, in the queue of her referente Diego Fernández (referente: Enfermería and Internación).
//    She has taken none since she joined, about four years ago: under the LCT's carry-over
//    (issue 36 item 8) her old periods expired and she keeps the third of last year's and this
//    year's days, so the week leaves room for the browser tests' own week (licencias.spec.ts);
//  - Carla also asked for a franco compensatorio next week (pending too: her referente's
//    queue has two). Nothing is loaded for her by somebody else: her bell keeps only the demo's
//    own messages (notificaciones-demo.ts; the browser tests count them);
//  - two nurses of Enfermería: vacations next week loaded by HR (approved; outside the
//    season, HR records why), and a course the referente loaded (approved by him, waiting for HR).
// Needs the demo users, the referentes catalog and the personnel files (sembrarPersonas).

const PASOS_MAXIMOS = 60;

/** The next start of vacations on or after `desde` whose `dias` days fall inside one season. */
function inicioEnTemporada(desde: string, dias: number, noLaborables: ReadonlySet<string>): string {
  let inicio = proximoInicioVacaciones(desde, noLaborables);
  for (let i = 0; i < PASOS_MAXIMOS && !enTemporadaVacaciones(inicio, sumarDiasIso(inicio, dias - 1)); i++) {
    inicio = proximoInicioVacaciones(sumarDiasIso(inicio, 7), noLaborables);
  }
  return inicio;
}

async function idDe(db: Db, q: ReturnType<typeof sql>): Promise<number | null> {
  const [f] = filasDe<{ id: number }>(await db.execute(q));
  return f ? Number(f.id) : null;
}

export async function sembrarLicenciasDemo(db: Db, hoy = fechaIso(reloj.ahora()), log: (m: string) => void = console.warn): Promise<number> {
  const [hay] = filasDe<{ n: number }>(await db.execute(sql`select count(*)::int n from novedad_personal`));
  if (Number(hay?.n ?? 0) > 0) return 0;
  const usuario = (username: string) => idDe(db, sql`select id from usuario where username = ${username} and deleted_at is null`);
  const tipo = (codigo: string) => idDe(db, sql`select id from rrhh_tipo_novedad where codigo = ${codigo} and deleted_at is null`);
  const [rrhhId, referenteId, empleadoId] = await Promise.all([usuario('rrhh'), usuario('referente'), usuario('empleado')]);
  const [vac, fc, cap] = await Promise.all([tipo('VAC'), tipo('FC'), tipo('CAP')]);
  if (!rrhhId || !referenteId || !empleadoId || !vac || !fc || !cap) return 0;
  const carla = await idDe(db, sql`select persona_id as id from usuario where id = ${empleadoId}`);
  const enfermeria = filasDe<{ id: number }>(
    await db.execute(sql`
      select p.id from persona p join persona_laboral l on l.persona_id = p.id and l.actual and l.deleted_at is null
        join sector s on s.id = l.sector_id
       where s.nombre = 'Enfermería' and p.deleted_at is null and l.fecha_baja is null
         and not exists (select 1 from usuario u where u.persona_id = p.id)
       order by l.fecha_alta, p.id limit 2`),
  ).map((f) => Number(f.id));
  if (!carla || enfermeria.length < 2) return 0;

  // Nobody is connected while seeding: the messages stay in the bell and no delivery is queued
  // (the notice pipeline's live and e-mail jobs would announce demo data to no one).
  const sinEntrega: Pick<Ctx, 'trabajos'> = { trabajos: { encolarEn: async () => undefined, despertar: () => undefined } as unknown as Ctx['trabajos'] };
  const ctx = { db, ...sinEntrega, config: { publicUrl: '', push: { sujeto: null } } } as unknown as Ctx;
  const noLaborables = await conjuntoNoLaborables(db, sumarDiasIso(hoy, -60), sumarDiasIso(hoy, 400));
  const proximaSemana = proximoInicioVacaciones(sumarDiasIso(hoy, 1), noLaborables);
  const vacacionesCarla = inicioEnTemporada(sumarDiasIso(hoy, 14), 7, noLaborables);
  // A working day (a franco counts working days) next week, before her vacations.
  const franco = proximoInicioVacaciones(sumarDiasIso(hoy, 7), noLaborables);
  const curso = proximoInicioVacaciones(sumarDiasIso(hoy, 15), noLaborables);

  const base = { observaciones: null, media_id: null, periodo: null, fuera_de_temporada: false, motivo_fuera_de_temporada: null };
  const fueraDeTemporada = !enTemporadaVacaciones(proximaSemana, sumarDiasIso(proximaSemana, 6));
  const cargas: { quien: number; que: string; b: NovedadBody }[] = [
    {
      quien: empleadoId,
      que: 'las vacaciones pendientes de Carla Romero',
      b: {
        ...base,
        persona_id: carla,
        tipo_id: vac,
        desde: vacacionesCarla,
        hasta: sumarDiasIso(vacacionesCarla, 6),
        observaciones: 'Viaje familiar a Mendoza.',
      },
    },
    {
      quien: empleadoId,
      que: 'el franco compensatorio de Carla Romero',
      b: { ...base, persona_id: carla, tipo_id: fc, desde: franco, hasta: franco, observaciones: 'Por la guardia del fin de semana largo.' },
    },
    {
      quien: rrhhId,
      que: 'las vacaciones de la semana próxima en Enfermería',
      b: {
        ...base,
        persona_id: enfermeria[0]!,
        tipo_id: vac,
        desde: proximaSemana,
        hasta: sumarDiasIso(proximaSemana, 6),
        fuera_de_temporada: fueraDeTemporada,
        motivo_fuera_de_temporada: fueraDeTemporada ? 'Acordadas con la persona por un tratamiento médico de un familiar.' : null,
      },
    },
    {
      quien: referenteId,
      que: 'la capacitación en Enfermería',
      b: { ...base, persona_id: enfermeria[1]!, tipo_id: cap, desde: curso, hasta: sumarDiasIso(curso, 1), observaciones: 'Curso de RCP avanzada.' },
    },
  ];
  let creadas = 0;
  for (const c of cargas) {
    const u = await cargarPrincipal(db, c.quien);
    if (!u) continue;
    try {
      await crearNovedad(ctx, u, c.b);
      creadas++;
    } catch (e) {
      // Dated from today, a rule may refuse one some day (a balance, a holiday): the rest still loads.
      log(`Demostración de licencias: no se cargó ${c.que}: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  return creadas;
}
