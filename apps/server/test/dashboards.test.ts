import ExcelJS from 'exceljs';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fechaIso } from '@worknet/domain/fechas';
import { finDeContrato } from '@worknet/domain/rrhh/alertas';
import { NOMBRES_DASHBOARD, finSalaMaternal, type DatosDashboard, type NombreDashboard } from '@worknet/domain/rrhh/dashboards';
import { sumarDias, sumarMeses } from '@worknet/domain/rrhh/fechas-rrhh';
import { FIN_CONTRATO, FIN_SALA, ausentismo } from '../src/modules/dashboards/dashboards.sql';
import { filasDe } from '../src/platform/db/sql';
import { appDePrueba, type Prueba } from './app-de-prueba';
import { barrera, esperarEvento, grabar, socketsDePrueba } from './notificaciones-apoyo';
import { bearer, conSesion, crearSector, crearUsuario, documentos, iniciarSesion, tokenCon } from './factories';
import { peticiones } from './peticion';

// HR dashboards (issue 23): a hand-built organisation (known people → known counts) for
// every dashboard, the 75/105/31-day windows and the sala maternal ages on their
// boundaries, filters, the list behind each slice, scope and permissions.

let t: Prueba;
let rrhh: string;
let rrhhId: number;
let referente: string;
let asistente: string;
let empleado: string;
const hoy = fechaIso(new Date());
const d = (n: number) => sumarDias(hoy, n);
const mesDe = (iso: string) => iso.slice(0, 7);
const MES = mesDe(hoy);
const MES_1 = mesDe(sumarMeses(`${MES}-01`, -1));
const MES_2 = mesDe(sumarMeses(`${MES}-01`, -2));
const diasDelMes = (mes: string) => Number(sumarDias(sumarMeses(`${mes}-01`, 1), -1).slice(8, 10));

const ids: Record<string, number> = {};
const S = { enf: 0, coc: 0, adm: 0 };
const E = { norte: 0, sur: 0 };

const db = () => t.database.db;
const uno = async <T>(q: SQL) => filasDe<T>(await db().execute(q))[0]!;
const id = async (q: SQL) => Number((await uno<{ id: number }>(q)).id);

async function personaCon(
  apellido: string,
  sexo: string,
  empleos: { sector: number; contrato: number; alta: string; baja?: string | null; motivo?: number }[],
) {
  const { dni, cuil } = documentos();
  const p = await id(
    sql`insert into persona (apellido, nombres, dni, cuil, sexo, fecha_nacimiento, legajo) values (${apellido}, 'Tablero', ${dni}, ${cuil}, ${sexo}, '1985-05-05', ${`T-${apellido}`}) returning id`,
  );
  for (const e of empleos)
    await db().execute(
      sql`insert into persona_laboral (persona_id, sector_id, contrato_tipo_id, fecha_alta, fecha_baja, motivo_desvinculacion_id, empresa_id)
          values (${p}, ${e.sector}, ${e.contrato}, ${e.alta}, ${e.baja ?? null}, ${e.motivo ?? null}, ${apellido === 'Arce' ? ids.empresa! : null})`,
    );
  ids[apellido] = p;
  return p;
}

const hijo = (persona: number, nombres: string, nacimiento: string, tipo = ids.hijo!) =>
  db().execute(
    sql`insert into persona_familiar (persona_id, familiar_tipo_id, apellido, nombres, fecha_nacimiento) values (${persona}, ${tipo}, 'Tablero', ${nombres}, ${nacimiento})`,
  );
const matricula = (persona: number, vence: string) =>
  db().execute(
    sql`insert into persona_matricula (persona_id, matricula_tipo_id, numero, fecha_vencimiento) values (${persona}, ${ids.matricula!}, ${vence}, ${vence})`,
  );
const curso = (persona: number, vence: string) =>
  db().execute(sql`insert into persona_formacion (persona_id, titulo, fecha_vencimiento) values (${persona}, ${`Curso ${vence}`}, ${vence})`);
const novedad = (persona: number, tipo: number, desde: string, hasta: string, estado = 'aprobada') =>
  db().execute(
    sql`insert into novedad_personal (persona_id, tipo_id, desde, hasta, dias, estado, creado_por) values (${persona}, ${tipo}, ${desde}, ${hasta}, 1, ${estado}, ${rrhhId})`,
  );

