import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam, respuesta, respuestaLista, respuestaVacia } from '@worknet/domain/http';
import {
  MODELO_MEDIA_PRESUPUESTO,
  MODELO_MEDIA_SOLICITUD,
  MODULO_MEDIA_PRESUPUESTOS,
  accionSolicitudBody,
  configuracionAprobacion,
  configuracionAprobacionBody,
  creadoPresupuestos,
  elevarBody,
  presupuestoBody,
  solicitudBody,
  solicitudDetalle,
  solicitudFila,
  solicitudesQuery,
} from '@worknet/domain/presupuestos/esquemas';
import { ETIQUETA_ESTADO_SOLICITUD, type AccionSolicitud } from '@worknet/domain/presupuestos/flujo';
import { usuarioDe } from '../../platform/auth/guard';
import type { Ctx } from '../../platform/context';
import { lista, ok } from '../../platform/http/envelope';
import { authItem } from '../../platform/rbac/rbac.table';
import { registrarModeloMedia } from '../media/media.modelos';
import { configuracionConNombres, listarSolicitudes, obtenerSolicitud } from './presupuestos-lectura.service';
import { leeSolicitud, papelesEnSolicitud, solicitudDeAcceso, solicitudPropia, solicitudVisible } from './presupuestos.acceso';
import { cargarPresupuesto, crearSolicitud, editarSolicitud, guardarConfiguracion, leerConfiguracion, moverSolicitud } from './presupuestos.service';
import { presupuesto } from './presupuestos.table';

// Budget requests (issue 42) under /api/v1/presupuestos: listado_solicitud_presupuestos (the
// list), new_solicitud_presupuesto (the draft), the request with its quotes compared
// (new_presupuesto loads one) and the approval thresholds. Permissions: pedir (a sector asks),
// cotizar (Compras), aprobar (the sector's head, and the configured role for the second one),
// configuracion.editar. Record rules: presupuestos.acceso.ts; .pedir goes first where a rule
// decides, since the record sweep calls ruled routes as somebody holding only the first one.

const tags = ['Presupuestos'];
const BASE = '/api/v1/presupuestos';
const TODOS = ['presupuestos.solicitud.pedir', 'presupuestos.solicitud.cotizar', 'presupuestos.solicitud.aprobar'] as const;
const COTIZAR = 'presupuestos.solicitud.cotizar' as const;
const CONFIGURAR = 'presupuestos.configuracion.editar' as const;

/** The steps with a body of just a reason (elevar carries the chosen quote). */
const PASOS: readonly Exclude<AccionSolicitud, 'elevar'>[] = ['enviar', 'cotizar', 'aprobar', 'rechazar', 'devolver', 'anular'];

async function solicitudDePresupuesto(c: Ctx, id: number): Promise<number | null> {
  const [x] = await c.db.select({ s: presupuesto.solicitud_id }).from(presupuesto).where(eq(presupuesto.id, id));
  return x?.s ?? null;
}

