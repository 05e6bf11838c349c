import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fechaIso, formatoFecha } from '@worknet/domain/fechas';
import { filtrosDelReporte, reporteTareas, sumarDias } from '../src/modules/tareas/reportes.service';
import { duracionLegible } from '../src/modules/tareas/reportes.xlsx';
import { cargarPrincipal } from '../src/platform/identidad/principal';
import { filasDe } from '../src/platform/db/sql';
import { appDePrueba, type Prueba } from './app-de-prueba';
import { conSesionPropia, crearSector } from './factories';
import { peticiones } from './peticion';

// Task reports (issue 22 item 7) over a hand-built March 2026 of sector A: known tasks give known
// counts by sector, type and state, the overdue ones, the tasks done late, the median time to
// finish (from the occurrence of a scheduled task, else from creation; the last «hecha» counts
// after a reopening) and the share done with a scan. Period and due-date boundaries, the
// referente's scope (another sector neither counted nor reachable by filter), today's finished
// tasks by location with who and proof, and the workbook.

let t: Prueba;
let sectorA: number;
let sectorB: number;
let tipo1: number;
let tipo2: number;
let tipoB: number;
let ubicacionA: number;
let ubicacionB: number;
let admin: string;
let referente: { id: number; token: string };
let referenteB: { id: number; token: string };
let empleado: { id: number; token: string };
const ids: Record<string, number> = {};

const sesion = (items: string[], sectores: number[]) => conSesionPropia(t, { items, sectores });

const uno = async <T>(q: ReturnType<typeof sql>) => filasDe<T>(await t.database.db.execute(q))[0]!;

type Evento = { estado: string; at: string; autor?: number; escaneo?: boolean };
/** A task with its history as given (created_at = its first event's time). */
async function tarea(
  clave: string,
  o: { tipo: number; sector: number | null; estado: string; creada: string; vence?: string | null; instante?: string; eventos?: Evento[]; ubicacion?: number },
) {
  const programada = o.instante
    ? (
        await uno<{ id: number }>(
          sql`insert into tarea_programada (titulo, tipo_id, recurrencia) values ('Plantilla', ${o.tipo}, ${JSON.stringify({ tipo: 'diaria' })}::jsonb) returning id`,
        )
      ).id
    : null;
  const { id } = await uno<{ id: number }>(sql`
    insert into tarea (titulo, tipo_id, sector_id, ubicacion_id, estado, vence_at, programada_id, instante, created_at)
    values (${`Tarea ${clave}`}, ${o.tipo}, ${o.sector}, ${o.ubicacion ?? null}, ${o.estado}, ${o.vence ?? null}, ${programada}, ${o.instante ?? null}, ${o.creada})
    returning id`);
  await t.database.db.execute(sql`insert into tarea_evento (tarea_id, estado, created_at) values (${id}, 'pendiente', ${o.creada})`);
  for (const e of o.eventos ?? []) {
    const escaneo =
      e.escaneo && o.ubicacion
        ? (
            await uno<{ id: number }>(
              sql`insert into tarea_escaneo (usuario_id, ubicacion_id, created_at) values (${e.autor!}, ${o.ubicacion}, ${e.at}) returning id`,
            )
          ).id
        : null;
    await t.database.db.execute(
      sql`insert into tarea_evento (tarea_id, estado, autor_id, escaneo_id, created_at) values (${id}, ${e.estado}, ${e.autor ?? null}, ${escaneo}, ${e.at})`,
    );
  }
  ids[clave] = id;
  return id;
}