const api = peticiones(() => t, '/api/v1/rrhh');
const pedir = (nombre: string, query = '', token = rrhh) => api.get(`${nombre}${query ? `?${query}` : ''}`, token);
async function datos(nombre: NombreDashboard, query = '', token = rrhh): Promise<DatosDashboard> {
  const r = await pedir(nombre, query, token);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as DatosDashboard;
}
const valores = (x: DatosDashboard, serie = x.leyenda[0]!.serie) =>
  Object.fromEntries(x.series.filter((p) => p.serie === serie).map((p) => [p.clave, p.valor]));

beforeAll(async () => {
  t = await appDePrueba();
  const u = await conSesion(t, { items: ['RRHH'] });
  [rrhh, rrhhId] = [u.token, u.id];
  const e1 = await crearSector(db(), { nombre: 'Enfermería', edificio: 'Tablero Norte' });
  const s2 = await id(sql`insert into sector (nombre, raiz_id) values ('Cocina', ${e1.edificio.id}) returning id`);
  const e2 = await crearSector(db(), { nombre: 'Administración', edificio: 'Tablero Sur' });
  [S.enf, S.coc, S.adm, E.norte, E.sur] = [e1.sector.id, s2, e2.sector.id, e1.edificio.id, e2.edificio.id];

  const contrato = async (codigo: string) => id(sql`select id from rrhh_contrato_tipo where trim(codigo) = ${codigo} and deleted_at is null limit 1`);
  [ids.c5, ids.c6, ids.c7] = [await contrato('5'), await contrato('6'), await contrato('7')];
  ids.hijo =
    (await uno<{ id: number } | undefined>(sql`select id from rrhh_familiar_tipo where value = 4`))?.id ??
    (await id(sql`insert into rrhh_familiar_tipo (nombre, value) values ('Hijo/a', 4) returning id`));
  ids.conyuge = await id(sql`insert into rrhh_familiar_tipo (nombre, value) values ('Tablero cónyuge', 917) returning id`);
  ids.matricula = await id(sql`insert into rrhh_matricula_tipo (nombre) values ('Matrícula Tablero') returning id`);
  ids.renuncia = await id(sql`insert into rrhh_motivo_desvinculacion (nombre) values ('Renuncia tablero') returning id`);
  ids.empresa = await id(sql`insert into rrhh_empresa (nombre, cuit) values ('Empresa Tablero', ${documentos().cuil}) returning id`);
  const tipoNovedad = (codigo: string, trabajado: boolean) =>
    id(sql`insert into rrhh_tipo_novedad (codigo, nombre, computo, aprobacion, computa_trabajado)
           values (${codigo}, ${`Tablero ${codigo}`}, 'corridos', 'rrhh', ${trabajado}) returning id`);
  ids.ausencia = await tipoNovedad('TAB-A', false);
  ids.trabajado = await tipoNovedad('TAB-T', true);

  // Active today: Arce (F, Enfermería, dependencia), Bruno (M, Administración, ingresó hace 40 días),
  // Cano (X, Cocina, ingresó el 1.º de este mes), Duarte (F, Enfermería, prueba sin vencer).
  const arce = await personaCon('Arce', 'F', [{ sector: S.enf, contrato: ids.c6, alta: '2020-01-01' }]);
  const bruno = await personaCon('Bruno', 'M', [{ sector: S.adm, contrato: ids.c6, alta: d(-40) }]);
  await personaCon('Cano', 'X', [{ sector: S.coc, contrato: ids.c7, alta: `${MES}-01` }]);
  const duarte = await personaCon('Duarte', 'F', [{ sector: S.enf, contrato: ids.c5, alta: '2019-03-01' }]);
  // De baja: Erro (renuncia hace 10 días), Funes (sin motivo, hace dos meses).
  await personaCon('Erro', 'M', [{ sector: S.coc, contrato: ids.c6, alta: '2010-01-01', baja: d(-10), motivo: ids.renuncia }]);
  await personaCon('Funes', 'F', [{ sector: S.coc, contrato: ids.c6, alta: '2016-01-01', baja: sumarMeses(hoy, -2) }]);
  // Contract ends typed in advance, on the windows' edges (fin = fecha_baja). The records that
  // already ended start earlier, so each persona's current employment is one still running.
  await personaCon('Gil', 'M', [
    { sector: S.adm, contrato: ids.c5, alta: '2015-01-01', baja: d(75) }, // prueba, día 75: adentro
    { sector: S.adm, contrato: ids.c6, alta: '2015-01-01', baja: d(106) }, // dependencia, día 106: afuera
    { sector: S.adm, contrato: ids.c5, alta: '2014-01-01', baja: d(-1) }, // ya terminó: afuera
  ]);
  await personaCon('Hoyos', 'F', [
    { sector: S.adm, contrato: ids.c5, alta: '2015-01-01', baja: d(76) }, // prueba, día 76: afuera
    { sector: S.adm, contrato: ids.c6, alta: '2015-01-01', baja: d(105) }, // dependencia, día 105: adentro
    { sector: S.adm, contrato: ids.c5, alta: '2014-01-01', baja: hoy }, // prueba, hoy: adentro
    { sector: S.adm, contrato: ids.c7, alta: '2015-01-01', baja: d(10) }, // dependencia (7): adentro
  ]);

  // Matrículas: 31 in, 32 out, vencida; a baja's does not count.
  await matricula(arce, d(31));
  await matricula(arce, d(32));
  await matricula(arce, d(-5));
  await matricula(bruno, hoy);
  await matricula(ids.Erro!, d(1));
  // Courses: 31 in, 32 out, yesterday out, today in.
  await curso(arce, d(31));
  await curso(arce, d(32));
  await curso(arce, d(-1));
  await curso(bruno, hoy);
  // Sala maternal: 45 days in, 44 out; turning 3 tomorrow in, turning 3 today out; not a child out.
  await hijo(arce, 'Lía', d(-45));
  await hijo(arce, 'Leo', d(-44));
  await hijo(bruno, 'Sol', sumarDias(sumarMeses(hoy, -36), 1));
  await hijo(bruno, 'Tom', sumarMeses(hoy, -36));
  await hijo(duarte, 'Pareja', d(-400), ids.conyuge);

  // Novedades: approved in the previous months; a pending one and one older than the period do not count.
  await novedad(arce, ids.ausencia, `${MES_1}-10`, `${MES_1}-12`); // 3 días de ausencia en MES_1
  await novedad(duarte, ids.trabajado, `${MES_1}-05`, `${MES_1}-05`); // computa como trabajado
  await novedad(duarte, ids.ausencia, sumarDias(`${MES_1}-01`, -1), `${MES_1}-02`); // empieza en MES_2, 2 días en MES_1
  await novedad(duarte, ids.ausencia, `${MES_1}-20`, `${MES_1}-21`, 'pendiente');
  await novedad(bruno, ids.ausencia, d(-400), d(-400));

  const ref = await crearUsuario(db(), { items: ['Referente de área'] });
  const r = await t.app.inject({ method: 'POST', url: '/api/v1/rrhh/referente', headers: bearer(rrhh), payload: { usuario_id: ref.id, sector_ids: [S.enf] } });
  expect(r.statusCode, r.body).toBe(200);
  referente = await iniciarSesion(t.app, ref.username);
  asistente = await tokenCon(t, ['Asistentes']);
  empleado = await tokenCon(t, ['Empleado']);
});
afterAll(() => t.cerrar());

