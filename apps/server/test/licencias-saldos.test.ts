import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { fijarReloj, soltarReloj } from '@worknet/domain/reloj-de-prueba';
import { novedadPersonal } from '../src/modules/licencias/licencias.table';
import { personaLaboral } from '../src/modules/rrhh/persona.table';
import type { Db } from '../src/platform/db/client';
import { filasDe } from '../src/platform/db/sql';
import { usuario } from '../src/platform/identidad/identidad.table';
import { appDePrueba, type Prueba } from './app-de-prueba';
import * as fabricas from './factories';
import { crearSector, crearUsuario, iniciarSesion } from './factories';
import { peticiones } from './peticion';

// Vacation balances and seniority (issue 19 item 3): the LCT engine over a person with a
// re-entry, vacations taken from two periods, an unpaid suspension (art. 152) and a day of the
// group's own catalog; who reaches whose balance; the CSV report. Days that expire (issue 36
// item 8): the LCT's carry-over by default, an encuadre's own policy edited by HR, requests
// checked with the same rule. The clock is pinned: 15/03/2026, then 01/06/2026 (after the
// 31 May deadline of arts. 154 and 157) for the last part.

let t: Prueba;
let rrhh: string;
let empleada: string;
let otraEmpleada: string;
let referenteDelSector: string;
let empleadaUsuario: string;
let rrhhUsuario: string;
let referenteUsuario: string;
let referenteDeOtro: string;
let ana: number;
let beto: number;
let sectorA: number;

const R = '/api/v1/rrhh';
const api = peticiones(() => t, R);
const MARZO = '2026-03-15T12:00:00-03:00';
const ANIO = 2026;

/** A persona with `empleos` ([alta, baja|null]) in a sector. */
async function crearPersona(db: Db, apellido: string, sectorId: number, empleos: [string, string | null][]): Promise<number> {
  const p = await fabricas.crearPersona(db, {
    apellido,
    nombres: 'Saldos',
    fecha_nacimiento: '1980-04-10',
    legajo: `L-${apellido}`,
    empleos: empleos.map(([alta, baja]) => ({ sectorId, alta, baja })),
  });
  return p.id;
}

/** A user with `items`, linked to `personaId`, logged in. */
async function sesion(items: string[], personaId?: number, sectores?: number[]): Promise<{ id: number; username: string; token: string }> {
  const u = await crearUsuario(t.database.db, { items, sectores });
  if (personaId) await t.database.db.update(usuario).set({ persona_id: personaId }).where(eq(usuario.id, u.id));
  return { id: u.id, username: u.username, token: await iniciarSesion(t.app, u.username) };
}

async function tipo(codigo: string): Promise<number> {
  const [f] = filasDe<{ id: number }>(await t.database.db.execute(sql`select id from rrhh_tipo_novedad where codigo = ${codigo}`));
  return Number(f!.id);
}

beforeAll(async () => {
  // Before the app starts: sessions, «today» and the database's now() all run on this clock.
  fijarReloj(MARZO);
  t = await appDePrueba();
  const db = t.database.db;
  sectorA = (await crearSector(db, { nombre: 'Enfermería' })).sector.id;
  const sectorB = (await crearSector(db, { nombre: 'Cocina' })).sector.id;
  // Ana: 2010-03-01 to 2014-02-28 (4 years), then again since 2019-06-01.
  ana = await crearPersona(db, 'Arce', sectorA, [
    ['2010-03-01', '2014-02-28'],
    ['2019-06-01', null],
  ]);
  beto = await crearPersona(db, 'Bravo', sectorA, [['2024-08-01', null]]);
  const otra = await crearPersona(db, 'Cabral', sectorB, [['2020-01-01', null]]);

  const admin = await sesion(['RRHH']);
  rrhh = admin.token;
  rrhhUsuario = admin.username;
  const deAna = await sesion(['Empleado'], ana);
  empleada = deAna.token;
  empleadaUsuario = deAna.username;
  otraEmpleada = (await sesion(['Empleado'], otra)).token;
  const ref = await sesion(['Referente de área']);
  const refOtro = await sesion(['Referente de área']);
  await db.execute(sql`insert into rrhh_referente (usuario_id, sector_ids) values (${ref.id}, ${sql.param([sectorA])}::integer[])`);
  await db.execute(sql`insert into rrhh_referente (usuario_id, sector_ids) values (${refOtro.id}, ${sql.param([sectorB])}::integer[])`);
  referenteDelSector = ref.token;
  referenteUsuario = ref.username;
  referenteDeOtro = refOtro.token;

  const [vac, sus] = [await tipo('VAC'), await tipo('SUS')];
  const novedad = (tipo_id: number, desde: string, hasta: string, dias: number, periodo: number | null, estado: string) => ({
    persona_id: ana,
    tipo_id,
    desde,
    hasta,
    dias,
    periodo,
    estado,
    creado_por: admin.id,
  });
  await db.insert(novedadPersonal).values([
    novedad(vac, '2024-12-02', '2024-12-15', 14, 2024, 'aprobada'),
    novedad(vac, '2026-01-05', '2026-01-14', 10, 2025, 'pendiente'),
    novedad(vac, '2026-02-02', '2026-02-08', 7, 2025, 'rechazada'),
    // Unpaid suspension, Monday to Friday of a week without holidays: 5 working days not worked.
    novedad(sus, '2025-06-02', '2025-06-06', 5, null, 'aprobada'),
  ]);
  // The group's own non-working day (a Wednesday): 2025 has 248 − 1 working days.
  await db.execute(sql`insert into rrhh_dia_no_laborable (fecha, nombre) values ('2025-12-24', 'Asueto de Nochebuena')`);
});

