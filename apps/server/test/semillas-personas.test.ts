import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fechaIso } from '@worknet/domain/fechas';
import { cuilCoincideConDni, esCbuValido, esCuilValido } from '@worknet/domain/rrhh/documentos';
import { contarHijos, VALOR_HIJO } from '@worknet/domain/rrhh/familia';
import { edad } from '@worknet/domain/rrhh/fechas-rrhh';
import type { TipoAlerta } from '@worknet/domain/rrhh/alertas';
import { sembrarCatalogos } from '../src/modules/catalogos/catalogos.semillas';
import { listarAlertas } from '../src/modules/rrhh/alertas.service';
import type { Database, Db } from '../src/platform/db/client';
import { SEMILLAS_DEMO } from '../src/seed/catalogos/demo';
import { USUARIOS_DEMO, sembrarDemo } from '../src/seed/demo';
import { sembrarPersonas } from '../src/seed/personas';
import { baseDePrueba } from './app-de-prueba';

// The demo organisation's ~300 personnel files: valid documents, coherent
// employment and family, and due dates that raise every kind of HR alert.

const HOY = fechaIso(new Date());

const filas = async <T>(db: Db, q: ReturnType<typeof sql>) => ((await db.execute(q)) as unknown as { rows: T[] }).rows;

/** A fresh database with the demo organisation and its catalogs; returns it and what seeding the personas took. */
async function demoConPersonas(hoy: string) {
  const database = await baseDePrueba();
  await sembrarDemo(database.db);
  await sembrarCatalogos(database.db, SEMILLAS_DEMO);
  const t0 = performance.now();
  const creadas = await sembrarPersonas(database.db, hoy);
  return { database, creadas, ms: performance.now() - t0 };
}

async function contarAlertas(db: Db, hoy: string) {
  const alertas = await listarAlertas(db, {}, hoy);
  const de = (t: TipoAlerta) => alertas.filter((a) => a.tipo === t);
  return { alertas, de };
}

let database: Database;
let creadas: number;
beforeAll(async () => {
  const r = await demoConPersonas(HOY);
  ({ database, creadas } = r);
  console.log(`sembrarPersonas(${HOY}): ${creadas} personas en ${Math.round(r.ms)} ms`);
});
afterAll(() => database.close());