describe('cifras de la organización armada a mano', () => {
  it('dotación por sector: hoy, sólo activos; suma a su total, que es la cuenta de la nómina de activos', async () => {
    const x = await datos('dashboard_persona_nomina');
    expect(valores(x)).toEqual({ [S.enf]: 2, [S.coc]: 1, [S.adm]: 1 });
    expect(x.total).toBe(4);
    expect(x.series.find((p) => p.clave === String(S.enf))?.etiqueta).toBe('Enfermería');
    const nomina = await t.app.inject({
      method: 'POST',
      url: '/api/v1/rrhh/count_persona_nomina',
      headers: bearer(rrhh),
      payload: { request: [{ atributo: 'estado', condicion: 'es_uno_de', valor: ['activo'] }] },
    });
    expect(nomina.json().total).toBe(x.total);
  });

  it('dotación por sexo', async () => {
    expect(valores(await datos('dashboard_persona_nomina_sexo'))).toEqual({ F: 2, M: 1, X: 1 });
  });

  it('contratos: vigentes por tipo y los que terminan en 75 (prueba) y 105 días (dependencia), con sus bordes', async () => {
    const x = await datos('dashboard_persona_contrato');
    expect(valores(x, 'tipos')).toEqual({ [ids.c6!]: 2, [ids.c7!]: 1, [ids.c5!]: 1 });
    expect(valores(x, 'por_vencer')).toEqual({ prueba: 2, dependencia: 2 });
    expect(x.total).toBe(4);
    const prueba = await datos('dashboard_persona_contrato', 'serie=por_vencer&clave=prueba');
    expect(prueba.personas!.filas.map((f) => [f.apellido, f.fecha, f.dias])).toEqual([
      ['Hoyos', hoy, 0],
      ['Gil', d(75), 75],
    ]);
    const dep = await datos('dashboard_persona_contrato', 'serie=por_vencer&clave=dependencia');
    expect(dep.personas!.filas.map((f) => f.dias)).toEqual([10, 105]);
  });

  it('matrículas: vencidas y las que vencen en 31 días (el 32 afuera, la de una baja tampoco)', async () => {
    const x = await datos('dashboard_persona_matricula');
    expect(valores(x)).toEqual({ vencidas: 1, por_vencer: 2 });
    expect(x.total).toBe(3);
  });

  it('capacitaciones: de hoy a 31 días', async () => {
    const x = await datos('dashboard_persona_formacion');
    expect(valores(x)).toEqual({ por_vencer: 2 });
    const l = await datos('dashboard_persona_formacion', 'clave=por_vencer');
    expect(l.personas!.filas.map((f) => f.dias)).toEqual([0, 31]);
  });

  it('sala maternal: hijos de 45 días a 3 años por establecimiento, su dotación y el umbral de 100', async () => {
    const x = await datos('dashboard_persona_sala_maternal');
    expect(valores(x, 'beneficiarios')).toEqual({ [E.norte]: 1, [E.sur]: 1 });
    expect(valores(x, 'dotacion')).toEqual({ [E.norte]: 3, [E.sur]: 1 });
    expect(x.umbral).toBe(100);
    expect(x.total).toBe(2);
    const norte = await datos('dashboard_persona_sala_maternal', `serie=beneficiarios&clave=${E.norte}`);
    expect(norte.personas!.filas).toEqual([expect.objectContaining({ apellido: 'Arce', fecha: finSalaMaternal(d(-45)), detalle: 'Lía Tablero (1 mes)' })]);
    const sur = await datos('dashboard_persona_sala_maternal', `serie=beneficiarios&clave=${E.sur}`);
    expect(sur.personas!.filas).toEqual([expect.objectContaining({ apellido: 'Bruno', fecha: hoy, dias: 0, detalle: 'Sol Tablero (2 años y 11 meses)' })]);
  });

  it('ingresos (primer alta), egresos (fin del empleo actual) y bajas (cada empleo cerrado, por motivo) por mes', async () => {
    const ing = await datos('dashboard_ingresos');
    expect(ing.series).toHaveLength(12);
    expect(ing.total).toBe(2);
    expect(ing.series.filter((p) => p.valor).map((p) => [p.clave, p.valor])).toEqual(
      mesDe(d(-40)) === MES
        ? [[MES, 2]]
        : [
            [mesDe(d(-40)), 1],
            [MES, 1],
          ],
    );
    const egr = await datos('dashboard_egresos');
    expect(egr.total).toBe(2);
    const baj = await datos('dashboard_persona_bajas_mes');
    expect(baj.leyenda).toEqual([
      { serie: `m${ids.renuncia}`, etiqueta: 'Renuncia tablero' },
      { serie: 'sin_motivo', etiqueta: 'Sin motivo' },
    ]);
    // Erro's resignation; Funes, and the probation records of Gil (yesterday) and Hoyos (today) without motivo.
    expect(baj.total).toBe(4);
    expect(baj.series.filter((p) => p.serie === 'sin_motivo').reduce((s, p) => s + p.valor, 0)).toBe(3);
    expect(valores(baj, 'sin_motivo')[mesDe(sumarMeses(hoy, -2))]).toBe(1);
  });

  it('novedades aprobadas por tipo y por mes de inicio', async () => {
    expect(valores(await datos('dashboard_persona_novedades'))).toEqual({ [ids.ausencia!]: 2, [ids.trabajado!]: 1 });
    const mes = valores(await datos('dashboard_persona_novedades_mes'));
    expect([mes[MES_1], mes[MES_2], mes[MES]]).toEqual([2, 1, 0]);
  });

  it('ausentismo: días ausente sobre días esperados; los tipos que computan como trabajados no cuentan', async () => {
    const x = await datos('dashboard_persona_ausentismo', `mes=${MES_1}&sector_id=${S.enf}`);
    // Enfermería in MES_1: Arce and Duarte, employed all month.
    const esperados = 2 * diasDelMes(MES_1);
    expect(x.total).toBe(Math.round((5 / esperados) * 1000) / 10);
    expect(x.series).toEqual([expect.objectContaining({ clave: MES_1, valor: x.total })]);
    const l = await datos('dashboard_persona_ausentismo', `mes=${MES_1}&sector_id=${S.enf}&clave=${MES_1}`);
    expect(l.personas!.filas.map((f) => [f.apellido, f.dias])).toEqual([
      ['Duarte', 2],
      ['Arce', 3],
    ]);
    expect(x.vacio).toBeNull();
    const sin = await datos('dashboard_persona_ausentismo', `mes=${mesDe(sumarMeses(hoy, -30))}`);
    expect(sin.vacio).toMatch(/No hay novedades de personal aprobadas en el período/);
    expect(sin.series).toEqual([]);
  });
});

