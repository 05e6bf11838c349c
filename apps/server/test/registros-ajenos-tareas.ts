import { sql } from 'drizzle-orm';
import { tareaVisible } from '../src/modules/tareas/tareas.acceso';
import { tarea, tareaAsignado, tareaChecklist } from '../src/modules/tareas/tareas.table';
import type { Db } from '../src/platform/db/client';
import { filasDe } from '../src/platform/db/sql';
import type { Prueba } from './app-de-prueba';
import type { FabricaAjena } from './registros-ajenos';

// Another sector's task (see registros-ajenos.ts): assigned to the sector of `dueno`, of a
// type without a responsible sector, with a checklist item.

/** A task type (optionally with its sector and presence demands) and a location of `sectorId`. */
export async function tipoYUbicacion(
  db: Db,
  sectorId: number,
  o: { sectorTipo?: number | null; iniciar?: boolean; finalizar?: boolean } = {},
): Promise<{ tipo: number; ubicacion: number }> {
  const n = Math.random().toString(36).slice(2, 10);
  const [t] = filasDe<{ id: number }>(
    await db.execute(sql`insert into tarea_tipo (nombre, sector_id, escanear_al_iniciar, escanear_al_finalizar)
      values (${`Tipo ${n}`}, ${o.sectorTipo ?? null}, ${o.iniciar ?? false}, ${o.finalizar ?? false}) returning id`),
  );
  const [u] = filasDe<{ id: number }>(await db.execute(sql`insert into ubicacion (nombre, sector_id) values (${`Habitación ${n}`}, ${sectorId}) returning id`));
  return { tipo: t!.id, ubicacion: u!.id };
}

export const AJENOS_TAREAS: Record<string, FabricaAjena> = {
  [tareaVisible.nombre]: async (t: Prueba, dueno) => {
    const db = t.database.db;
    const sectorId = dueno.sectores[0]!;
    const { tipo, ubicacion } = await tipoYUbicacion(db, sectorId);
    const [x] = await db
      .insert(tarea)
      .values({ titulo: 'Tarea ajena', tipo_id: tipo, sector_id: sectorId, ubicacion_id: ubicacion, creado_por: dueno.id })
      .returning();
    await db.insert(tareaAsignado).values({ tarea_id: x!.id, sector_id: sectorId });
    await db.insert(tareaChecklist).values({ tarea_id: x!.id, orden: 1, texto: 'Ítem' });
    // One body every route under the rule accepts (create-tarea, cancelar, checklist, comentarios validate it first).
    return { id: x!.id, body: { titulo: 'Cambio', tipo_id: tipo, motivo: 'Prueba de alcance', hecho: true, texto: 'Comentario ajeno' } };
  },
};