describe('semillas de personas (legajos de la organización de demostración)', () => {
  it('crea unas 300 personas, con un registro por tabla hija', async () => {
    expect(creadas).toBeGreaterThanOrEqual(280);
    expect(creadas).toBeLessThanOrEqual(320);
    const [c] = await filas<{ persona: number; con_familia: number; laborales_cerrados: number; persona_cuenta_bancaria: number }>(
      database.db,
      sql`select (select count(*)::int from persona) as persona,
                 (select count(*)::int from persona_laboral) as persona_laboral,
                 (select count(*)::int from persona_laboral where fecha_baja is not null) as laborales_cerrados,
                 (select count(*)::int from persona_familiar) as persona_familiar,
                 (select count(distinct persona_id)::int from persona_familiar) as con_familia,
                 (select count(*)::int from persona_formacion) as persona_formacion,
                 (select count(*)::int from persona_matricula) as persona_matricula,
                 (select count(*)::int from persona_contacto) as persona_contacto,
                 (select count(*)::int from persona_cuenta_bancaria) as persona_cuenta_bancaria`,
    );
    console.log('filas por tabla:', c);
    expect(c!.persona).toBe(creadas);
    // About 60 % with family, about 10 % with an earlier, closed employment.
    expect(c!.con_familia / creadas).toBeGreaterThan(0.45);
    expect(c!.con_familia / creadas).toBeLessThan(0.75);
    expect(c!.laborales_cerrados).toBeGreaterThanOrEqual(15);
    expect(c!.laborales_cerrados).toBeLessThanOrEqual(45);
    expect(c!.persona_cuenta_bancaria / creadas).toBeGreaterThan(0.8);
  });

  it('DNI únicos de 8 dígitos, CUIL válidos y del DNI y el sexo de cada uno, edades de 20 a 65', async () => {
    const ps = await filas<{ dni: string; cuil: string; sexo: string; fecha_nacimiento: string; legajo: string; idfichador: string }>(
      database.db,
      sql`select dni, cuil, sexo, fecha_nacimiento::text, legajo, idfichador from persona`,
    );
    expect(new Set(ps.map((p) => p.dni)).size).toBe(ps.length);
    expect(new Set(ps.map((p) => p.legajo)).size).toBe(ps.length);
    expect(new Set(ps.map((p) => p.idfichador)).size).toBe(ps.length);
    for (const p of ps) {
      expect(p.dni, p.dni).toMatch(/^\d{8}$/);
      expect(esCuilValido(p.cuil), p.cuil).toBe(true);
      expect(cuilCoincideConDni(p.cuil, p.dni), p.cuil).toBe(true);
      const prefijo = p.cuil.slice(0, 2);
      expect(prefijo === '23' || prefijo === (p.sexo === 'F' ? '27' : '20'), `${p.cuil} ${p.sexo}`).toBe(true);
      const anios = edad(p.fecha_nacimiento, HOY)!;
      expect(anios).toBeGreaterThanOrEqual(20);
      expect(anios).toBeLessThanOrEqual(65);
    }
  });

  it('cada persona tiene exactamente un empleo abierto, dado de alta en el pasado; los cerrados tienen motivo', async () => {
    const r = await filas<{ persona_id: number; abiertos: number; futuros: number; sin_motivo: number }>(
      database.db,
      sql`select p.id as persona_id,
                 count(l.id) filter (where l.fecha_baja is null)::int as abiertos,
                 count(l.id) filter (where l.fecha_alta > ${HOY}::date)::int as futuros,
                 count(l.id) filter (where l.fecha_baja is not null and l.motivo_desvinculacion_id is null)::int as sin_motivo
          from persona p left join persona_laboral l on l.persona_id = p.id
          group by p.id`,
    );
    expect(r).toHaveLength(creadas);
    for (const x of r) expect(x, String(x.persona_id)).toEqual({ persona_id: x.persona_id, abiertos: 1, futuros: 0, sin_motivo: 0 });
    // The 12 demo sectors all have people; physicians only where physicians work.
    const sectores = await filas<{ sector: string; n: number }>(
      database.db,
      sql`select s.nombre as sector, count(*)::int as n from persona_laboral l join sector s on s.id = l.sector_id where l.fecha_baja is null group by s.nombre`,
    );
    expect(sectores).toHaveLength(12);
    const medicos = await filas<{ sector: string }>(
      database.db,
      sql`select distinct s.nombre as sector from persona_laboral l join sector s on s.id = l.sector_id join rrhh_puesto p on p.id = l.puesto_id
          where p.nombre like 'Médico%' or p.nombre like 'Director%'`,
    );
    for (const m of medicos) expect(['Dirección Médica', 'Guardia', 'Internación', 'Enfermería del Hogar']).toContain(m.sector);
  });

  it('la cantidad de hijos de cada persona es la de sus familiares de tipo hijo/a', async () => {
    const r = await filas<{ id: number; hijos: number; valores: number[] }>(
      database.db,
      sql`select p.id, p.hijos, coalesce(array_agg(t.value) filter (where t.value is not null), '{}') as valores
          from persona p left join persona_familiar f on f.persona_id = p.id left join rrhh_familiar_tipo t on t.id = f.familiar_tipo_id
          group by p.id`,
    );
    let conHijos = 0;
    for (const p of r) {
      expect(p.hijos, String(p.id)).toBe(contarHijos(p.valores.map((v) => ({ familiar_tipo: v }))));
      if (p.valores.includes(VALOR_HIJO)) conHijos++;
    }
    expect(conHijos).toBeGreaterThan(50);
  });

  it('todos los CBU tienen sus dígitos verificadores bien', async () => {
    const r = await filas<{ cbu: string }>(database.db, sql`select cbu from persona_cuenta_bancaria`);
    expect(r.length).toBeGreaterThan(0);
    for (const { cbu } of r) expect(esCbuValido(cbu), cbu).toBe(true);
    expect(new Set(r.map((x) => x.cbu)).size).toBe(r.length);
  });

  it('los usuarios de demostración son personas de la organización, empleadas en un sector suyo', async () => {
    const r = await filas<{ username: string; nombre_completo: string; persona: string | null; sector: string | null }>(
      database.db,
      sql`select u.username, u.nombre_completo, p.nombres || ' ' || p.apellido as persona, s.nombre as sector
          from usuario u left join persona p on p.id = u.persona_id
          left join persona_laboral l on l.persona_id = p.id and l.fecha_baja is null
          left join sector s on s.id = l.sector_id`,
    );
    for (const u of USUARIOS_DEMO) {
      const x = r.find((f) => f.username === u.username);
      expect(x?.persona, u.username).toBe(u.nombre_completo);
      expect(u.sectores).toContain(x?.sector);
    }
  });

  it('hay alertas de cada tipo para hoy: contratos que vencen, matrículas, sala maternal y capacitaciones', async () => {
    const { de } = await contarAlertas(database.db, HOY);
    const cuenta = {
      prueba: de('contrato_prueba').length,
      pruebaEn30: de('contrato_prueba').filter((a) => a.dias <= 30).length,
      dependencia: de('contrato_dependencia').length,
      matricula: de('matricula').filter((a) => !a.vencida).length,
      matriculaVencida: de('matricula').filter((a) => a.vencida).length,
      sala: de('sala_maternal').length,
      formacion: de('formacion').length,
    };
    console.log('alertas:', cuenta);
    expect(cuenta.prueba).toBeGreaterThanOrEqual(5);
    expect(cuenta.pruebaEn30).toBeGreaterThanOrEqual(3);
    expect(cuenta.dependencia).toBeGreaterThanOrEqual(5);
    expect(cuenta.matricula).toBeGreaterThanOrEqual(5);
    expect(cuenta.matriculaVencida).toBeGreaterThanOrEqual(2);
    expect(cuenta.sala).toBeGreaterThanOrEqual(3);
    expect(cuenta.formacion).toBeGreaterThanOrEqual(3);
  });

  it('volver a sembrar no crea nada', async () => {
    expect(await sembrarPersonas(database.db, HOY)).toBe(0);
    const [c] = await filas<{ n: number }>(database.db, sql`select count(*)::int as n from persona`);
    expect(c!.n).toBe(creadas);
  });

  it('es reproducible y sus vencimientos siguen a «hoy» (otra fecha, fin de mes bisiesto)', async () => {
    const firma = async (db: Db) =>
      (await filas<{ f: string }>(db, sql`select string_agg(legajo || dni || apellido || nombres, ',' order by legajo) as f from persona`))[0]!.f;
    const otra = await demoConPersonas(HOY);
    try {
      expect(await firma(otra.database.db)).toBe(await firma(database.db));
    } finally {
      await otra.database.close();
    }
    const bisiesto = '2028-02-29';
    const tercera = await demoConPersonas(bisiesto);
    try {
      const { de } = await contarAlertas(tercera.database.db, bisiesto);
      for (const t of ['contrato_prueba', 'contrato_dependencia', 'matricula', 'sala_maternal', 'formacion'] as const)
        expect(de(t).length, t).toBeGreaterThanOrEqual(3);
    } finally {
      await tercera.database.close();
    }
  });
});
