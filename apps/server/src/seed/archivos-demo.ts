import { inArray } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { authItem } from '../platform/rbac/rbac.table';
import { carpeta, carpetaPermiso } from '../modules/archivos/archivos.table';

// The demo organisation's shared folders of HR's file manager (issue 20 item 5): «Políticas»
// readable by every employee (the Empleado role) and «Contratos modelo» for HR alone. Empty:
// documents are uploaded through the screen.
export async function sembrarArchivosDemo(db: Db): Promise<void> {
  const [politicas] = await db.insert(carpeta).values({ nombre: 'Políticas' }).returning({ id: carpeta.id });
  await db.insert(carpeta).values({ nombre: 'Contratos modelo' });
  const [empleado] = await db
    .select({ id: authItem.id })
    .from(authItem)
    .where(inArray(authItem.nombre, ['Empleado']));
  if (empleado && politicas) await db.insert(carpetaPermiso).values({ carpeta_id: politicas.id, rol_id: empleado.id, nivel: 'ver' });
}
