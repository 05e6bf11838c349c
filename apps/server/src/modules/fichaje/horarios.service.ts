import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Turno } from '@worknet/domain/fichaje/jornada';
import { auditar } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { filasDe } from '../../platform/db/sql';
import { noEncontrado } from '../../platform/http/errors';
import type { Principal } from '../../platform/identidad/principal';
import { sector } from '../../platform/identidad/identidad.table';
import { persona } from '../rrhh/persona.table';
import { sectorDePersona } from './detalle.service';
import { horario } from './fichaje.table';
import * as reloj from '@worknet/domain/reloj';

// Schedules (issue 21 item 5): one per person or per sector (the person's own wins), with the
// tolerance for late arrivals and the position policy.

export type HorarioDatos = {
  persona_id?: number;
  sector_id?: number;
  turnos: Partial<Record<'1' | '2' | '3' | '4' | '5' | '6' | '7', Turno>>;
  tolerancia_min: number;
  exige_ubicacion: boolean;
  tipo_manual: boolean;
};

const columnas = {
  id: horario.id,
  persona_id: horario.persona_id,
  sector_id: horario.sector_id,
  nombre: sql<string>`coalesce(${persona.apellido} || ', ' || ${persona.nombres}, ${sector.nombre}, '')`,
  turnos: horario.turnos,
  tolerancia_min: horario.tolerancia_min,
  exige_ubicacion: horario.exige_ubicacion,
  tipo_manual: horario.tipo_manual,
};

const consulta = (db: Pick<Db, 'select'>) =>
  db.select(columnas).from(horario).leftJoin(persona, eq(persona.id, horario.persona_id)).leftJoin(sector, eq(sector.id, horario.sector_id));

/** Sector schedules first, then people's, each by name. */
export async function listarHorarios(db: Db) {
  return consulta(db)
    .orderBy(desc(sql`${horario.sector_id} is not null`), columnas.nombre)
    .limit(5000);
}

/** Creates or replaces the schedule of a person or a sector. */
export async function guardarHorario(db: Db, u: Principal, b: HorarioDatos) {
  return db.transaction(async (tx) => {
    const donde = b.persona_id !== undefined ? eq(horario.persona_id, b.persona_id) : eq(horario.sector_id, b.sector_id!);
    const destino =
      b.persona_id !== undefined
        ? await tx
            .select({ id: persona.id })
            .from(persona)
            .where(and(eq(persona.id, b.persona_id), isNull(persona.deleted_at)))
        : await tx.select({ id: sector.id }).from(sector).where(eq(sector.id, b.sector_id!));
    if (!destino.length) throw noEncontrado(b.persona_id !== undefined ? 'La persona no existe.' : 'El sector no existe.');
    const [antes] = await tx.select().from(horario).where(donde).for('update');
    const valores = {
      turnos: b.turnos,
      tolerancia_min: b.tolerancia_min,
      exige_ubicacion: b.exige_ubicacion,
      tipo_manual: b.tipo_manual,
      updated_at: reloj.ahora(),
    };
    const [h] = antes
      ? await tx.update(horario).set(valores).where(eq(horario.id, antes.id)).returning()
      : await tx
          .insert(horario)
          .values({ ...valores, persona_id: b.persona_id ?? null, sector_id: b.sector_id ?? null })
          .onConflictDoUpdate({
            target: b.persona_id !== undefined ? horario.persona_id : horario.sector_id,
            targetWhere: b.persona_id !== undefined ? sql`persona_id is not null` : sql`sector_id is not null`,
            set: valores,
          })
          .returning();
    await auditar(tx, { usuarioId: u.id, entidad: 'horario', entidadId: h!.id, accion: antes ? 'editar' : 'crear', antes, despues: h });
    const [fila] = await consulta(tx).where(eq(horario.id, h!.id));
    return fila!;
  });
}

export async function borrarHorario(db: Db, u: Principal, id: number) {
  await db.transaction(async (tx) => {
    const [h] = await tx.delete(horario).where(eq(horario.id, id)).returning();
    if (!h) throw noEncontrado('El horario no existe.');
    await auditar(tx, { usuarioId: u.id, entidad: 'horario', entidadId: id, accion: 'borrar', antes: h });
  });
}

/**
 * Whether a person's schedule (their own, else their sector's) requires the position, as an SQL
 * expression: the punch reads it inside its one query, `mis_fichajes` on its own.
 */
const politicaSql = (personaId: number, columna: 'exige_ubicacion' | 'tipo_manual') => sql<boolean>`coalesce((select h.${sql.raw(columna)} from horario h
  where h.persona_id = ${personaId} or h.sector_id = ${sectorDePersona(sql`${personaId}`)}
  order by h.persona_id nulls last limit 1), false)`;
export const exigeUbicacionSql = (personaId: number) => politicaSql(personaId, 'exige_ubicacion');
/** Whether HR lets the person choose entrada or salida (their schedule, else their sector's); otherwise the server decides. */
export const tipoManualSql = (personaId: number) => politicaSql(personaId, 'tipo_manual');

export async function exigeUbicacion(db: Db, personaId: number): Promise<boolean> {
  return (await politicaDeFichaje(db, personaId)).exige_ubicacion;
}

/** The two rules of a person's schedule that the phone needs before punching. */
export async function politicaDeFichaje(db: Db, personaId: number): Promise<{ exige_ubicacion: boolean; tipo_manual: boolean }> {
  const [f] = filasDe<{ exige: boolean; manual: boolean }>(
    await db.execute(sql`select ${exigeUbicacionSql(personaId)} as exige, ${tipoManualSql(personaId)} as manual`),
  );
  return { exige_ubicacion: !!f?.exige, tipo_manual: !!f?.manual };
}
