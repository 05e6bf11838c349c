import { sql } from 'drizzle-orm';
import { filasDe } from '../src/platform/db/sql';
import { crearSector } from './factories';
import type { FabricaAjena } from './registros-ajenos';

// The other people's records of budget requests (see registros-ajenos.ts): a request `dueno`
// asked for a sector the caller neither belongs to nor heads, waiting for approval.

const solicitudAjena: FabricaAjena = async (t, dueno) => {
  const db = t.database.db;
  const { sector } = await crearSector(db);
  const [x] = filasDe<{ id: number }>(
    await db.execute(sql`insert into solicitud_presupuesto (sector_id, solicitante_id, titulo, motivo, estado)
      values (${sector.id}, ${dueno.id}, 'Ajena', 'De otra persona', 'borrador') returning id`),
  );
  // Bodies that pass validation: the rule answers before the handler reads them.
  return { id: x!.id, body: { sector_id: sector.id, titulo: 'Sillas', motivo: 'Porque sí' } };
};

export const AJENOS_PRESUPUESTOS: Record<string, FabricaAjena> = {
  'solicitud de presupuesto propia o de su sector, de un sector que dirige, en su segunda aprobación, o presupuestos.solicitud.cotizar': solicitudAjena,
  'solicitud de presupuesto propia': solicitudAjena,
};