export function rutasPresupuestos(app: FastifyInstance, ctx: Ctx) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // The request's files: whoever reads it sees them; its requester adds them while it is a draft.
  registrarModeloMedia(MODELO_MEDIA_SOLICITUD, {
    modulo: MODULO_MEDIA_PRESUPUESTOS,
    puedeVer: (c, u, id) => leeSolicitud(c.db, u, id),
    puedeEditar: async (c, u, id) => {
      if (id === null) return u.permisos.has('presupuestos.solicitud.pedir');
      const s = await solicitudDeAcceso(c.db, id);
      return s !== null && s.solicitante_id === u.id && s.estado === 'borrador';
    },
    existe: async (c, id) => (await solicitudDeAcceso(c.db, id)) !== null,
  });
  // A quote's PDF: the request's readers see it; only Compras uploads it.
  registrarModeloMedia(MODELO_MEDIA_PRESUPUESTO, {
    modulo: MODULO_MEDIA_PRESUPUESTOS,
    puedeVer: async (c, u, id) => {
      const s = await solicitudDePresupuesto(c, id);
      return s !== null && leeSolicitud(c.db, u, s);
    },
    puedeEditar: async (c, u, id) => {
      if (!u.permisos.has(COTIZAR) && !u.esAdmin) return false;
      if (id === null) return true;
      const s = await solicitudDePresupuesto(c, id);
      const x = s === null ? null : await solicitudDeAcceso(c.db, s);
      return x !== null && (await papelesEnSolicitud(c.db, u, x)).papeles.includes('compras') && x.estado === 'en_cotizacion';
    },
    existe: async (c, id) => (await solicitudDePresupuesto(c, id)) !== null,
  });

  r.get(
    BASE,
    { config: { permiso: TODOS }, schema: { tags, querystring: solicitudesQuery, response: { 200: respuestaLista(solicitudFila) } } },
    async (req) => {
      const { filas, total } = await listarSolicitudes(ctx.db, usuarioDe(req), req.query);
      return lista(filas, total);
    },
  );

  r.post(
    BASE,
    { config: { permiso: 'presupuestos.solicitud.pedir' }, schema: { tags, body: solicitudBody, response: { 200: respuesta(creadoPresupuestos) } } },
    async (req) => {
      const id = await crearSolicitud(ctx, usuarioDe(req), req.body);
      return ok({ id }, `Solicitud de presupuesto ${id} guardada como borrador.`);
    },
  );

  r.get(`${BASE}/configuracion`, { config: { permiso: CONFIGURAR }, schema: { tags, response: { 200: respuesta(configuracionAprobacion) } } }, async () =>
    ok(await configuracionConNombres(ctx.db, await leerConfiguracion(ctx.db)), 'OK'),
  );

  r.put(
    `${BASE}/configuracion`,
    { config: { permiso: CONFIGURAR }, schema: { tags, body: configuracionAprobacionBody, response: { 200: respuesta(configuracionAprobacion) } } },
    async (req) => {
      const rolExiste = async (nombre: string) =>
        (
          await ctx.db
            .select({ id: authItem.id })
            .from(authItem)
            .where(and(eq(authItem.nombre, nombre), eq(authItem.tipo, 'rol')))
        ).length > 0;
      await guardarConfiguracion(ctx, usuarioDe(req), req.body, rolExiste);
      return ok(await configuracionConNombres(ctx.db, await leerConfiguracion(ctx.db)), 'Configuración guardada.');
    },
  );

  r.get(
    `${BASE}/:id`,
    { config: { permiso: TODOS, registro: solicitudVisible }, schema: { tags, params: idParam, response: { 200: respuesta(solicitudDetalle) } } },
    async (req) => ok(await obtenerSolicitud(ctx, usuarioDe(req), req.params.id), 'OK'),
  );

  r.put(
    `${BASE}/:id`,
    {
      config: { permiso: 'presupuestos.solicitud.pedir', registro: solicitudPropia },
      schema: { tags, params: idParam, body: solicitudBody, response: { 200: respuestaVacia } },
    },
    async (req) => {
      await editarSolicitud(ctx, usuarioDe(req), req.params.id, req.body);
      return ok(undefined, 'Solicitud guardada.');
    },
  );

  // Compras reaches every request: its permission is the rule.
  r.post(
    `${BASE}/:id/presupuestos`,
    {
      config: { permiso: COTIZAR, registro: 'cualquiera' },
      schema: { tags, params: idParam, body: presupuestoBody, response: { 200: respuesta(creadoPresupuestos) } },
    },
    async (req) => {
      const id = await cargarPresupuesto(ctx, usuarioDe(req), req.params.id, req.body);
      return ok({ id }, `Presupuesto ${id} cargado.`);
    },
  );

  r.post(
    `${BASE}/:id/elevar`,
    { config: { permiso: COTIZAR, registro: 'cualquiera' }, schema: { tags, params: idParam, body: elevarBody, response: { 200: respuestaVacia } } },
    async (req) => {
      const hacia = await moverSolicitud(ctx, usuarioDe(req), req.params.id, 'elevar', req.body);
      return ok(undefined, `La solicitud ${req.params.id} está ${ETIQUETA_ESTADO_SOLICITUD[hacia].toLowerCase()}.`);
    },
  );

  // One route per step: the machine decides who and from where.
  for (const accion of PASOS)
    r.post(
      `${BASE}/:id/${accion}`,
      {
        config: { permiso: TODOS, registro: solicitudVisible },
        schema: { tags, params: idParam, body: accionSolicitudBody, response: { 200: respuestaVacia } },
      },
      async (req) => {
        const hacia = await moverSolicitud(ctx, usuarioDe(req), req.params.id, accion, req.body ?? { motivo: null });
        return ok(undefined, `La solicitud ${req.params.id} está ${ETIQUETA_ESTADO_SOLICITUD[hacia].toLowerCase()}.`);
      },
    );
}