describe('reglas en SQL iguales a las del dominio', () => {
  it('fin de contrato con duración (fin de mes incluido) y fin de la sala maternal', async () => {
    const altas = ['2026-01-31', '2025-11-30', '2024-02-29', '2026-03-15', '2023-12-31'];
    for (const alta of altas)
      for (const meses of [1, 3, 6, 12]) {
        const r = await uno<{ fin: string }>(
          sql`select ${FIN_CONTRATO}::text as fin from (values (${alta}::date, null::date)) l(fecha_alta, fecha_baja), (values (${meses}::int)) c(duracion_meses)`,
        );
        expect(r.fin, `${alta} + ${meses}`).toBe(finDeContrato({ fecha_alta: alta, duracion_meses: meses }));
      }
    for (const nac of ['2024-02-29', '2023-11-25', '2025-01-31']) {
      const r = await uno<{ fin: string }>(sql`select ${FIN_SALA}::text as fin from (values (${nac}::date)) f(fecha_nacimiento)`);
      expect(r.fin).toBe(finSalaMaternal(nac));
    }
  });
});

describe('días esperados del ausentismo', () => {
  it('la dotación diaria acumulada da los mismos días que contar cada empleo dentro de cada mes', async () => {
    const desde = sumarMeses(`${MES}-01`, -11);
    const hasta = hoy;
    const filas = filasDe<{ mes: string; esperados: number }>(await db().execute(ausentismo({ hoy, desde, hasta, w: sql`true` })));
    const empleos = filasDe<{ alta: string; baja: string | null }>(
      await db().execute(sql`select fecha_alta::text as alta, fecha_baja::text as baja from persona_laboral where deleted_at is null`),
    );
    for (const f of filas) {
      const inicio = f.mes === mesDe(desde) ? desde : `${f.mes}-01`;
      const fin = f.mes === MES ? hasta : sumarDias(sumarMeses(`${f.mes}-01`, 1), -1);
      let dias = 0;
      for (const e of empleos) {
        const a = e.alta > inicio ? e.alta : inicio;
        const b = e.baja && e.baja < fin ? e.baja : fin;
        if (a <= b) dias += Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000) + 1;
      }
      expect(Number(f.esperados), f.mes).toBe(dias);
    }
    expect(filas).toHaveLength(12);
  });
});

