import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { opcion, respuesta } from '@worknet/domain/http';
import type { Ctx } from '../../platform/context';
import { ok } from '../../platform/http/envelope';
import { edificio, sector } from '../../platform/identidad/identidad.table';

/** Buildings for selects (the sector catalog's «Edificio»): [{ value, label }]. */
async function opcionesEdificios(ctx: Ctx) {
  const filas = await ctx.db.select({ value: edificio.id, label: edificio.nombre }).from(edificio).where(isNull(edificio.deleted_at));
  return filas.sort((a, b) => a.label.localeCompare(b.label, 'es'));
}

/** Read-only list of sectors for selects: [{ value, label: 'Sector — Edificio' }]. */
export function rutasSectores(app: FastifyInstance, ctx: Ctx) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = { tags: ['Identidad'], response: { 200: respuesta(z.array(opcion)) } };
  r.get('/api/v1/sectores', { config: { permiso: 'autenticado' }, schema }, async () => {
    const filas = await ctx.db
      .select({ id: sector.id, nombre: sector.nombre, edificio: edificio.nombre })
      .from(sector)
      .innerJoin(edificio, eq(edificio.id, sector.raiz_id))
      .where(and(isNull(sector.deleted_at), isNull(edificio.deleted_at)))
      .orderBy(asc(sector.nombre), asc(edificio.nombre));
    const opciones = filas.map((f) => ({ value: f.id, label: `${f.nombre} — ${f.edificio}` }));
    opciones.sort((a, b) => a.label.localeCompare(b.label, 'es'));
    return ok(opciones, 'OK');
  });
  r.get('/api/v1/edificios', { config: { permiso: 'autenticado' }, schema }, async () => ok(await opcionesEdificios(ctx), 'OK'));
}
