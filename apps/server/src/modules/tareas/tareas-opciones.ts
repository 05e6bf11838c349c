import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { respuestaOpcionesTareas, type OpcionesTareas } from '@worknet/domain/tareas/opciones';
import { usuarioDe } from '../../platform/auth/guard';
import type { Ctx } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { enteros, filasDe } from '../../platform/db/sql';
import { ok } from '../../platform/http/envelope';
import type { Principal } from '../../platform/identidad/principal';
import { alcanceDe } from './tareas.acceso';

// The options of the task screens' selects (web features/tareas): types and locations for the
// filters and the form, and where the caller may assign. The catalogs' own routes need their
// catalog permission, which an employee or a sector head does not hold.

/** Beyond this the people list is not a select any more (admins search instead). */
const MAX_PERSONAS = 1000;

export async function opcionesDe(db: Db, u: Principal): Promise<OpcionesTareas> {
  const a = await alcanceDe(db, u);
  const tipos = filasDe<OpcionesTareas['tipos'][number]>(
    await db.execute(sql`select id as value, nombre as label, color, sector_id,
                                coalesce(escanear_al_iniciar, false) as escanear_al_iniciar,
                                coalesce(escanear_al_finalizar, false) as escanear_al_finalizar
                           from tarea_tipo where deleted_at is null order by nombre, id`),
  );
  const ubicaciones = filasDe<OpcionesTareas['ubicaciones'][number]>(
    await db.execute(sql`select u.id as value,
                                u.nombre || coalesce(' (' || s.nombre || ')', '') as label, u.sector_id
                           from ubicacion u left join sector s on s.id = u.sector_id
                          where u.deleted_at is null order by u.nombre, u.id`),
  );
  const dondeSector = a.admin ? sql`true` : sql`s.id = any(${enteros(a.dirige)})`;
  const sectores = filasDe<{ value: number; label: string }>(
    await db.execute(sql`select s.id as value, s.nombre as label from sector s where s.deleted_at is null and ${dondeSector} order by s.nombre, s.id`),
  );
  const personas =
    a.admin || !a.dirige.length
      ? []
      : filasDe<{ value: number; label: string }>(
          await db.execute(sql`select distinct u.id as value, u.nombre_completo as label
                                 from usuario u join usuario_sector us on us.usuario_id = u.id
                                where us.sector_id = any(${enteros(a.dirige)}) and u.deleted_at is null and u.activo
                                order by u.nombre_completo, u.id limit ${MAX_PERSONAS}`),
        );
  return { tipos, ubicaciones, sectores, personas };
}

export function rutasOpcionesTareas(app: FastifyInstance, ctx: Ctx) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/tareas/opciones',
    {
      config: { permiso: ['tareas.tarea.ver', 'tareas.tarea.asignar', 'tareas.tarea.administrar'] },
      schema: { tags: ['Tareas'], response: { 200: respuestaOpcionesTareas } },
    },
    async (req) => ok(await opcionesDe(ctx.db, usuarioDe(req)), 'OK'),
  );
}