describe('filtros, porciones y alcance', () => {
  it('los filtros achican las cifras', async () => {
    expect((await datos('dashboard_persona_nomina', `sector_id=${S.enf}`)).total).toBe(2);
    expect((await datos('dashboard_persona_nomina', `edificio_id=${E.sur}`)).total).toBe(1);
    expect((await datos('dashboard_persona_nomina', `empresa_id=${ids.empresa}`)).total).toBe(1);
    expect((await datos('dashboard_egresos', `mes=${mesDe(d(-10))}`)).total).toBe(mesDe(d(-10)) === mesDe(sumarMeses(hoy, -2)) ? 2 : 1);
    expect((await datos('dashboard_persona_sala_maternal', `sector_id=${S.adm}`)).total).toBe(1);
  });

  it('la lista de cada porción tiene exactamente su valor', async () => {
    for (const nombre of NOMBRES_DASHBOARD) {
      if (nombre === 'dashboard_persona_ausentismo') continue;
      const x = await datos(nombre);
      for (const p of x.series.filter((s) => s.valor > 0)) {
        const l = await datos(nombre, `serie=${p.serie}&clave=${p.clave}&limit=2`);
        expect(l.personas!.total, `${nombre} ${p.serie} ${p.clave}`).toBe(p.valor);
        expect(l.personas!.filas.length).toBe(Math.min(2, p.valor));
      }
    }
  });

  it('POST con cuerpo responde lo mismo que GET con query', async () => {
    const get = await datos('dashboard_persona_nomina', `sector_id=${S.enf}`);
    const post = await t.app.inject({ method: 'POST', url: '/api/v1/rrhh/dashboard_persona_nomina', headers: bearer(rrhh), payload: { sector_id: S.enf } });
    expect(post.json().data).toEqual(get);
  });

  it('un referente ve sólo sus sectores; un asistente todo, sin el reporte; un empleado nada', async () => {
    const r = await datos('dashboard_persona_nomina', '', referente);
    expect(valores(r)).toEqual({ [S.enf]: 2 });
    const ajena = await datos('dashboard_persona_nomina', `clave=${S.adm}`, referente);
    expect(ajena.personas).toEqual({ filas: [], total: 0 });
    expect((await datos('dashboard_persona_sala_maternal', '', referente)).total).toBe(1);
    expect((await datos('dashboard_persona_nomina', '', asistente)).total).toBe(4);
    expect((await pedir('reporte_dashboard', 'dashboard=dashboard_persona_nomina', asistente)).statusCode).toBe(403);
    for (const nombre of NOMBRES_DASHBOARD) expect((await pedir(nombre, '', empleado)).statusCode).toBe(403);
  });

  it('sala maternal sin rrhh.persona.familia (un referente, un asistente): sólo las cifras, sin nombres ni edades de los hijos', async () => {
    for (const token of [referente, asistente]) {
      const x = await datos('dashboard_persona_sala_maternal', '', token);
      expect(x.total).toBeGreaterThan(0);
      for (const clave of [E.norte, E.sur]) {
        const r = await datos('dashboard_persona_sala_maternal', `serie=beneficiarios&clave=${clave}`, token);
        expect(r.personas).toEqual({ filas: [], total: 0 });
      }
    }
    const conFamilia = await datos('dashboard_persona_sala_maternal', `serie=beneficiarios&clave=${E.norte}`);
    expect(conFamilia.personas!.filas.map((f) => f.detalle)).toEqual(['Lía Tablero (1 mes)']);
  });

  it('filtros inválidos: 400 en castellano', async () => {
    const casos: [string, RegExp][] = [
      ['mes=2026-13', /Use un mes AAAA-MM/],
      ['sector_id=abc', /Elija un sector de la lista/],
      ['desde=2026-05-01&hasta=2026-04-01', /La fecha hasta es anterior a la fecha desde/],
      ['mes=2026-01&desde=2026-01-01', /Elija un mes o un rango de fechas, no ambos/],
      ['serie=otra&clave=1', /La serie «otra» no existe en este tablero/],
      ['serie=total', /Elija también la porción/],
      ['limit=100000', /./],
      ['sector_id=99999999999', /Elija un sector de la lista/],
      ['skip=-1', /./],
      ['skip=1e30', /./],
      [`clave=${'x'.repeat(41)}&serie=total`, /Porción inválida/],
    ];
    for (const [q, msg] of casos) {
      const r = await pedir('dashboard_persona_nomina', q);
      expect(r.statusCode, q).toBe(400);
      expect(r.json().message, q).toMatch(msg);
    }
    // «desde» alone runs to today: 1950 would be 28,000 days of absenteeism to walk.
    for (const q of ['desde=1950-01-01', 'desde=2020-01-01&hasta=2026-01-01']) {
      const r = await pedir('dashboard_persona_ausentismo', q);
      expect(r.statusCode, q).toBe(400);
      expect(r.json().message, q).toMatch(/El período admite hasta dos años/);
    }
    // A lone surrogate in the body's slice: refused before it reaches SQL.
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/v1/rrhh/dashboard_persona_nomina',
      headers: { ...bearer(rrhh), 'content-type': 'application/json' },
      payload: '{"serie":"total","clave":"\\ud800"}',
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toMatch(/Unicode mal formado/);
  });
});

