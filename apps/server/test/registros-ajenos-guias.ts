import { sql } from 'drizzle-orm';
import { guiaVisible } from '../src/modules/guias/guias.acceso';
import { filasDe } from '../src/platform/db/sql';
import type { Prueba } from './app-de-prueba';
import { primerIdDeCatalogo } from './factories';
import type { FabricaAjena } from './registros-ajenos';

// Another sector's guide (see registros-ajenos.ts): published for the sector of `dueno`, so
// an employee of another sector holding tareas.guia.ver gets 404 on every guias/{id} route.

export const AJENOS_GUIAS: Record<string, FabricaAjena> = {
  [guiaVisible.nombre]: async (t: Prueba, dueno) => {
    const db = t.database.db;
    const tipo = await primerIdDeCatalogo(db, 'tipo_guias');
    const [g] = filasDe<{ id: number }>(
      await db.execute(sql`insert into guia (titulo, tipo_id, sector_ids, creado_por)
        values ('Guía ajena', ${tipo}, ${JSON.stringify(dueno.sectores)}::jsonb, ${dueno.id}) returning id`),
    );
    const [v] = filasDe<{ id: number }>(
      await db.execute(sql`insert into guia_version (guia_id, numero, formato, contenido) values (${g!.id}, 1, 'texto', '<p>Ajena</p>') returning id`),
    );
    await db.execute(sql`update guia set version_actual_id = ${v!.id} where id = ${g!.id}`);
    return { id: g!.id };
  },
};
