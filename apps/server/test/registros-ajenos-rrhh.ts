import { filtroAvanzado } from '../src/modules/nomina/nomina.table';
import { familiaVisible, legajoVisible, nombreReglaRegistro } from '../src/modules/rrhh/persona-acceso';
import { REGISTROS } from '../src/modules/rrhh/persona-registros';
import type { Prueba } from './app-de-prueba';
import { crearPersona, primerIdDeCatalogo, type UsuarioDePrueba } from './factories';
import type { FabricaAjena } from './registros-ajenos';

// The other person's records of the HR file and the roster (see registros-ajenos.ts): the
// file of `dueno` (their user is linked to it), one record of each kind in it, and a filter
// `dueno` saved.

/** The file of `dueno`: a persona linked to their user. */
async function legajoDe(t: Prueba, dueno: UsuarioDePrueba): Promise<number> {
  return (await crearPersona(t.database.db, { apellido: 'Ajeno', nombres: 'Dueño', usuarioId: dueno.id })).id;
}

const primerId = (t: Prueba, clave: string) => primerIdDeCatalogo(t.database.db, clave);

/** A record of each kind in the file of `dueno`: the required columns only. */
const columnas: Record<string, (t: Prueba, dueno: UsuarioDePrueba) => Promise<Record<string, unknown>>> = {
  persona_familiar: async (t) => ({ familiar_tipo_id: await primerId(t, 'familiar-tipo'), apellido: 'Ajeno', nombres: 'Hijo' }),
  persona_formacion: async () => ({ titulo: 'Curso' }),
  persona_matricula: async (t) => ({ matricula_tipo_id: await primerId(t, 'matricula-tipo'), numero: 'MN 1' }),
  persona_laboral: async (t, dueno) => ({ sector_id: dueno.sectores[0], contrato_tipo_id: await primerId(t, 'contrato-tipo'), fecha_alta: '2020-01-01' }),
  persona_contacto: async (t) => ({ contacto_tipo_id: await primerId(t, 'contacto-tipo'), valor: '351 555-0000' }),
};

const delLegajo: FabricaAjena = async (t, dueno) => {
  const id = await legajoDe(t, dueno);
  // The file's own routes read the path's id, the records' lists ?persona=.
  return { id, query: { persona: id } };
};

let filtrosCreados = 0;

export const AJENOS_RRHH: Record<string, FabricaAjena> = {
  [legajoVisible.nombre]: delLegajo,
  [familiaVisible.nombre]: delLegajo,
  ...Object.fromEntries(
    REGISTROS.map((r): [string, FabricaAjena] => [
      nombreReglaRegistro(r.singular, r.parte),
      async (t, dueno) => {
        const personaId = await legajoDe(t, dueno);
        const [f] = (await t.database.db
          .insert(r.tabla)
          .values({ persona_id: personaId, ...(await columnas[r.ruta]!(t, dueno)) })
          .returning({ id: r.tabla.id! })) as { id: number }[];
        return { id: f!.id };
      },
    ]),
  ),
  'filtro guardado propio': async (t, dueno) => {
    const filtros = [{ atributo: 'apellido', condicion: 'contiene', valor: 'a' }];
    const nombre_filtro = `Del dueño ${++filtrosCreados}`;
    const [f] = await t.database.db.insert(filtroAvanzado).values({ usuario_id: dueno.id, nombre_filtro, filtros }).returning();
    // A body every route under the rule accepts (PUT validates it before the rule runs).
    return { id: f!.id, body: { nombre_filtro: 'Otro nombre', filtros } };
  },
};