describe('ataques', () => {
  it('veinte pedidos iguales a la vez responden lo mismo, sin errores', async () => {
    const rs = await Promise.all(
      Array.from({ length: 20 }, () => t.app.inject({ method: 'POST', url: '/api/v1/rrhh/dashboard_persona_ausentismo', headers: bearer(rrhh), payload: {} })),
    );
    expect(rs.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(rs.map((r) => JSON.stringify(r.json().data))).size).toBe(1);
  });

  it('un referente no llega a otro sector ni por el filtro ni por la porción, en ningún tablero', async () => {
    for (const nombre of NOMBRES_DASHBOARD) {
      const x = await datos(nombre, `sector_id=${S.adm}`, referente);
      expect(x.total, nombre).toBe(0);
    }
    const r = await pedir('reporte_dashboard', `dashboard=dashboard_persona_nomina&sector_id=${S.adm}`, referente);
    expect(r.statusCode).toBe(200);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
    const personas = libro.getWorksheet('Personas')!;
    expect(personas.rowCount).toBe(1);
  });
});

describe('reporte xlsx', () => {
  it('Reporte-<Nombre>-DD-MM-YYYY.xlsx con las cifras y las personas de cada porción', async () => {
    const r = await pedir('reporte_dashboard', `dashboard=dashboard_persona_contrato`);
    expect(r.statusCode, r.body).toBe(200);
    const [a, m, dd] = hoy.split('-');
    expect(r.headers['content-disposition']).toBe(`attachment; filename="Reporte-Contratos-${dd}-${m}-${a}.xlsx"`);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
    const datosHoja = libro.getWorksheet('Datos')!;
    expect(datosHoja.getRow(1).values).toEqual([undefined, 'Serie', 'Porción', 'Valor']);
    const personas = libro.getWorksheet('Personas')!;
    // 4 contracts in force + 4 about to end.
    expect(personas.rowCount - 1).toBe(8);
    expect((await pedir('reporte_dashboard', 'dashboard=otro')).statusCode).toBe(400);
  });
});

describe('en vivo', () => {
  let url = '';
  const sockets = socketsDePrueba(() => url);
  afterAll(() => sockets.cerrarTodos());

  it('un cambio en un legajo avisa rrhh-dashboard una vez (agrupado) a quien ve los tableros, no a un empleado', async () => {
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const [deRrhh, deEmpleado] = await Promise.all([sockets.conectar(rrhh), sockets.conectar(empleado)]);
    const [r, e] = [grabar(deRrhh), grabar(deEmpleado)];
    const llega = esperarEvento(deRrhh, 'rrhh-dashboard');
    for (const numero of ['MP 1', 'MP 2']) {
      const w = await t.app.inject({
        method: 'POST',
        url: '/api/v1/rrhh/persona_matricula',
        headers: bearer(rrhh),
        payload: { persona_id: ids.Arce, matricula_tipo_id: ids.matricula, numero },
      });
      expect(w.statusCode, w.body).toBe(200);
    }
    await llega;
    await barrera(t, [deRrhh, deEmpleado]);
    expect(r.filter((x) => x.evento === 'rrhh-dashboard')).toHaveLength(1);
    expect(e.filter((x) => x.evento === 'rrhh-dashboard')).toHaveLength(0);
  });
});
