import { sql } from 'drizzle-orm';
import { pedidoManthosPropio } from '../src/modules/tareas/manthos.routes';
import { tarea } from '../src/modules/tareas/tareas.table';
import type { Prueba } from './app-de-prueba';
import type { FabricaAjena } from './registros-ajenos';
import { tipoYUbicacion } from './registros-ajenos-tareas';

// Somebody else's maintenance request (see registros-ajenos.ts): a finished task of a
// pedido_manthos type that `dueno` reported, so reabrir would otherwise succeed.

export const AJENOS_MANTHOS: Record<string, FabricaAjena> = {
  [pedidoManthosPropio.nombre]: async (t: Prueba, dueno) => {
    const db = t.database.db;
    const { tipo, ubicacion } = await tipoYUbicacion(db, dueno.sectores[0]!);
    await db.execute(sql`update tarea_tipo set pedido_manthos = true where id = ${tipo}`);
    const [x] = await db
      .insert(tarea)
      .values({ titulo: 'Pedido ajeno', tipo_id: tipo, ubicacion_id: ubicacion, estado: 'hecha', solicitante_id: dueno.id })
      .returning();
    await db.execute(sql`insert into tarea_evento (tarea_id, estado, autor_id) values (${x!.id}, 'hecha', ${dueno.id})`);
    return { id: x!.id, body: { motivo: 'Prueba de alcance' } };
  },
};
