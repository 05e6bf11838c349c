import { licenciasDePersona, novedadVisible } from '../src/modules/licencias/licencias.acceso';
import { novedadPersonal } from '../src/modules/licencias/licencias.table';
import type { Prueba } from './app-de-prueba';
import { crearPersona, type UsuarioDePrueba } from './factories';
import { tipoPorCodigo } from './novedades-personal-apoyo';
import type { FabricaAjena } from './registros-ajenos';

// The other person's leave records (see registros-ajenos.ts): the persona of `dueno` (their
// user is linked to it, so it is their own leave page) and a pending event of theirs.

async function personaDe(t: Prueba, dueno: UsuarioDePrueba): Promise<number> {
  return (await crearPersona(t.database.db, { apellido: 'Ajeno', nombres: 'Licencias', sexo: 'M', usuarioId: dueno.id })).id;
}

export const AJENOS_LICENCIAS: Record<string, FabricaAjena> = {
  [licenciasDePersona.nombre]: async (t, dueno) => {
    const id = await personaDe(t, dueno);
    return { id, query: { periodo: 2026 } };
  },
  [novedadVisible.nombre]: async (t, dueno) => {
    const db = t.database.db;
    const personaId = await personaDe(t, dueno);
    const tipo = await tipoPorCodigo(db, 'FC');
    const [n] = await db
      .insert(novedadPersonal)
      .values({ persona_id: personaId, tipo_id: tipo, desde: '2027-01-04', hasta: '2027-01-05', dias: 2, estado: 'pendiente', creado_por: dueno.id })
      .returning({ id: novedadPersonal.id });
    // One body every route under the rule accepts (PUT, aprobar, rechazar and anular validate it before the rule runs).
    return { id: n!.id, body: { tipo_id: tipo, desde: '2027-01-04', hasta: '2027-01-05', motivo: 'Prueba de alcance' } };
  },
};