afterAll(async () => {
  await t?.cerrar();
  soltarReloj();
});

describe('antigüedad y días (LCT art. 150)', () => {
  it('suma los dos empleos: al 31/12/2025 son 10 años y 7 meses, 28 días', async () => {
    const r = await api.get(`antiguedad_persona/${ana}?periodo=2025`, empleada);
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toEqual({ anios: 10, meses: 7, dias: 0, dias_vacaciones: 28 });
  });

  it('al 31/12/2024, 9 años y 7 meses: 21 días', async () => {
    const r = await api.get(`antiguedad_persona/${ana}?periodo=2024`, rrhh);
    expect(r.json().data).toEqual({ anios: 9, meses: 7, dias: 0, dias_vacaciones: 21 });
  });

  it('alta en agosto: menos de la mitad de los hábiles, art. 153', async () => {
    const r = await api.get(`get_resumen_by_periodo/2024/${beto}`, rrhh);
    expect(r.statusCode).toBe(200);
    const d = r.json().data;
    expect(d.regla).toBe('art153');
    expect(d.dias_corresponden).toBe(Math.floor(d.dias_trabajados / 20));
    expect(d.dias_trabajados * 2).toBeLessThan(d.dias_habiles);
  });

  it('sin período usa el año actual; un período que no es un año es 400', async () => {
    const r = await api.get(`antiguedad_persona/${ana}`, rrhh);
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toMatchObject({ anios: ANIO - 2019 + 4, meses: 7, dias: 0 });
    const mal = await api.get(`antiguedad_persona/${ana}?periodo=abc`, rrhh);
    expect(mal.statusCode).toBe(400);
    expect(mal.json().message).toMatch(/año/);
  });

  it('un período de resumen que no es un año es 400 (después de la regla: a otra persona, 403)', async () => {
    const mal = await api.get(`get_resumen_by_periodo/20x5/${ana}`, rrhh);
    expect(mal.statusCode).toBe(400);
    expect(mal.json().message).toBe('Hay errores en la dirección pedida: periodo: El período es un año (AAAA).');
    expect((await api.get(`get_resumen_by_periodo/1900/${ana}`, rrhh)).statusCode).toBe(400);
    expect((await api.get(`get_resumen_by_periodo/20x5/${ana}`, otraEmpleada)).statusCode).toBe(403);
  });

  it('una persona que no existe es 404 para RRHH', async () => {
    const r = await api.get('antiguedad_persona/999999', rrhh);
    expect(r.statusCode).toBe(404);
  });
});

