import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { estadoNovedad } from '@worknet/domain/novedades/audiencia';
import type { AdminNovedadesQuery } from '@worknet/domain/novedades/esquemas';
import type { novedadFila, OpcionesAudiencia } from '@worknet/domain/novedades/respuestas';
import type { z } from 'zod';
import type { Db } from '../../platform/db/client';
import { ordenDe, paginar } from '../../platform/db/pagina';
import { contiene, ordenTexto } from '../../platform/db/texto';
import { grupo } from '../grupos/grupos.table';
import { edificio, sector, usuario } from '../../platform/identidad/identidad.table';
import { audienciasDe, programadaAl, publicadaAl } from './novedades.sql';
import { novedad } from './novedades.table';
import * as reloj from '@worknet/domain/reloj';

const ORDENABLES: Record<NonNullable<AdminNovedadesQuery['sortBy']>, SQL> = {
  titulo: ordenTexto(novedad.titulo),
  fecha_publicacion: sql`${novedad.fecha_publicacion}`,
  created_at: sql`${novedad.created_at}`,
  updated_at: sql`${novedad.updated_at}`,
};

function porEstado(estado: AdminNovedadesQuery['estado'], ahora: Date): SQL | undefined {
  if (estado === 'borrador') return eq(novedad.publicada, false);
  if (estado === 'programada') return programadaAl(ahora);
  if (estado === 'publicada') return publicadaAl(ahora);
  return undefined;
}

/** administrador_novedades: every item not deleted, searched without accents or case, paged on the server. */
export async function listarAdmin(db: Db, q: AdminNovedadesQuery): Promise<{ filas: z.output<typeof novedadFila>[]; total: number }> {
  const ahora = reloj.ahora();
  const where = and(
    isNull(novedad.deleted_at),
    q.filter?.trim() ? contiene([sql`${novedad.titulo}`, sql`coalesce(${novedad.resumen}, '')`], q.filter) : undefined,
    porEstado(q.estado, ahora),
  );
  // Newest first unless the editor asks otherwise; dates without value go last either way.
  const orden = ordenDe(ORDENABLES, q, { defecto: 'created_at', defectoDescendente: true, desempate: desc(novedad.id), nulosAlFinal: true });
  const { filas, total } = await paginar(
    db,
    () =>
      db
        .select({
          id: novedad.id,
          titulo: novedad.titulo,
          publicada: novedad.publicada,
          fecha_publicacion: novedad.fecha_publicacion,
          fijada: novedad.fijada,
          audiencia: novedad.audiencia,
          autor_id: novedad.autor_id,
          autor: usuario.nombre_completo,
          created_at: novedad.created_at,
          updated_at: novedad.updated_at,
        })
        .from(novedad)
        .innerJoin(usuario, eq(usuario.id, novedad.autor_id))
        .where(where)
        .$dynamic(),
    orden,
    q,
  );
  const audiencias = await audienciasDe(db, filas);
  return {
    filas: filas.map((f) => ({
      id: f.id,
      titulo: f.titulo,
      estado: estadoNovedad(f, ahora),
      publicada: f.publicada,
      fecha_publicacion: f.fecha_publicacion,
      fijada: f.fijada,
      audiencia: audiencias.get(f.id)!,
      autor: { id: f.autor_id, nombre: f.autor },
      created_at: f.created_at,
      updated_at: f.updated_at,
    })),
    total,
  };
}

/** The sectors and groups an editor may address (the groups list itself needs admin.grupo.ver). */
export async function opcionesAudiencia(db: Db): Promise<OpcionesAudiencia> {
  const [sectores, grupos] = await Promise.all([
    db
      .select({ value: sector.id, nombre: sector.nombre, edificio: edificio.nombre })
      .from(sector)
      .innerJoin(edificio, eq(edificio.id, sector.raiz_id))
      .where(and(isNull(sector.deleted_at), isNull(edificio.deleted_at)))
      .orderBy(ordenTexto(sector.nombre), ordenTexto(edificio.nombre)),
    db.select({ value: grupo.id, label: grupo.nombre }).from(grupo).where(isNull(grupo.deleted_at)).orderBy(ordenTexto(grupo.nombre), asc(grupo.id)),
  ]);
  return { sectores: sectores.map((s) => ({ value: s.value, label: `${s.nombre} — ${s.edificio}` })), grupos };
}
