import { and, asc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { contarHijos } from '@worknet/domain/rrhh/familia';
import { solapaConAbierto } from '@worknet/domain/rrhh/laboral';
import { contactoSchema, familiarSchema, formacionSchema, laboralSchema, matriculaSchema } from '@worknet/domain/rrhh/persona';
import { contactoFila, familiarFila, formacionFila, laboralFila, matriculaFila } from '@worknet/domain/rrhh/legajo';
import { auditar } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { conflicto, datosInvalidos, issuesInvalidos, noEncontrado } from '../../platform/http/errors';
import type { Principal } from '../../platform/identidad/principal';
import { exigirEditar, reglaDeRegistro, type Parte } from './persona-acceso';
import { seleccionRefs, verificarRefs, type Referencias } from './persona-refs';
import { persona, personaContacto, personaFamiliar, personaFormacion, personaLaboral, personaMatricula } from './persona.table';
import * as reloj from '@worknet/domain/reloj';

// The records of a personnel file (family, training, licences, employment,
// contacts): the same list / get / create / update / soft delete for each,
// declared once below with what is particular to it.

type Fila = Record<string, unknown> & { id: number; persona_id: number; deleted_at: Date | null };

export type Registro<F extends z.ZodType = z.ZodType> = {
  /** Path under /api/v1/rrhh/ (spec §7). */
  ruta: string;
  tabla: PgTable & Record<string, PgColumn>;
  singular: string;
  femenino?: boolean;
  parte: Parte;
  esquema: z.ZodType<Record<string, unknown> & { persona_id: number }>;
  /** How a row is answered (packages/domain/src/rrhh/legajo.ts): its columns and references. */
  fila: F;
  refs: Referencias;
  orden: PgColumn;
  /** A rule that needs the other records (one open employment). */
  validar?: (tx: Db, v: Record<string, unknown>, id: number | null) => Promise<void>;
  /** After any change: keep derived persona data in step (hijos). */
  despues?: (tx: Db, personaId: number) => Promise<void>;
};

const T = <X>(t: X) => t as unknown as PgTable & Record<string, PgColumn>;

async function recalcularHijos(tx: Db, personaId: number) {
  const r = await tx.execute(
    sql`select (select value from rrhh_familiar_tipo where id = f.familiar_tipo_id) as value from persona_familiar f where f.persona_id = ${personaId} and f.deleted_at is null`,
  );
  const familiares = (r as { rows: { value: number }[] }).rows.map((x) => ({ familiar_tipo: x.value }));
  await tx
    .update(persona)
    .set({ hijos: contarHijos(familiares) })
    .where(eq(persona.id, personaId));
}

async function unEmpleoAbierto(tx: Db, v: Record<string, unknown>, id: number | null) {
  const otros = await tx
    .select({ id: personaLaboral.id, fecha_alta: personaLaboral.fecha_alta, fecha_baja: personaLaboral.fecha_baja, deleted_at: personaLaboral.deleted_at })
    .from(personaLaboral)
    .where(and(eq(personaLaboral.persona_id, v.persona_id as number), isNull(personaLaboral.deleted_at)));
  const choque = solapaConAbierto(
    otros.map((o) => ({ ...o, deleted_at: null })),
    { id: id ?? undefined, fecha_baja: (v.fecha_baja as string | null) ?? null },
  );
  if (choque)
    throw conflicto(
      `La persona ya tiene un empleo abierto desde el ${String(choque.fecha_alta).split('-').reverse().join('/')}: cargue su fecha de baja antes de abrir otro.`,
    );
}

const registro = <F extends z.ZodType>(r: Registro<F>) => r;

export const FAMILIARES = registro({
  ruta: 'persona_familiar',
  tabla: T(personaFamiliar),
  singular: 'Familiar',
  parte: 'familia',
  esquema: familiarSchema,
  fila: familiarFila,
  refs: { familiar_tipo_id: 'familiar-tipo' },
  orden: personaFamiliar.fecha_nacimiento,
  despues: recalcularHijos,
});
export const FORMACION = registro({
  ruta: 'persona_formacion',
  tabla: T(personaFormacion),
  singular: 'Formación',
  femenino: true,
  parte: 'legajo',
  esquema: formacionSchema,
  fila: formacionFila,
  refs: { institucion_id: 'institucion', nivel_estudio_id: 'nivel-estudio', curso_estado_id: 'curso-estado' },
  orden: personaFormacion.fecha_egreso,
});
export const MATRICULAS = registro({
  ruta: 'persona_matricula',
  tabla: T(personaMatricula),
  singular: 'Matrícula',
  femenino: true,
  parte: 'legajo',
  esquema: matriculaSchema,
  fila: matriculaFila,
  refs: { matricula_tipo_id: 'matricula-tipo', provincia_id: 'provincia' },
  orden: personaMatricula.fecha_vencimiento,
});
export const LABORAL = registro({
  ruta: 'persona_laboral',
  tabla: T(personaLaboral),
  singular: 'Registro laboral',
  parte: 'legajo',
  esquema: laboralSchema,
  fila: laboralFila,
  refs: {
    empresa_id: 'empresa',
    razon_social_id: 'razon-social',
    sector_id: 'sector',
    puesto_id: 'puesto',
    categoria_id: 'categoria',
    contrato_tipo_id: 'contrato-tipo',
    encuadre_id: 'encuadre',
    centro_costo_id: 'centro-costo',
    motivo_desvinculacion_id: 'motivo-desvinculacion',
    obra_social_id: 'obra-social',
    art_id: 'art',
  },
  orden: personaLaboral.fecha_alta,
  validar: unEmpleoAbierto,
});
export const CONTACTO = registro({
  ruta: 'persona_contacto',
  tabla: T(personaContacto),
  singular: 'Contacto',
  parte: 'legajo',
  esquema: contactoSchema,
  fila: contactoFila,
  refs: { contacto_tipo_id: 'contacto-tipo' },
  orden: personaContacto.id,
});

export const REGISTROS: Registro[] = [FAMILIARES, FORMACION, MATRICULAS, LABORAL, CONTACTO];

const seleccion = (r: Registro) => ({ ...getTableColumns(r.tabla), ...seleccionRefs(r.tabla, r.refs) });

/**
 * The live records of one persona, oldest first, typed by the record's response schema: the
 * select is the table's columns and its references, the same the schema names.
 */
export async function listarRegistros<F extends z.ZodType>(db: Db, r: Registro<F>, personaId: number): Promise<z.output<F>[]> {
  return (await db
    .select(seleccion(r))
    .from(r.tabla)
    .where(and(eq(r.tabla.persona_id!, personaId), isNull(r.tabla.deleted_at!)))
    .orderBy(asc(r.orden), asc(r.tabla.id!))) as z.output<F>[];
}

async function buscar(db: Db, r: Registro, id: number): Promise<Fila | null> {
  const [f] = await db.select(seleccion(r)).from(r.tabla).where(eq(r.tabla.id!, id));
  return (f as Fila | undefined) ?? null;
}

/** The persona a record belongs to (deleted records too), or null when there is no such record. */
async function personaDeRegistro(db: Db, r: Registro, id: number): Promise<number | null> {
  const [f] = await db.select({ persona_id: r.tabla.persona_id! }).from(r.tabla).where(eq(r.tabla.id!, id));
  return (f?.persona_id as number | undefined) ?? null;
}

/** The record rule of GET rrhh/{registro}/{id}: its persona's file must be visible to the caller (for the family, with its permission). */
export const reglaDe = (r: Registro) => reglaDeRegistro(r.singular, r.parte, (db, id) => personaDeRegistro(db, r, id));

/** One record; who may read it is the route's rule (reglaDe). */
export async function obtenerRegistro(db: Db, r: Registro, id: number): Promise<Fila> {
  const f = await buscar(db, r, id);
  if (!f) throw noEncontrado(`No existe el registro ${id}.`);
  return f;
}

const soloDatos = (r: Registro, f: Record<string, unknown>) => Object.fromEntries(Object.keys(getTableColumns(r.tabla)).map((k) => [k, f[k]]));

/**
 * Locks the live persona until the change commits (undefined when there is none):
 * rules that read the persona's other records (one open employment, the count of
 * children) must see what a concurrent change wrote. NO KEY UPDATE does not wait on
 * the foreign-key checks of other inserts.
 */
async function bloquearPersona(tx: Db, personaId: number) {
  const [p] = await tx
    .select({ id: persona.id })
    .from(persona)
    .where(and(eq(persona.id, personaId), isNull(persona.deleted_at)))
    .for('no key update');
  return p;
}

async function validar(tx: Db, r: Registro, datos: Record<string, unknown>, id: number | null) {
  const res = r.esquema.safeParse(datos);
  if (!res.success) throw issuesInvalidos(res.error.issues);
  const v = res.data;
  const dueño = await bloquearPersona(tx, v.persona_id);
  if (!dueño) throw datosInvalidos('La persona indicada no existe.', { campos: [{ campo: 'persona_id', mensaje: 'No existe' }] });
  await verificarRefs(tx, r.refs, v);
  await r.validar?.(tx, v, id);
  return v;
}

export function crearRegistro(db: Db, p: Principal, r: Registro, datos: Record<string, unknown>) {
  exigirEditar(p, r.parte);
  return db.transaction(async (tx) => {
    const v = await validar(tx, r, datos, null);
    const [nuevo] = await tx.insert(r.tabla).values(v).returning({ id: r.tabla.id! });
    await r.despues?.(tx, v.persona_id);
    const fila = (await buscar(tx, r, nuevo!.id as number))!;
    await auditar(tx, { usuarioId: p.id, entidad: r.ruta, entidadId: fila.id, accion: 'crear', despues: soloDatos(r, fila) });
    return fila;
  });
}

export function actualizarRegistro(db: Db, p: Principal, r: Registro, id: number, cambios: Record<string, unknown>) {
  exigirEditar(p, r.parte);
  return db.transaction(async (tx) => {
    const antes = await buscar(tx, r, id);
    if (!antes || antes.deleted_at) throw noEncontrado(`No existe el registro ${id}.`);
    if (cambios.persona_id !== undefined && cambios.persona_id !== antes.persona_id) {
      throw datosInvalidos('Un registro no puede pasar a otra persona.', { campos: [{ campo: 'persona_id', mensaje: 'No se puede cambiar' }] });
    }
    const v = await validar(tx, r, { ...soloDatos(r, antes), ...cambios }, id);
    const { id: _id, created_at: _c, deleted_at: _d, ...datos } = v as Record<string, unknown>;
    await tx
      .update(r.tabla)
      .set({ ...datos, updated_at: reloj.ahora() })
      .where(eq(r.tabla.id!, id));
    await r.despues?.(tx, antes.persona_id);
    const fila = (await buscar(tx, r, id))!;
    await auditar(tx, { usuarioId: p.id, entidad: r.ruta, entidadId: id, accion: 'editar', antes: soloDatos(r, antes), despues: soloDatos(r, fila) });
    return fila;
  });
}

export function eliminarRegistro(db: Db, p: Principal, r: Registro, id: number) {
  exigirEditar(p, r.parte);
  return db.transaction(async (tx) => {
    const antes = await buscar(tx, r, id);
    if (!antes || antes.deleted_at) throw noEncontrado(`No existe el registro ${id}.`);
    await bloquearPersona(tx, antes.persona_id);
    await tx.update(r.tabla).set({ deleted_at: reloj.ahora(), updated_at: reloj.ahora() }).where(eq(r.tabla.id!, id));
    await r.despues?.(tx, antes.persona_id);
    await auditar(tx, { usuarioId: p.id, entidad: r.ruta, entidadId: id, accion: 'eliminar', antes: soloDatos(r, antes) });
    return { id };
  });
}
