import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { binario, idParam, respuesta, respuestaLista } from '@worknet/domain/http';
import {
  consultaNomina as consulta,
  cuerpoNomina,
  filaNomina,
  filtroGuardado as filtroFila,
  guardarFiltroAvanzado,
  opcionNomina,
} from '@worknet/domain/rrhh/nomina-esquemas';
import { usuarioDe } from '../../platform/auth/guard';
import type { Ctx } from '../../platform/context';
import { lista, ok } from '../../platform/http/envelope';
import { filtroPropio } from './nomina.acceso';
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
import { enviarXlsx } from '../../platform/http/xlsx';

const tags = ['RRHH: nómina'];
const permiso = 'rrhh.nomina.ver' as const;
// POST only because the filter is too large for a query string: nothing is written.
const CONSULTA = 'Consulta la nómina (POST por el tamaño del filtro); no escribe.';
const FILTRO = 'Un filtro guardado es una preferencia personal del usuario, no un dato de la organización.';
const pagina = { 200: respuestaLista(filaNomina) };
const unFiltro = { 200: respuesta(filtroFila) };

export function rutasNomina(app: FastifyInstance, ctx: Ctx) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/v1/rrhh/persona_nomina',
    { config: { permiso, sinAuditoria: CONSULTA }, schema: { tags, querystring: consulta, body: cuerpoNomina, response: pagina } },
    async (req) => {
      const { filas, total } = await paginaNomina(ctx.db, usuarioDe(req), req.query, req.body);
      return lista(filas, total);
    },
  );
  r.post(
    '/api/v1/rrhh/count_persona_nomina',
    {
      config: { permiso, sinAuditoria: CONSULTA },
      schema: { tags, querystring: consulta, body: cuerpoNomina, response: { 200: respuesta(z.number()).extend({ total: z.number() }) } },
    },
    async (req) => {
      const total = await contarNomina(ctx.db, usuarioDe(req), req.query, req.body);
      return { ...ok(total, 'OK'), total };
    },
  );
  r.post(
    '/api/v1/rrhh/reporte_nomina',
    {
      config: { permiso, rateLimit: { max: 10, timeWindow: '1 minute' }, sinAuditoria: CONSULTA },
      schema: { tags, querystring: consulta, body: cuerpoNomina, response: { 200: binario } },
    },
    async (req, reply) => {
      const { salida, escribir, nombreArchivo } = await reporteNomina(ctx.db, usuarioDe(req), req.query, req.body);
      escribir().catch((err: unknown) => {
        req.log.error({ err }, 'reporte de nómina interrumpido');
        salida.destroy(err as Error);
      });
      return enviarXlsx(reply, salida, nombreArchivo);
    },
  );

  // The choices of a 'lista' attribute, scoped like the rows (a referente lacks the catalogs' permissions).
  r.get(
    '/api/v1/rrhh/nomina_opciones/:atributo',
    { config: { permiso }, schema: { tags, params: z.object({ atributo: z.string().max(40) }), response: { 200: respuesta(z.array(opcionNomina)) } } },
    async (req) => ok(await opcionesAtributo(ctx.db, usuarioDe(req), req.params.atributo), 'OK'),
  );

  // Saved advanced filters (each user's own).
  r.get('/api/v1/rrhh/filter_advanced', { config: { permiso }, schema: { tags, response: { 200: respuesta(z.array(filtroFila)) } } }, async (req) =>
    ok(await misFiltros(ctx.db, usuarioDe(req)), 'OK'),
  );
  r.post(
    '/api/v1/rrhh/filter_advanced',
    { config: { permiso, sinAuditoria: FILTRO }, schema: { tags, body: guardarFiltroAvanzado, response: unFiltro } },
    async (req) => ok(await guardarFiltro(ctx.db, usuarioDe(req), req.body), 'Filtro guardado.'),
  );
  r.put(
    '/api/v1/rrhh/filter_advanced/:id',
    {
      config: { permiso, registro: filtroPropio, sinAuditoria: FILTRO },
      schema: { tags, params: idParam, body: guardarFiltroAvanzado, response: unFiltro },
    },
    async (req) => ok(await actualizarFiltro(ctx.db, usuarioDe(req), req.params.id, req.body), 'Filtro actualizado.'),
  );
  r.delete(
    '/api/v1/rrhh/filter_advanced/:id',
    {
      config: { permiso, registro: filtroPropio, sinAuditoria: FILTRO },
      schema: { tags, params: idParam, response: { 200: respuesta(z.object({ id: z.number() })) } },
    },
    async (req) => ok(await eliminarFiltro(ctx.db, req.params.id), 'Filtro eliminado.'),
  );
  // Applying a saved filter: the roster page with its entries (plus what the body adds).
  r.post(
    '/api/v1/rrhh/filter_advanced_nomina/:id',
    {
      config: { permiso, registro: filtroPropio, sinAuditoria: CONSULTA },
      schema: { tags, params: idParam, querystring: consulta, body: cuerpoNomina, response: pagina },
    },
    async (req) => {
      const f = await filtroGuardado(ctx.db, req.params.id);
      const { filas, total } = await paginaNomina(ctx.db, usuarioDe(req), req.query, { ...req.body, advanced_filter: entradasGuardadas(f) });
      return lista(filas, total);
    },
  );
}
