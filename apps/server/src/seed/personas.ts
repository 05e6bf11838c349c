import { eq, sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { esFechaIso, fechaIso } from '@worknet/domain/fechas';
import { cuilCoincideConDni, esCbuValido, esCuilValido } from '@worknet/domain/rrhh/documentos';
import { contarHijos } from '@worknet/domain/rrhh/familia';
import {
  contactoSchema,
  cuentaBancariaSchema,
  datosPersonalesSchema,
  familiarSchema,
  formacionSchema,
  laboralSchema,
  matriculaSchema,
} from '@worknet/domain/rrhh/persona';
import type { Db } from '../platform/db/client';
import { usuario } from '../platform/identidad/identidad.table';
import {
  persona,
  personaContacto,
  personaCuentaBancaria,
  personaFamiliar,
  personaFormacion,
  personaLaboral,
  personaMatricula,
} from '../modules/rrhh/persona.table';
import { cargarCatalogos } from './demo-personas/catalogos';
import type { Nueva } from './demo-personas/filas';
import { generar, menor } from './demo-personas/generar';
import * as reloj from '@worknet/domain/reloj';

// The personnel files of the demo organisation: ~300 invented people spread over
// the 12 demo sectors, with family, studies, licences, employment, contacts and
// bank accounts. Deterministic (a seeded PRNG) but dated from «hoy», so that the
// HR alerts (probation and fixed-term ends, matrículas, maternal room, courses)
// are always due soon whenever the demo is installed. Every row passes the same
// zod schema the API uses before it is inserted. Phone numbers, DNIs, CBUs and
// e-mails (example.com/.net/.org) are made up.

// ---------------------------------------------------------------- insert

function validar<S extends z.ZodType>(esquema: S, fila: unknown, que: string): z.output<S> {
  const r = esquema.safeParse(fila);
  if (!r.success) {
    const detalle = r.error.issues.map((i) => `${i.path.map(String).join('.')}: ${i.message}`).join('; ');
    throw new Error(`Semilla de personas: ${que} no es válido (${detalle}). Datos: ${JSON.stringify(fila)}`);
  }
  return r.data;
}

async function enLotes<T extends PgTable>(tx: Db, tabla: T, filas: PgInsertValue<T>[], tamano = 400) {
  for (let i = 0; i < filas.length; i += tamano) await tx.insert(tabla).values(filas.slice(i, i + tamano));
}

/**
 * The demo organisation's personnel files, only while the persona table is
 * empty, in one transaction. Returns how many personas it created.
 */
export async function sembrarPersonas(db: Db, hoyIso = fechaIso(reloj.ahora())): Promise<number> {
  if (!esFechaIso(hoyIso)) throw new RangeError(`Fecha de hoy inválida: '${hoyIso}'`);
  return db.transaction(async (tx) => {
    const [hay] = await tx.select({ n: sql<number>`count(*)::int` }).from(persona);
    if ((hay?.n ?? 0) > 0) return 0;
    const ids = await cargarCatalogos(tx);
    const generadas = generar(hoyIso, ids);

    // File numbers follow seniority, as they were handed out.
    const primerAlta = (p: Nueva) => p.laboral.reduce((m, l) => menor(m, l.fecha_alta), '9999-12-31');
    const nuevas = generadas
      .map((p, i) => ({ p, i }))
      .sort((a, b) => primerAlta(a.p).localeCompare(primerAlta(b.p)) || a.i - b.i)
      .map(({ p }) => p);

    const filasPersona = nuevas.map((p, k) => {
      const numero = String(k + 1).padStart(4, '0');
      const v = validar(
        datosPersonalesSchema,
        { ...p.datos, legajo: `L-${numero}`, idfichador: `F${numero}` },
        `la persona ${p.datos.apellido}, ${p.datos.nombres}`,
      );
      if (!esCuilValido(v.cuil) || !cuilCoincideConDni(v.cuil, v.dni)) throw new Error(`Semilla de personas: CUIL ${v.cuil} inválido para el DNI ${v.dni}.`);
      const { domicilio, ...resto } = v;
      const hijos = contarHijos(p.familiares.map((f) => ({ familiar_tipo: f.valor })));
      return { ...resto, ...(domicilio ?? {}), hijos };
    });
    const creadas = await tx.insert(persona).values(filasPersona).returning({ id: persona.id, dni: persona.dni });
    const idPorDni = new Map(creadas.map((c) => [c.dni, c.id]));
    const idDe = (p: Nueva) => idPorDni.get(p.datos.dni)!;

    const laboral = nuevas.flatMap((p) => p.laboral.map((l) => validar(laboralSchema, { ...l, persona_id: idDe(p) }, 'un registro laboral')));
    const familiares = nuevas.flatMap((p) =>
      p.familiares.map(({ valor: _v, telefono: _t, ...f }) => validar(familiarSchema, { ...f, persona_id: idDe(p) }, 'un familiar')),
    );
    const formacion = nuevas.flatMap((p) => p.formacion.map((f) => validar(formacionSchema, { ...f, persona_id: idDe(p) }, 'una formación')));
    const matriculas = nuevas.flatMap((p) => p.matriculas.map((m) => validar(matriculaSchema, { ...m, persona_id: idDe(p) }, 'una matrícula')));
    const contactos = nuevas.flatMap((p) => p.contactos.map((c) => validar(contactoSchema, { ...c, persona_id: idDe(p) }, 'un contacto')));
    const cuentas = nuevas.flatMap((p) => {
      if (!p.cuenta) return [];
      const c = validar(cuentaBancariaSchema, p.cuenta, 'una cuenta bancaria');
      if (!esCbuValido(c.cbu)) throw new Error(`Semilla de personas: CBU inválido ${c.cbu}.`);
      return [{ ...c, persona_id: idDe(p) }];
    });

    await enLotes(tx, personaLaboral, laboral as PgInsertValue<typeof personaLaboral>[]);
    await enLotes(tx, personaFamiliar, familiares as PgInsertValue<typeof personaFamiliar>[]);
    await enLotes(tx, personaFormacion, formacion as PgInsertValue<typeof personaFormacion>[]);
    await enLotes(tx, personaMatricula, matriculas as PgInsertValue<typeof personaMatricula>[]);
    await enLotes(tx, personaContacto, contactos as PgInsertValue<typeof personaContacto>[]);
    await enLotes(tx, personaCuentaBancaria, cuentas as PgInsertValue<typeof personaCuentaBancaria>[]);

    // The demo users are people of the organisation too.
    for (const p of nuevas) {
      if (p.usuario)
        await tx
          .update(usuario)
          .set({ persona_id: idDe(p) })
          .where(eq(usuario.username, p.usuario));
    }
    return creadas.length;
  });
}