beforeAll(async () => {
  t = await appDePrueba();
  const db = t.database.db;
  sectorA = (await crearSector(db, { nombre: 'Internación A' })).sector.id;
  sectorB = (await crearSector(db, { nombre: 'Cocina B' })).sector.id;
  const tipo = async (nombre: string, sector: number) =>
    (await uno<{ id: number }>(sql`insert into tarea_tipo (nombre, sector_id) values (${nombre}, ${sector}) returning id`)).id;
  tipo1 = await tipo('Limpieza de prueba', sectorA);
  tipo2 = await tipo('Control de prueba', sectorA);
  tipoB = await tipo('Cocina de prueba', sectorB);
  ubicacionA = (await uno<{ id: number }>(sql`insert into ubicacion (nombre, sector_id) values ('Habitación 901', ${sectorA}) returning id`)).id;
  ubicacionB = (await uno<{ id: number }>(sql`insert into ubicacion (nombre, sector_id) values ('Cámara 9', ${sectorB}) returning id`)).id;
  admin = (await sesion(['Administrador'], [])).token;
  referente = await sesion(['Referente de área'], [sectorA]);
  referenteB = await sesion(['Referente de área'], [sectorB]);
  empleado = await sesion(['Empleado'], [sectorA]);
  const quien = referente.id;
  const u = ubicacionA;

  // March 2026 in sector A (Argentina is UTC-3 all year).
  await tarea('A1', {
    tipo: tipo1,
    sector: sectorA,
    estado: 'hecha',
    ubicacion: u,
    creada: '2026-03-02T10:00:00-03:00',
    vence: '2026-03-02T18:00:00-03:00',
    eventos: [{ estado: 'hecha', at: '2026-03-02T11:00:00-03:00', autor: quien, escaneo: true }],
  }); // 60 min, with scan
  await tarea('A2', {
    tipo: tipo1,
    sector: sectorA,
    estado: 'hecha',
    ubicacion: u,
    creada: '2026-03-03T10:00:00-03:00',
    vence: '2026-03-03T12:00:00-03:00',
    eventos: [{ estado: 'hecha', at: '2026-03-03T14:00:00-03:00', autor: quien }],
  }); // 240 min, late
  // Scheduled: created two days ahead, counted from its occurrence; done exactly when due (on time).
  await tarea('A3', {
    tipo: tipo2,
    sector: sectorA,
    estado: 'hecha',
    ubicacion: u,
    creada: '2026-03-02T08:00:00-03:00',
    instante: '2026-03-04T08:00:00-03:00',
    vence: '2026-03-04T08:30:00-03:00',
    eventos: [{ estado: 'hecha', at: '2026-03-04T08:30:00-03:00', autor: quien, escaneo: true }],
  }); // 30 min
  // Done, reopened and done again: the last «hecha» counts (120 min, not 10).
  await tarea('A4', {
    tipo: tipo2,
    sector: sectorA,
    estado: 'hecha',
    creada: '2026-03-05T10:00:00-03:00',
    eventos: [
      { estado: 'hecha', at: '2026-03-05T10:10:00-03:00', autor: quien },
      { estado: 'pendiente', at: '2026-03-05T10:30:00-03:00', autor: quien },
      { estado: 'hecha', at: '2026-03-05T12:00:00-03:00', autor: quien },
    ],
  });
  await tarea('A5', { tipo: tipo1, sector: sectorA, estado: 'pendiente', creada: '2026-03-09T10:00:00-03:00', vence: '2026-03-10T12:00:00-03:00' });
  // Due at the last second of the period's last day: inside.
  await tarea('A6', {
    tipo: tipo1,
    sector: sectorA,
    estado: 'en_curso',
    creada: '2026-03-30T10:00:00-03:00',
    vence: '2026-03-31T23:59:59-03:00',
    eventos: [{ estado: 'en_curso', at: '2026-03-31T10:00:00-03:00', autor: quien }],
  });
  await tarea('A7', {
    tipo: tipo1,
    sector: sectorA,
    estado: 'cancelada',
    creada: '2026-03-06T10:00:00-03:00',
    vence: '2026-03-07T10:00:00-03:00',
    eventos: [{ estado: 'cancelada', at: '2026-03-06T11:00:00-03:00', autor: quien }],
  });
  // Due at midnight the day after: outside. Due at the first midnight: inside.
  await tarea('A8', { tipo: tipo1, sector: sectorA, estado: 'pendiente', creada: '2026-03-20T10:00:00-03:00', vence: '2026-04-01T00:00:00-03:00' });
  await tarea('A9', { tipo: tipo1, sector: sectorA, estado: 'pendiente', creada: '2026-02-20T10:00:00-03:00', vence: '2026-03-01T00:00:00-03:00' });
  // Another sector's, and one without a sector: only the administrator counts them.
  await tarea('B1', {
    tipo: tipoB,
    sector: sectorB,
    estado: 'hecha',
    creada: '2026-03-10T08:00:00-03:00',
    vence: '2026-03-10T09:00:00-03:00',
    eventos: [{ estado: 'hecha', at: '2026-03-10T08:20:00-03:00', autor: referenteB.id }],
  });
  await tarea('N1', { tipo: tipo1, sector: null, estado: 'pendiente', creada: '2026-03-12T08:00:00-03:00' });

  // Today: two done in sector A (one with a scan), one done yesterday, one in sector B.
  const ahora = Date.now();
  const hace = (min: number) => new Date(ahora - min * 60_000).toISOString();
  // Never before today's midnight (a run just after 00:00).
  const hoyTemprano = (min: number) => new Date(Math.max(ahora - min * 60_000, new Date(`${fechaIso(ahora)}T00:00:00-03:00`).getTime() + 1000)).toISOString();
  await tarea('H1', {
    tipo: tipo1,
    sector: sectorA,
    estado: 'hecha',
    ubicacion: u,
    creada: hace(600 * 3),
    eventos: [{ estado: 'hecha', at: hoyTemprano(2), autor: quien, escaneo: true }],
  });
  await tarea('H2', {
    tipo: tipo2,
    sector: sectorA,
    estado: 'hecha',
    creada: hace(600 * 3),
    eventos: [{ estado: 'hecha', at: hoyTemprano(1), autor: empleado.id }],
  });
  await tarea('H3', {
    tipo: tipo1,
    sector: sectorA,
    estado: 'hecha',
    ubicacion: u,
    creada: hace(60 * 72),
    eventos: [{ estado: 'hecha', at: hace(60 * 49), autor: quien, escaneo: true }],
  });
  await tarea('HB', {
    tipo: tipoB,
    sector: sectorB,
    estado: 'hecha',
    ubicacion: ubicacionB,
    creada: hace(600 * 3),
    eventos: [{ estado: 'hecha', at: hoyTemprano(1), autor: referenteB.id, escaneo: true }],
  });
});
afterAll(() => t.cerrar());

