import { and, asc, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { patron } from '../../platform/db/texto';
import { persona } from './persona.table';

/** Personas for selects and quick search (name, DNI, CUIL, legajo; accents ignored). */
export async function buscarPersonas(db: Db, texto: string, limite: number) {
  const filas = await db
    .select({ value: persona.id, apellido: persona.apellido, nombres: persona.nombres, dni: persona.dni })
    .from(persona)
    .where(and(isNull(persona.deleted_at), texto.trim() ? sql`${persona.busqueda} like ${patron(texto)}` : undefined))
    .orderBy(asc(sql`${persona.apellido} collate "und-x-icu"`), asc(sql`${persona.nombres} collate "und-x-icu"`), asc(persona.id))
    .limit(limite);
  return filas.map((f) => ({ value: f.value, label: `${f.apellido}, ${f.nombres} (DNI ${f.dni})` }));
}
