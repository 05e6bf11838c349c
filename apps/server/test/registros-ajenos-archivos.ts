import { documentoEditable, documentoVisible } from '../src/modules/archivos/archivos.acceso';
import { carpeta, documento } from '../src/modules/archivos/archivos.table';
import type { FabricaAjena } from './registros-ajenos';

// File manager (see registros-ajenos.ts): a document in a folder nobody but HR reaches.
const documentoAjeno: FabricaAjena = async (t) => {
  const [c] = await t.database.db
    .insert(carpeta)
    .values({ nombre: `Ajena ${Date.now()}-${Math.random()}` })
    .returning({ id: carpeta.id });
  const [d] = await t.database.db.insert(documento).values({ nombre: 'Ajeno', categoria: 'otro', carpeta_id: c!.id }).returning({ id: documento.id });
  return { id: d!.id, body: { nombre: 'Otro', media_id: 1 } };
};

export const AJENOS_ARCHIVOS: Record<string, FabricaAjena> = {
  [documentoVisible.nombre]: documentoAjeno,
  [documentoEditable.nombre]: documentoAjeno,
};