const MARZO = 'desde=2026-03-01&hasta=2026-03-31';
const api = peticiones(() => t);
const pedir = (token: string, q: string, xlsx = false) => api.get(`/api/v1/reportes_tareas${xlsx ? '/xlsx' : ''}?${q}`, token);
async function reporte(token: string, q: string) {
  const r = await pedir(token, q);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data;
}

describe('cifras del reporte', () => {
  it('cuenta por estado, vencidas, hechas fuera de término, con escaneo y la mediana de un mes conocido', async () => {
    const r = await reporte(referente.token, MARZO);
    expect(r).toMatchObject({ desde: '2026-03-01', hasta: '2026-03-31' });
    // A1…A7 and A9 (A8 is due the day after; B1 and N1 are not the referente's).
    expect(r.resumen).toEqual({
      total: 8,
      pendientes: 2,
      en_curso: 1,
      hechas: 4,
      canceladas: 1,
      vencidas: 3,
      hechas_tarde: 1,
      hechas_con_escaneo: 2,
      // 30, 60, 120, 240 minutes: percentile_cont interpolates the middle two.
      mediana_minutos: 90,
    });
    expect(r.por_estado).toEqual([
      { estado: 'pendiente', total: 2 },
      { estado: 'en_curso', total: 1 },
      { estado: 'hecha', total: 4 },
      { estado: 'cancelada', total: 1 },
    ]);
    expect(r.por_sector).toEqual([expect.objectContaining({ id: sectorA, nombre: 'Internación A', total: 8, mediana_minutos: 90 })]);
    expect(
      r.por_tipo.map((g: { nombre: string; total: number; hechas: number; mediana_minutos: number | null }) => [
        g.nombre,
        g.total,
        g.hechas,
        g.mediana_minutos,
      ]),
    ).toEqual([
      ['Limpieza de prueba', 6, 2, 150],
      ['Control de prueba', 2, 2, 75],
    ]);
    // Oldest due first, with what the list needs to link them.
    expect(r.vencidas.map((v: { id: number }) => v.id)).toEqual([ids.A9, ids.A5, ids.A6]);
    expect(r.vencidas[1]).toMatchObject({
      titulo: 'Tarea A5',
      tipo: 'Limpieza de prueba',
      sector: 'Internación A',
      estado: 'pendiente',
      vence_at: '2026-03-10T15:00:00.000Z',
    });
    expect(r.opciones.sectores).toEqual([{ id: sectorA, nombre: 'Internación A' }]);
  });

  it('filtra por tipo, estado y sector; el administrador ve todos los sectores y las tareas sin sector', async () => {
    expect((await reporte(referente.token, `${MARZO}&tipo_id=${tipo2}`)).resumen).toMatchObject({ total: 2, hechas: 2, mediana_minutos: 75 });
    expect((await reporte(referente.token, `${MARZO}&estado=hecha`)).resumen).toMatchObject({ total: 4, vencidas: 0, hechas: 4 });
    expect((await reporte(referente.token, `${MARZO}&sector_id=${sectorA}`)).resumen.total).toBe(8);
    const todo = await reporte(admin, MARZO);
    expect(todo.resumen).toMatchObject({ total: 10, hechas: 5 });
    expect(todo.por_sector.map((g: { nombre: string; total: number }) => [g.nombre, g.total])).toEqual([
      ['Internación A', 8],
      ['Cocina B', 1],
      ['Sin sector', 1],
    ]);
    expect((await reporte(admin, `${MARZO}&sector_id=${sectorB}`)).resumen).toMatchObject({ total: 1, hechas: 1, mediana_minutos: 20 });
    // One day: only what is due that day.
    expect((await reporte(admin, 'desde=2026-03-31&hasta=2026-03-31')).resumen.total).toBe(1);
    expect((await reporte(admin, 'desde=2026-04-01&hasta=2026-04-01')).resumen.total).toBe(1);
  });

  it('una vencida lo es recién pasado su vencimiento, y hecha justo al vencer no es fuera de término', async () => {
    const p = await cargarPrincipal(t.database.db, referente.id);
    const vence = new Date('2026-03-10T15:00:00.000Z');
    const cifras = async (ahora: Date) =>
      (await reporteTareas(t.database.db, await filtrosDelReporte(t.database.db, p!, { desde: '2026-03-10', hasta: '2026-03-10' }, ahora), ahora)).resumen;
    expect((await cifras(vence)).vencidas).toBe(0);
    expect((await cifras(new Date(vence.getTime() + 1000))).vencidas).toBe(1);
    // A3 was done at 08:30, its due time: on time.
    const a3 = await reporteTareas(t.database.db, await filtrosDelReporte(t.database.db, p!, { desde: '2026-03-04', hasta: '2026-03-04' }), new Date());
    expect(a3.resumen).toMatchObject({ total: 1, hechas: 1, hechas_tarde: 0, mediana_minutos: 30 });
  });

  it('sin fechas cubre los últimos 30 días con hoy incluido', async () => {
    const hoy = fechaIso(new Date());
    const r = await reporte(referente.token, '');
    expect(r).toMatchObject({ hoy, hasta: hoy, desde: sumarDias(hoy, -29) });
  });
});

