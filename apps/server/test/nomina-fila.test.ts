import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/platform/db/client';
import { filasDe } from '../src/platform/db/sql';
import { appDePrueba, type Prueba } from './app-de-prueba';
import { crearSector, documentos, tokenCon } from './factories';
import { peticiones } from './peticion';

// The roster reads nomina_fila, which only the database's triggers write (migration
// 0008). Every change a person can make to a file must leave it equal to its
// definition (the view nomina_fila_origen), and the roster must show the change.

let t: Prueba;
const api = peticiones(() => t);
let rrhh: string;
const ids: Record<string, number> = {};
const consulta = async <T>(q: ReturnType<typeof sql>) => filasDe<T>(await t.database.db.execute(q));
const fila = async (id: number) => (await consulta<Record<string, unknown>>(sql`select * from nomina_fila where persona_id = ${id}`))[0];
const enNomina = async (id: number) =>
  (await api.datos('POST', '/api/v1/rrhh/persona_nomina?limit=10', rrhh, { request: [], advanced_filter: [], personas_filters: [id] }))[0];

/** nomina_fila and its view differ in no row, either way. */
async function diferencias() {
  return consulta(
    sql`(select * from nomina_fila except select * from nomina_fila_origen) union all (select * from nomina_fila_origen except select * from nomina_fila)`,
  );
}

/**
 * Until `segunda` is waiting for the open transaction's lock or has finished (it did not need
 * it). On PostgreSQL another backend of this database shows the wait in pg_stat_activity; PGlite
 * has one connection and runs `segunda` after the transaction whatever happens, so there is
 * nothing to wait for (and a query from here would queue behind the open transaction).
 */
async function segundaEnEspera(terminada: () => boolean): Promise<void> {
  if (t.database.kind === 'pglite') return;
  await vi.waitFor(
    async () => {
      if (terminada()) return;
      const [f] = await consulta<{ n: number }>(
        sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      );
      if (!f?.n) throw new Error('La segunda operación todavía no espera el bloqueo.');
    },
    { timeout: 10_000, interval: 10 },
  );
}

/**
 * Runs `primera` in a transaction that stays open while `segunda` starts, then
 * `luego` in the same transaction and commits (on PostgreSQL they overlap; PGlite
 * runs them in turn).
 */
async function enParalelo<T>(primera: (tx: Db) => Promise<unknown>, segunda: () => Promise<T>, luego?: (tx: Db) => Promise<unknown>): Promise<[void, T]> {
  let escrita!: () => void;
  let soltar!: () => void;
  const hecho = new Promise<void>((r) => (escrita = r));
  const espera = new Promise<void>((r) => (soltar = r));
  const abierta = t.database.db.transaction(async (tx) => {
    await primera(tx);
    escrita();
    await espera;
    await luego?.(tx);
  });
  await hecho;
  let terminada = false;
  const otra = segunda().finally(() => (terminada = true));
  await segundaEnEspera(() => terminada);
  soltar();
  await abierta;
  return [undefined, await otra];
}

beforeAll(async () => {
  t = await appDePrueba();
  rrhh = await tokenCon(t, ['RRHH']);
  ids.a = (await crearSector(t.database.db, { nombre: 'Fila A' })).sector.id;
  ids.b = (await crearSector(t.database.db, { nombre: 'Fila B' })).sector.id;
  const contratos = (await api.datos('GET', '/api/v1/rrhh/contrato_tipo?limit=50', rrhh)) as { id: number }[];
  ids.contrato = contratos[0]!.id;
  ids.motivo = (await api.datos('GET', '/api/v1/rrhh/motivo_desvinculacion?limit=1', rrhh))[0].id;
  ids.hijo = ((await api.datos('GET', '/api/v1/rrhh/persona_familiar_tipo?limit=50', rrhh)) as { id: number; value: number }[]).find((f) => f.value === 4)!.id;
});
afterAll(() => t.cerrar());

