import { sql } from 'drizzle-orm';
import { filasDe } from '../src/platform/db/sql';
import { crearSector } from './factories';
import type { FabricaAjena } from './registros-ajenos';

// The other people's records of tickets (see registros-ajenos.ts): a ticket `dueno` opened to a
// service the caller neither works nor heads (and in a sector the caller does not lead).

const ticketAjeno: FabricaAjena = async (t, dueno) => {
  const db = t.database.db;
  const { sector } = await crearSector(db);
  const [s] = filasDe<{ id: number }>(
    await db.execute(sql`insert into ticket_servicio (nombre, sector_id, todo_el_dia) values (${`Ajeno ${sector.id}`}, ${sector.id}, true) returning id`),
  );
  const [c] = filasDe<{ id: number }>(await db.execute(sql`insert into ticket_categoria (servicio_id, nombre) values (${s!.id}, 'General') returning id`));
  const [x] = filasDe<{ id: number }>(
    await db.execute(sql`insert into ticket (servicio_id, categoria_id, prioridad, asunto, descripcion, estado, solicitante_id)
      values (${s!.id}, ${c!.id}, 'media', 'Ajeno', 'De otra persona', 'resuelto', ${dueno.id}) returning id`),
  );
  // Bodies that pass validation: the rule answers before the handler reads them.
  return { id: x!.id, body: { texto: 'Hola', puntaje: 5, usuario_id: dueno.id, motivo: 'Porque sí', motivo_pausa: 'respuesta', tipo_id: 1, ubicacion_id: 1 } };
};

export const AJENOS_TICKETS: Record<string, FabricaAjena> = {
  'ticket propio (o de un sector que dirige), de un servicio del que es agente o jefe, o tickets.servicio.administrar': ticketAjeno,
  'ticket de un servicio del que es agente o jefe, o tickets.servicio.administrar': ticketAjeno,
  'ticket propio': ticketAjeno,
};