describe('hechas hoy por ubicación', () => {
  it('lista las de hoy de sus sectores con quién las terminó y si un escaneo lo probó, sin las de ayer ni las de otro sector', async () => {
    const r = await reporte(referente.token, MARZO);
    expect(r.hechas_hoy.map((h: { id: number }) => h.id)).toEqual([ids.H1, ids.H2]);
    expect(r.hechas_hoy[0]).toMatchObject({ ubicacion: 'Habitación 901', ubicacion_id: ubicacionA, con_escaneo: true, hecha_por: expect.any(String) });
    expect(r.hechas_hoy[1]).toMatchObject({ ubicacion: null, con_escaneo: false });
    const todo = await reporte(admin, `tipo_id=${tipoB}`);
    expect(todo.hechas_hoy.map((h: { id: number }) => h.id)).toEqual([ids.HB]);
  });
});

describe('alcance', () => {
  it('un referente no cuenta ni puede filtrar otro sector; quien no tiene el permiso no entra', async () => {
    const deB = await reporte(referenteB.token, MARZO);
    expect(deB.resumen.total).toBe(1);
    expect(deB.opciones.sectores).toEqual([{ id: sectorB, nombre: 'Cocina B' }]);
    const ajeno = await pedir(referente.token, `${MARZO}&sector_id=${sectorB}`);
    expect(ajeno.statusCode).toBe(403);
    expect(ajeno.json().message).toBe('Sólo puede ver los reportes de tareas de los sectores a su cargo.');
    expect((await pedir(referente.token, `${MARZO}&sector_id=${sectorB}`, true)).statusCode).toBe(403);
    expect((await pedir(empleado.token, MARZO)).statusCode).toBe(403);
    expect((await pedir(empleado.token, MARZO, true)).statusCode).toBe(403);
  });

  it('rechaza períodos al revés, de más de 366 días y fechas mal escritas con un mensaje', async () => {
    const alReves = await pedir(referente.token, 'desde=2026-03-31&hasta=2026-03-01');
    expect(alReves.statusCode).toBe(400);
    expect(alReves.body).toContain('La fecha «desde» no puede ser posterior a «hasta».');
    const largo = await pedir(referente.token, 'desde=2025-01-01&hasta=2026-03-01');
    expect(largo.statusCode).toBe(400);
    expect(largo.body).toContain('El período del reporte es de hasta 366 días.');
    expect((await pedir(referente.token, 'desde=2024-01-01&hasta=2024-12-31')).statusCode).toBe(200);
    // «desde» alone runs until today: the same limit.
    const soloDesde = await pedir(referente.token, `desde=${sumarDias(fechaIso(new Date()), -366)}`);
    expect(soloDesde.statusCode).toBe(400);
    expect(soloDesde.json().message).toBe('El período del reporte es de hasta 366 días.');
    expect((await pedir(referente.token, `desde=${sumarDias(fechaIso(new Date()), -365)}`)).statusCode).toBe(200);
    expect((await pedir(referente.token, 'desde=31/03/2026')).statusCode).toBe(400);
    expect((await pedir(referente.token, 'estado=terminada')).statusCode).toBe(400);
  });
});