describe('la fila de la nómina sigue al legajo', () => {
  it('alta, datos personales, hijos, empleo, cambio de sector, baja, nuevo empleo, borrado', async () => {
    const datos = { apellido: 'Quiroga', nombres: 'Ana', sexo: 'F', fecha_nacimiento: '1990-05-05', ...documentos() };
    const persona = await api.datos('POST', '/api/v1/persona_rrhh', rrhh, datos);
    const id = persona.id as number;
    expect(await fila(id)).toMatchObject({ apellido: 'Quiroga', laboral_id: null, sector_id: null });
    expect(await enNomina(id)).toMatchObject({ apellido_nombre: 'Quiroga, Ana', estado: 'baja', sector: null });

    await api.datos('PUT', `/api/v1/persona/${id}`, rrhh, { ...datos, apellido: 'Quiroga Paz', legajo: 'F-77' });
    await api.datos('POST', '/api/v1/rrhh/persona_familiar', rrhh, {
      persona_id: id,
      familiar_tipo_id: ids.hijo,
      apellido: 'Paz',
      nombres: 'Leo',
      fecha_nacimiento: '2019-01-01',
    });
    expect(await fila(id)).toMatchObject({ apellido: 'Quiroga Paz', legajo: 'F-77', hijos: 1 });

    const primero = await api.datos('POST', '/api/v1/rrhh/persona_laboral', rrhh, {
      persona_id: id,
      sector_id: ids.a,
      contrato_tipo_id: ids.contrato,
      fecha_alta: '2015-01-01',
    });
    expect(await fila(id)).toMatchObject({ laboral_id: primero.id, sector_id: ids.a, fecha_alta: '2015-01-01', fecha_baja: null });
    expect(await enNomina(id)).toMatchObject({ sector: 'Fila A', estado: 'activo' });

    await api.datos('PUT', `/api/v1/rrhh/persona_laboral/${primero.id}`, rrhh, { sector_id: ids.b });
    expect(await enNomina(id)).toMatchObject({ sector: 'Fila B' });

    await api.datos('PUT', `/api/v1/rrhh/persona_laboral/${primero.id}`, rrhh, { fecha_baja: '2020-12-31', motivo_desvinculacion_id: ids.motivo });
    expect(await fila(id)).toMatchObject({ laboral_id: primero.id, fecha_baja: '2020-12-31' });
    expect(await enNomina(id)).toMatchObject({ estado: 'baja' });

    const segundo = await api.datos('POST', '/api/v1/rrhh/persona_laboral', rrhh, {
      persona_id: id,
      sector_id: ids.a,
      contrato_tipo_id: ids.contrato,
      fecha_alta: '2021-02-01',
    });
    expect(await fila(id)).toMatchObject({ laboral_id: segundo.id, sector_id: ids.a, fecha_baja: null });

    // Deleting the current record puts the previous one back on the roster.
    await api.datos('DELETE', `/api/v1/rrhh/persona_laboral/${segundo.id}`, rrhh);
    expect(await fila(id)).toMatchObject({ laboral_id: primero.id, sector_id: ids.b, fecha_baja: '2020-12-31' });
    expect(await diferencias()).toEqual([]);

    // A deleted persona leaves the roster (there is no call for it yet: the table is written directly).
    await t.database.db.execute(sql`update persona set deleted_at = now() where id = ${id}`);
    expect(await fila(id)).toBeUndefined();
    expect(await enNomina(id)).toBeUndefined();
    expect(await diferencias()).toEqual([]);
  });

  it('dos cambios a la vez de la misma persona (datos y empleo) dejan su fila igual a la definición', async () => {
    const datos = { apellido: 'Ledesma', nombres: 'Inés', sexo: 'F', fecha_nacimiento: '1985-03-03', ...documentos() };
    const id = (await api.datos('POST', '/api/v1/persona_rrhh', rrhh, datos)).id as number;
    const empleo = await api.datos('POST', '/api/v1/rrhh/persona_laboral', rrhh, {
      persona_id: id,
      sector_id: ids.a,
      contrato_tipo_id: ids.contrato,
      fecha_alta: '2019-01-01',
    });
    // Another transaction changes the persona and stays open while the employment record is changed through the API.
    const [, r] = await enParalelo(
      (tx) => tx.execute(sql`update persona set apellido = 'Ledesma Paz' where id = ${id}`),
      () => api.put(`/api/v1/rrhh/persona_laboral/${empleo.id}`, rrhh, { sector_id: ids.b }),
    );
    expect(r.statusCode, r.body).toBe(200);
    expect(await fila(id)).toMatchObject({ apellido: 'Ledesma Paz', sector_id: ids.b });
    expect(await diferencias()).toEqual([]);
  });

  it('dos empleos escritos a la vez en SQL directo para la misma persona: ambos quedan y el actual es el más reciente', async () => {
    const datos = { apellido: 'Quiroga', nombres: 'Elsa', sexo: 'F', fecha_nacimiento: '1979-07-07', ...documentos() };
    const id = (await api.datos('POST', '/api/v1/persona_rrhh', rrhh, datos)).id as number;
    const insertar = (sector: number, alta: string, baja: string) =>
      sql`insert into persona_laboral (persona_id, sector_id, contrato_tipo_id, fecha_alta, fecha_baja) values (${id}, ${sector}, ${ids.contrato}, ${alta}, ${baja})`;
    // An import in two transactions: the first holds the persona as a foreign-key check
    // does (FOR KEY SHARE) while the second adds a record, then adds its own. A
    // trigger that locked the persona FOR UPDATE made the two wait on each other.
    await enParalelo(
      (tx) => tx.execute(sql`select 1 from persona where id = ${id} for key share`),
      () => t.database.db.transaction((tx) => tx.execute(insertar(ids.b!, '2015-02-01', '2018-06-30'))),
      (tx) => tx.execute(insertar(ids.a!, '2010-03-01', '2014-12-31')),
    );
    const actuales = await consulta<{ sector_id: number }>(sql`select sector_id from persona_laboral where persona_id = ${id} and actual`);
    expect(actuales).toEqual([{ sector_id: ids.b }]);
    expect(await fila(id)).toMatchObject({ sector_id: ids.b, fecha_baja: '2018-06-30' });
    expect(await diferencias()).toEqual([]);
  });

  it('un empleo abierto cargado mientras otra transacción abre uno: el segundo se rechaza con la regla de un solo empleo abierto', async () => {
    const datos = { apellido: 'Sosa', nombres: 'Marta', sexo: 'F', fecha_nacimiento: '1981-08-08', ...documentos() };
    const id = (await api.datos('POST', '/api/v1/persona_rrhh', rrhh, datos)).id as number;
    const [, r] = await enParalelo(
      (tx) =>
        tx.execute(
          sql`insert into persona_laboral (persona_id, sector_id, contrato_tipo_id, fecha_alta) values (${id}, ${ids.a}, ${ids.contrato}, date '2015-02-01')`,
        ),
      () => api.post('/api/v1/rrhh/persona_laboral', rrhh, { persona_id: id, sector_id: ids.b, contrato_tipo_id: ids.contrato, fecha_alta: '2021-06-01' }),
    );
    expect(r.statusCode, r.body).toBe(409);
    expect(r.json().message).toBe('La persona ya tiene un empleo abierto desde el 01/02/2015: cargue su fecha de baja antes de abrir otro.');
    const abiertos = await consulta<{ n: number }>(sql`select count(*)::int as n from persona_laboral where persona_id = ${id} and fecha_baja is null`);
    expect(abiertos[0]?.n).toBe(1);
    expect(await diferencias()).toEqual([]);
  });

  it('borrar un hijo mientras otro cambio del legajo borra otro: la cantidad de hijos queda en 0', async () => {
    const datos = { apellido: 'Funes', nombres: 'Rita', sexo: 'F', fecha_nacimiento: '1980-04-04', ...documentos() };
    const id = (await api.datos('POST', '/api/v1/persona_rrhh', rrhh, datos)).id as number;
    const hijo = (nombres: string) =>
      api.datos('POST', '/api/v1/rrhh/persona_familiar', rrhh, {
        persona_id: id,
        familiar_tipo_id: ids.hijo,
        apellido: 'Funes',
        nombres,
        fecha_nacimiento: '2015-01-01',
      });
    const [a, b] = [await hijo('Ana'), await hijo('Beto')];
    expect(await fila(id)).toMatchObject({ hijos: 2 });
    // The other change does what deleting a record does: lock the persona, delete, count again.
    const [, r] = await enParalelo(
      async (tx) => {
        await tx.execute(sql`select 1 from persona where id = ${id} for no key update`);
        await tx.execute(sql`update persona_familiar set deleted_at = now() where id = ${a.id}`);
        await tx.execute(sql`update persona set hijos = 1 where id = ${id}`);
      },
      () => api.delete(`/api/v1/rrhh/persona_familiar/${b.id}`, rrhh),
    );
    expect(r.statusCode, r.body).toBe(200);
    expect(await fila(id)).toMatchObject({ hijos: 0 });
    expect(await diferencias()).toEqual([]);
  });

  it('lo escrito en SQL directo (semillas, importaciones) también llega, de a muchas filas', async () => {
    const nuevas = await consulta<{ id: number }>(sql`
      insert into persona (apellido, nombres, dni, cuil, sexo, fecha_nacimiento)
      select 'Masivo ' || g, 'Prueba', (40000000 + g)::text, '20' || (40000000 + g)::text || '0', 'M', date '1980-01-01' + g
      from generate_series(1, 50) g returning id`);
    await t.database.db.execute(sql`
      insert into persona_laboral (persona_id, sector_id, contrato_tipo_id, fecha_alta)
      select id, ${ids.a}, ${ids.contrato}, date '2010-01-01' from persona where apellido like 'Masivo %'`);
    const copiadas = await consulta<{ n: number }>(sql`select count(*)::int as n from nomina_fila where sector_id = ${ids.a} and apellido like 'Masivo %'`);
    expect(nuevas).toHaveLength(50);
    expect(copiadas[0]?.n).toBe(50);
    expect(await diferencias()).toEqual([]);
  });
});
