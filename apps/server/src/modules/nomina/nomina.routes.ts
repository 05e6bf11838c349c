import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '@worknet/domain/http';
import { consultaNomina as consulta, cuerpoNomina, guardarFiltroAvanzado } from '@worknet/domain/rrhh/nomina-esquemas';
import { usuarioDe } from '../../platform/auth/guard';
import type { Ctx } from '../../platform/context';
import { lista, ok } from '../../platform/http/envelope';
import { opcionesAtributo } from './nomina-opciones.service';
import {
  actualizarFiltro,
  contarNomina,
  eliminarFiltro,
  entradasGuardadas,
  filtroGuardado,
  guardarFiltro,
  misFiltros,
  paginaNomina,
  reporteNomina,
} from './nomina.service';

const tags = ['RRHH: nómina'];
const permiso = 'rrhh.nomina.ver' as const;
// POST only because the filter is too large for a query string: nothing is written.
const CONSULTA = 'Consulta la nómina (POST por el tamaño del filtro); no escribe.';
const FILTRO = 'Un filtro guardado es una preferencia personal del usuario, no un dato de la organización.';

export function rutasNomina(app: FastifyInstance, ctx: Ctx) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/v1/rrhh/persona_nomina',
    { config: { permiso, sinAuditoria: CONSULTA }, schema: { tags, querystring: consulta, body: cuerpoNomina } },
    async (req) => {
      const { filas, total } = await paginaNomina(ctx.db, usuarioDe(req), req.query, req.body);
      return lista(filas, total);
    },
  );
  r.post(
    '/api/v1/rrhh/count_persona_nomina',
    { config: { permiso, sinAuditoria: CONSULTA }, schema: { tags, querystring: consulta, body: cuerpoNomina } },
    async (req) => {
      const total = await contarNomina(ctx.db, usuarioDe(req), req.query, req.body);
      return { ...ok(total, 'OK'), total };
    },
  );
  r.post(
    '/api/v1/rrhh/reporte_nomina',
    {
      config: { permiso, rateLimit: { max: 10, timeWindow: '1 minute' }, sinAuditoria: CONSULTA },
      schema: { tags, querystring: consulta, body: cuerpoNomina },
    },
    async (req, reply) => {
      const { salida, escribir, nombreArchivo } = await reporteNomina(ctx.db, usuarioDe(req), req.query, req.body);
      escribir().catch((err: unknown) => {
        req.log.error({ err }, 'reporte de nómina interrumpido');
        salida.destroy(err as Error);
      });
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${nombreArchivo}"`)
        .header('cache-control', 'no-store')
        .send(salida);
    },
  );

  // The choices of a 'lista' attribute, scoped like the rows (a referente lacks the catalogs' permissions).
  r.get('/api/v1/rrhh/nomina_opciones/:atributo', { config: { permiso }, schema: { tags, params: z.object({ atributo: z.string().max(40) }) } }, async (req) =>
    ok(await opcionesAtributo(ctx.db, usuarioDe(req), req.params.atributo), 'OK'),
  );

  // Saved advanced filters (each user's own).
  r.get('/api/v1/rrhh/filter_advanced', { config: { permiso }, schema: { tags } }, async (req) => ok(await misFiltros(ctx.db, usuarioDe(req)), 'OK'));
  r.post('/api/v1/rrhh/filter_advanced', { config: { permiso, sinAuditoria: FILTRO }, schema: { tags, body: guardarFiltroAvanzado } }, async (req) =>
    ok(await guardarFiltro(ctx.db, usuarioDe(req), req.body), 'Filtro guardado.'),
  );
  r.put(
    '/api/v1/rrhh/filter_advanced/:id',
    { config: { permiso, sinAuditoria: FILTRO }, schema: { tags, params: idParam, body: guardarFiltroAvanzado } },
    async (req) => ok(await actualizarFiltro(ctx.db, usuarioDe(req), req.params.id, req.body), 'Filtro actualizado.'),
  );
  r.delete('/api/v1/rrhh/filter_advanced/:id', { config: { permiso, sinAuditoria: FILTRO }, schema: { tags, params: idParam } }, async (req) =>
    ok(await eliminarFiltro(ctx.db, usuarioDe(req), req.params.id), 'Filtro eliminado.'),
  );
  // Applying a saved filter: the roster page with its entries (plus what the body adds).
  r.post(
    '/api/v1/rrhh/filter_advanced_nomina/:id',
    { config: { permiso, sinAuditoria: CONSULTA }, schema: { tags, params: idParam, querystring: consulta, body: cuerpoNomina } },
    async (req) => {
      const p = usuarioDe(req);
      const f = await filtroGuardado(ctx.db, p, req.params.id);
      const { filas, total } = await paginaNomina(ctx.db, p, req.query, { ...req.body, advanced_filter: entradasGuardadas(f) });
      return lista(filas, total);
    },
  );
}
