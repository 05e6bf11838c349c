import { eq } from 'drizzle-orm';
import type { paginaInformacion } from '@worknet/domain/novedades/respuestas';
import type { z } from 'zod';
import * as reloj from '@worknet/domain/reloj';

type PaginaInformacion = z.output<typeof paginaInformacion>;
import { auditar } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { usuario } from '../../platform/identidad/identidad.table';
import { INFORMACION_INICIAL } from './informacion.inicial';
import { sanearCuerpo } from '../../platform/texto/html';
import { paginaInstitucional } from './novedades.table';

export const CLAVE_INFORMACION = 'informacion';
export const TITULO_INFORMACION = 'Información institucional';

/** GET informacion: the page as an editor last saved it, or the initial text every installation starts with. */
export async function obtenerInformacion(db: Db): Promise<PaginaInformacion> {
  const [p] = await db
    .select({
      titulo: paginaInstitucional.titulo,
      cuerpo: paginaInstitucional.cuerpo,
      updated_at: paginaInstitucional.updated_at,
      actualizado_por: usuario.nombre_completo,
    })
    .from(paginaInstitucional)
    .leftJoin(usuario, eq(usuario.id, paginaInstitucional.actualizado_por))
    .where(eq(paginaInstitucional.clave, CLAVE_INFORMACION));
  if (!p) return { titulo: TITULO_INFORMACION, cuerpo: INFORMACION_INICIAL, updated_at: null, actualizado_por: null };
  return { titulo: p.titulo, cuerpo: p.cuerpo, updated_at: p.updated_at, actualizado_por: p.actualizado_por };
}

/** PUT informacion: the body is cleaned like a news body; audited with before and after. */
export async function guardarInformacion(db: Db, actorId: number, d: { titulo?: string; cuerpo: string }): Promise<PaginaInformacion> {
  const antes = await obtenerInformacion(db);
  const despues = { titulo: d.titulo ?? antes.titulo, cuerpo: sanearCuerpo(d.cuerpo) };
  await db.transaction(async (tx) => {
    await tx
      .insert(paginaInstitucional)
      .values({ clave: CLAVE_INFORMACION, ...despues, actualizado_por: actorId })
      .onConflictDoUpdate({ target: paginaInstitucional.clave, set: { ...despues, actualizado_por: actorId, updated_at: reloj.ahora() } });
    await auditar(tx, {
      usuarioId: actorId,
      entidad: 'pagina_institucional',
      entidadId: CLAVE_INFORMACION,
      accion: 'editar',
      antes: { titulo: antes.titulo, cuerpo: antes.cuerpo },
      despues,
    });
  });
  return obtenerInformacion(db);
}