describe('exportación', () => {
  it('descarga Reporte-Tareas-DD-MM-YYYY.xlsx con el resumen, los grupos, las vencidas y las hechas de hoy', async () => {
    const r = await pedir(referente.token, MARZO, true);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-type']).toContain('spreadsheetml');
    expect(r.headers['content-disposition']).toBe(`attachment; filename="Reporte-Tareas-${formatoFecha(new Date()).replaceAll('/', '-')}.xlsx"`);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
    expect(libro.worksheets.map((h) => h.name)).toEqual(['Resumen', 'Por sector', 'Por tipo', 'Vencidas', 'Hechas hoy']);
    const valores = (hoja: string) =>
      libro
        .getWorksheet(hoja)!
        .getSheetValues()
        .filter(Boolean)
        .map((f) => (f as unknown[]).slice(1));
    const resumen = new Map(valores('Resumen').map(([k, v]) => [k, v]));
    expect(resumen.get('Período')).toBe('01/03/2026 al 31/03/2026');
    expect(resumen.get('Tareas')).toBe(8);
    expect(resumen.get('Hechas con escaneo del lugar')).toBe(2);
    expect(resumen.get('Mediana hasta hecha')).toBe('1 h 30 min');
    expect(valores('Por sector')[1]!.slice(0, 2)).toEqual(['Internación A', 8]);
    expect(
      valores('Vencidas')
        .slice(1)
        .map((f) => f[0]),
    ).toEqual([ids.A9, ids.A5, ids.A6]);
    expect(
      valores('Hechas hoy')
        .slice(1)
        .map((f) => [f[0], f[5]]),
    ).toEqual([
      ['Habitación 901', 'Sí'],
      ['Sin ubicación', 'No'],
    ]);
  });

  it('las duraciones se leen en minutos, horas y días', () => {
    expect([duracionLegible(null), duracionLegible(45), duracionLegible(60), duracionLegible(190), duracionLegible(3 * 1440 + 125)]).toEqual([
      '',
      '45 min',
      '1 h',
      '3 h 10 min',
      '3 d 2 h',
    ]);
  });
});