describe('saldos por período', () => {
  it('desde el año de ingreso hasta el actual, con lo tomado en vigor', async () => {
    const r = await api.get(`get_days_vacaciones_disponibles_availables_all_periodos/${ana}`, empleada);
    expect(r.statusCode).toBe(200);
    const saldos = r.json().data as { periodo: number; dias_corresponden: number; dias_tomados: number; dias_disponibles: number }[];
    expect(saldos.map((s) => s.periodo)).toEqual(Array.from({ length: ANIO - 2010 + 1 }, (_, i) => 2010 + i));
    const de = (p: number) => saldos.find((s) => s.periodo === p);
    const sinVencer = { dias_vencidos: 0, vencimientos: [] };
    // At 15/03/2026: of 2024, 7 left at 31/05/2025, its third (7) passed to 2025 and lasts until 31/05/2026.
    expect(de(2024)).toEqual({
      periodo: 2024,
      dias_corresponden: 21,
      dias_tomados: 14,
      dias_disponibles: 7,
      ...sinVencer,
      vence_el: '2026-05-31',
      dias_por_vencer: 7,
    });
    // The rejected request does not take days; the pending one does. If not taken by 31/05/2026, 9 of the 18 pass to 2026.
    expect(de(2025)).toEqual({
      periodo: 2025,
      dias_corresponden: 28,
      dias_tomados: 10,
      dias_disponibles: 18,
      ...sinVencer,
      vence_el: '2026-05-31',
      dias_por_vencer: 9,
    });
    // Not employed from 2015 to 2018.
    expect(de(2016)).toEqual({ periodo: 2016, dias_corresponden: 0, dias_tomados: 0, dias_disponibles: 0, ...sinVencer, vence_el: null, dias_por_vencer: 0 });
    // 2010–2013 never taken: they expired long ago (a third of each passed to the next and expired with it).
    expect(de(2012)).toMatchObject({ dias_corresponden: 14, dias_vencidos: 14, dias_disponibles: 0 });
    // 2014: employed only January and February, art. 153.
    expect(de(2014)!.dias_corresponden).toBeLessThan(14);
  });

  it('el resumen del período explica de dónde salen los días', async () => {
    const r = await api.get(`get_resumen_by_periodo/2025/${ana}`, empleada);
    expect(r.statusCode).toBe(200);
    const d = r.json().data;
    expect(d).toMatchObject({
      periodo: 2025,
      dias_corresponden: 28,
      dias_tomados: 10,
      dias_disponibles: 18,
      regla: 'art150',
      antiguedad: { anios: 10, meses: 7, dias: 0 },
      // 261 Monday-to-Friday days, 13 national holidays on weekdays, the group's 24/12.
      dias_habiles: 247,
      // Less the 5 days of the unpaid suspension (art. 152).
      dias_trabajados: 242,
    });
    expect(d.novedades.map((n: { desde: string }) => n.desde)).toEqual(['2026-02-02', '2026-01-05', '2025-06-02']);
    expect(d.novedades[1]).toMatchObject({ tipo_codigo: 'VAC', estado: 'pendiente', siguiente_paso: 'referente', periodo: 2025, sector: 'Enfermería' });
  });

  it('la página de licencias: persona, antigüedad, saldos y novedades', async () => {
    const r = await api.get(`view_page_licencia_persona/${ana}`, referenteDelSector);
    expect(r.statusCode).toBe(200);
    const d = r.json().data;
    expect(d.persona).toMatchObject({ id: ana, nombre: 'Arce, Saldos', legajo: 'L-Arce', sector: 'Enfermería', fecha_ingreso: '2010-03-01' });
    const positivos = (d.saldos as { dias_disponibles: number }[]).reduce((s, x) => s + Math.max(0, x.dias_disponibles), 0);
    expect(d.dias_disponibles).toBe(positivos);
    expect(d.novedades).toHaveLength(4);
    expect(d.novedades[0].desde).toBe('2026-02-02');
  });
});

describe('quién ve el saldo de quién', () => {
  const rutas = (id: number) => [
    `antiguedad_persona/${id}?periodo=2025`,
    `get_days_vacaciones_disponibles_availables_all_periodos/${id}`,
    `get_resumen_by_periodo/2025/${id}`,
    `view_page_licencia_persona/${id}`,
  ];

  it('una empleada no ve el de otra persona (403)', async () => {
    for (const url of rutas(ana)) expect((await api.get(url, otraEmpleada)).statusCode, url).toBe(403);
  });

  it('un referente de otro sector tampoco; el del sector sí', async () => {
    for (const url of rutas(ana)) {
      expect((await api.get(url, referenteDeOtro)).statusCode, url).toBe(403);
      expect((await api.get(url, referenteDelSector)).statusCode, url).toBe(200);
    }
  });

  it('una persona que no existe es 403 para quien no es RRHH (no se puede sondear)', async () => {
    expect((await api.get('view_page_licencia_persona/999999', empleada)).statusCode).toBe(403);
  });

  it('sin ningún permiso de licencias, 403', async () => {
    const nadie = await sesion([]);
    expect((await api.get(`antiguedad_persona/${ana}`, nadie.token)).statusCode).toBe(403);
    expect((await api.get('feriados?anio=2026', nadie.token)).statusCode).toBe(403);
  });
});

describe('feriados', () => {
  it('los nacionales del año (date-holidays) y los propios del catálogo', async () => {
    const r = await api.get('feriados?anio=2025', empleada);
    expect(r.statusCode).toBe(200);
    const d = r.json().data as { fecha: string; nombre: string; tipo: string }[];
    expect(d).toContainEqual({ fecha: '2025-03-03', nombre: 'Carnaval', tipo: 'inamovible' });
    expect(d).toContainEqual({ fecha: '2025-11-24', nombre: 'Día de la Soberanía Nacional', tipo: 'trasladable' });
    expect(d).toContainEqual({ fecha: '2025-12-24', nombre: 'Asueto de Nochebuena', tipo: 'propio' });
    expect(d.map((f) => f.fecha)).toEqual([...d.map((f) => f.fecha)].sort());
  });
});

describe('reporte de licencias (CSV)', () => {
  const reporte = (token: string, body: object) => api.post(`${R}/generate_licencias_report`, token, body);

  it('RRHH: UTF-8 con BOM, una fila por persona empleada en el período, los mismos números que los saldos', async () => {
    const r = await reporte(rrhh, { periodo: 2025 });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/text\/csv/);
    expect(r.headers['content-disposition']).toMatch(/attachment; filename="Reporte-Licencias-\d{2}-\d{2}-\d{4}\.csv"/);
    expect(r.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lineas = r.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lineas[0]).toBe(
      'Legajo;Apellido y nombre;Sector;Antigüedad al 31/12;Regla;Días que corresponden;Días tomados;Días vencidos;Días disponibles;Vencimientos;Próximo vencimiento',
    );
    const deAna = lineas.find((l) => l.startsWith('L-Arce;'));
    expect(deAna).toBe('L-Arce;Arce, Saldos;Enfermería;10 años, 7 meses y 0 días;Art. 150 (antigüedad);28;10;0;18;;9 días el 31/05/2026');
    expect(lineas.some((l) => l.startsWith('L-Bravo;'))).toBe(true);
    expect(lineas.some((l) => l.startsWith('L-Cabral;'))).toBe(true);
  });

  it('el referente sólo ve sus sectores; la empleada, sólo su fila', async () => {
    const ref = (await reporte(referenteDelSector, { periodo: 2025 })).body;
    expect(ref).toContain('L-Arce;');
    expect(ref).toContain('L-Bravo;');
    expect(ref).not.toContain('L-Cabral;');
    const propia = (await reporte(empleada, { periodo: 2025 })).body.trim().split('\r\n');
    expect(propia).toHaveLength(2);
    expect(propia[1]).toMatch(/^L-Arce;/);
  });

  it('un ámbito más amplio que el propio es 403; el sector filtra; un período inválido es 400', async () => {
    expect((await reporte(empleada, { periodo: 2025, ambito: 'rrhh' })).statusCode).toBe(403);
    const soloA = (await reporte(rrhh, { periodo: 2025, sector_id: sectorA })).body;
    expect(soloA).toContain('L-Arce;');
    expect(soloA).not.toContain('L-Cabral;');
    const mal = await reporte(rrhh, { periodo: 1800 });
    expect(mal.statusCode).toBe(400);
    expect(mal.json().message).toMatch(/1950/);
  });

  it('2009: nadie estaba empleado, sólo la cabecera', async () => {
    const r = await reporte(rrhh, { periodo: 2009 });
    expect(r.body.trim().split('\r\n')).toHaveLength(1);
  });
});

describe('días que vencen (issue 36): la política de acumulación', () => {
  const JUNIO = '2026-06-01T12:00:00-03:00';
  const MOTIVO_TERCIO = (fecha: string, dias: number) =>
    `Venció el ${fecha}: la LCT (art. 164) permite acumular al período siguiente sólo un tercio del período (${dias} días).`;
  const MOTIVO_ACUMULADO = (fecha: string, periodo: number) =>
    `Venció el ${fecha}: lo acumulado al período ${periodo} vence con él y la LCT (art. 164) no permite pasarlo a otro período.`;
  type Saldo = {
    periodo: number;
    dias_corresponden: number;
    dias_tomados: number;
    dias_vencidos: number;
    dias_disponibles: number;
    vencimientos: { fecha: string; dias: number; motivo: string }[];
    vence_el: string | null;
    dias_por_vencer: number;
  };
  const saldosDe = async (token: string, persona: number): Promise<Saldo[]> => {
    const r = await api.get(`get_days_vacaciones_disponibles_availables_all_periodos/${persona}`, token);
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data as Saldo[];
  };
  const del = (saldos: Saldo[], periodo: number) => saldos.find((s) => s.periodo === periodo)!;
  const pedirVacaciones = async (token: string, persona: number, b: { desde: string; hasta: string; periodo?: number }) =>
    api.post(`${R}/novedad-personal`, token, { persona_id: persona, tipo_id: await tipo('VAC'), ...b });
  const encuadre = (token: string, method: 'POST' | 'PUT' | 'GET', payload?: object, id?: number) =>
    api.pedir(method, `${R}/encuadre${id ? `/${id}` : ''}`, token, payload);

  /** The CSV row of `legajo` for `periodo` says what the JSON balance says (the screens show the JSON). */
  async function csvComoElJson(legajo: string, persona: number, periodo: number) {
    const r = await api.post(`${R}/generate_licencias_report`, rrhh, { periodo });
    expect(r.statusCode).toBe(200);
    const linea = r.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .find((l) => l.startsWith(`${legajo};`))!;
    const s = del(await saldosDe(rrhh, persona), periodo);
    const dias = (n: number) => `${n} ${n === 1 ? 'día' : 'días'}`;
    const vence = s.vence_el ? `${dias(s.dias_por_vencer)} el ${s.vence_el.slice(8)}/${s.vence_el.slice(5, 7)}/${s.vence_el.slice(0, 4)}` : '';
    expect(linea.split(';').slice(5)).toEqual([
      String(s.dias_corresponden),
      String(s.dias_tomados),
      String(s.dias_vencidos),
      String(s.dias_disponibles),
      s.vencimientos.map((v) => `${dias(v.dias)}. ${v.motivo}`).join(' '),
      vence,
    ]);
    return s;
  }

  let dora: number;
  let deDora: { id: number; username: string; token: string };

  beforeAll(async () => {
    // Dora: since 01/03/2021, 14 days a year up to 2025, none taken.
    dora = await crearPersona(t.database.db, 'Duarte', sectorA, [['2021-03-01', null]]);
    deDora = await sesion(['Empleado'], dora);
  });

  it('al 15/03/2026 a Dora le quedan 4 de 2024 (su tercio, hasta el 31/05/2026) y los 14 de 2025, no los 70 de cinco años', async () => {
    const saldos = await saldosDe(deDora.token, dora);
    expect(saldos.map((s) => s.periodo)).toEqual([2021, 2022, 2023, 2024, 2025, 2026]);
    expect(del(saldos, 2021)).toMatchObject({ dias_vencidos: 14, dias_disponibles: 0 });
    expect(del(saldos, 2023)).toEqual({
      periodo: 2023,
      dias_corresponden: 14,
      dias_tomados: 0,
      dias_vencidos: 14,
      dias_disponibles: 0,
      vencimientos: [
        { fecha: '2024-05-31', dias: 10, motivo: MOTIVO_TERCIO('31/05/2024', 4) },
        { fecha: '2025-05-31', dias: 4, motivo: MOTIVO_ACUMULADO('31/05/2025', 2024) },
      ],
      vence_el: null,
      dias_por_vencer: 0,
    });
    expect(del(saldos, 2024)).toMatchObject({ dias_vencidos: 10, dias_disponibles: 4, vence_el: '2026-05-31', dias_por_vencer: 4 });
    expect(del(saldos, 2025)).toMatchObject({ dias_vencidos: 0, dias_disponibles: 14, vence_el: '2026-05-31', dias_por_vencer: 10 });
    const pagina = (await api.get(`view_page_licencia_persona/${dora}`, deDora.token)).json().data;
    expect(pagina.dias_disponibles).toBe(4 + 14 + del(saldos, 2026).dias_disponibles);
    await csvComoElJson('L-Duarte', dora, 2023);
    await csvComoElJson('L-Duarte', dora, 2024);
  });

  it('un pedido se controla con la misma regla: de 2024 sólo se pueden tomar los 4 acumulados', async () => {
    const mucho = await pedirVacaciones(deDora.token, dora, { desde: '2026-04-06', hasta: '2026-04-19', periodo: 2024 });
    expect(mucho.statusCode).toBe(422);
    expect(mucho.json().message).toBe(
      `Del período 2024 le quedan 4 días de vacaciones y esta novedad toma 14 (hasta el 19/04/2026). Del período 2024 vencieron 10 días. ${MOTIVO_TERCIO('31/05/2025', 4)}`,
    );
    const tercio = await pedirVacaciones(deDora.token, dora, { desde: '2026-04-20', hasta: '2026-04-23', periodo: 2024 });
    expect(tercio.statusCode, tercio.body).toBe(200);
    expect(tercio.json().data).toMatchObject({ periodo: 2024, dias: 4, estado: 'pendiente' });
    // Without a period: the oldest one with all the days left at the request's last day.
    const sinPeriodo = await pedirVacaciones(deDora.token, dora, { desde: '2026-04-06', hasta: '2026-04-19' });
    expect(sinPeriodo.statusCode, sinPeriodo.body).toBe(200);
    expect(sinPeriodo.json().data.periodo).toBe(2025);
    const saldos = await saldosDe(deDora.token, dora);
    expect(del(saldos, 2024)).toMatchObject({ dias_tomados: 4, dias_vencidos: 10, dias_disponibles: 0, vence_el: null });
    expect(del(saldos, 2025)).toMatchObject({ dias_tomados: 14, dias_vencidos: 0, dias_disponibles: 0 });
    // Nothing of 2023 can be taken: it expired.
    const vencido = await pedirVacaciones(deDora.token, dora, { desde: '2026-04-27', hasta: '2026-04-29', periodo: 2023 });
    expect(vencido.statusCode).toBe(422);
    expect(vencido.json().message).toMatch(
      /^Del período 2023 le quedan 0 días de vacaciones y esta novedad toma 3 \(hasta el 29\/04\/2026\)\. Del período 2023 vencieron 4 días\. Venció el 31\/05\/2025: lo acumulado/,
    );
  });

  it('al 01/06/2026 vencieron lo acumulado de 2024 y lo que de 2025 no pasa a 2026, con el motivo; el CSV dice lo mismo', async () => {
    fijarReloj(JUNIO);
    // The sessions of March expired with the clock: log in again.
    empleada = await iniciarSesion(t.app, empleadaUsuario);
    rrhh = await iniciarSesion(t.app, rrhhUsuario);
    referenteDelSector = await iniciarSesion(t.app, referenteUsuario);
    const saldos = await saldosDe(empleada, ana);
    expect(del(saldos, 2024)).toEqual({
      periodo: 2024,
      dias_corresponden: 21,
      dias_tomados: 14,
      dias_vencidos: 7,
      dias_disponibles: 0,
      vencimientos: [{ fecha: '2026-05-31', dias: 7, motivo: MOTIVO_ACUMULADO('31/05/2026', 2025) }],
      vence_el: null,
      dias_por_vencer: 0,
    });
    expect(del(saldos, 2025)).toEqual({
      periodo: 2025,
      dias_corresponden: 28,
      dias_tomados: 10,
      dias_vencidos: 9,
      dias_disponibles: 9,
      vencimientos: [{ fecha: '2026-05-31', dias: 9, motivo: MOTIVO_TERCIO('31/05/2026', 9) }],
      vence_el: '2027-05-31',
      dias_por_vencer: 9,
    });
    const resumen = (await api.get(`get_resumen_by_periodo/2025/${ana}`, empleada)).json().data;
    expect(resumen).toMatchObject({ dias_vencidos: 9, dias_disponibles: 9, vencimientos: del(saldos, 2025).vencimientos });
    const pagina = (await api.get(`view_page_licencia_persona/${ana}`, referenteDelSector)).json().data;
    expect(pagina.saldos).toEqual(saldos);
    expect(pagina.dias_disponibles).toBe(9 + del(saldos, 2026).dias_disponibles);
    for (const periodo of [2024, 2025, 2026]) await csvComoElJson('L-Arce', ana, periodo);
  });

  it('RRHH declara la política del convenio en el encuadre: el saldo cambia y el cambio queda auditado', async () => {
    const alta = await encuadre(rrhh, 'POST', { nombre: 'CCT de prueba 1/26', vacaciones_acumulacion: 'ninguna' });
    expect(alta.statusCode, alta.body).toBe(200);
    const id = alta.json().data.id as number;
    await t.database.db
      .update(personaLaboral)
      .set({ encuadre_id: id })
      .where(and(eq(personaLaboral.persona_id, ana), eq(personaLaboral.actual, true)));

    // Nothing accumulates: the 18 left of 2025 expired on 31/05/2026.
    expect(del(await saldosDe(empleada, ana), 2025)).toMatchObject({
      dias_vencidos: 18,
      dias_disponibles: 0,
      vencimientos: [
        { fecha: '2026-05-31', dias: 18, motivo: 'Venció el 31/05/2026: el encuadre «CCT de prueba 1/26» no permite acumular días al período siguiente.' },
      ],
    });
    await csvComoElJson('L-Arce', ana, 2025);

    // The agreement gives until 31 December and lets everything pass to the next period.
    const cambio = await encuadre(rrhh, 'PUT', { vacaciones_vencimiento: '12', vacaciones_acumulacion: 'total' }, id);
    expect(cambio.statusCode, cambio.body).toBe(200);
    const saldos = await saldosDe(empleada, ana);
    expect(del(saldos, 2025)).toMatchObject({ dias_vencidos: 0, dias_disponibles: 18, vencimientos: [], vence_el: '2027-12-31', dias_por_vencer: 18 });
    // 2024's deadline was 31/12/2025: its 7 passed whole to 2025 and last until 31/12/2026.
    expect(del(saldos, 2024)).toMatchObject({ dias_vencidos: 0, dias_disponibles: 7, vence_el: '2026-12-31', dias_por_vencer: 7 });
    await csvComoElJson('L-Arce', ana, 2024);

    const auditoria = filasDe<{ accion: string; despues: { vacaciones_acumulacion: string; vacaciones_vencimiento: string } }>(
      await t.database.db.execute(sql`select accion, despues from auditoria where entidad = 'rrhh_encuadre' and entidad_id = ${String(id)} order by id`),
    );
    expect(auditoria.map((a) => a.accion)).toEqual(['crear', 'editar']);
    expect(auditoria[1]!.despues).toMatchObject({ vacaciones_acumulacion: 'total', vacaciones_vencimiento: '12' });
  });

  it('quien no administra la configuración de RRHH no cambia la política (403) y el saldo queda igual', async () => {
    const lista = (await encuadre(rrhh, 'GET')).json().data as { id: number; nombre: string }[];
    const id = lista.find((e) => e.nombre === 'CCT de prueba 1/26')!.id;
    for (const token of [empleada, referenteDelSector]) {
      const r = await encuadre(token, 'PUT', { vacaciones_acumulacion: 'ninguna' }, id);
      expect(r.statusCode).toBe(403);
    }
    expect((await encuadre(empleada, 'POST', { nombre: 'Otro', vacaciones_acumulacion: 'total' })).statusCode).toBe(403);
    expect((await encuadre(rrhh, 'GET', undefined, id)).json().data).toMatchObject({ vacaciones_acumulacion: 'total', vacaciones_vencimiento: '12' });
    expect(del(await saldosDe(empleada, ana), 2025)).toMatchObject({ dias_disponibles: 18 });
  });

  it('una opción que no es de la política es 400', async () => {
    const lista = (await encuadre(rrhh, 'GET')).json().data as { id: number; nombre: string }[];
    const id = lista.find((e) => e.nombre === 'CCT de prueba 1/26')!.id;
    const r = await encuadre(rrhh, 'PUT', { vacaciones_acumulacion: 'dos-tercios', vacaciones_vencimiento: '13' }, id);
    expect(r.statusCode).toBe(400);
  });
});
