import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fechaIso } from '@worknet/domain/fechas';
import { binario } from '@worknet/domain/http';
import {
  EVENTO_DASHBOARD,
  NOMBRES_DASHBOARD,
  RUTA_REPORTE_DASHBOARD,
  consultaReporteDashboard,
  filtroDashboard,
  respuestaDashboard,
} from '@worknet/domain/rrhh/dashboards';
import { usuarioDe } from '../../platform/auth/guard';
import type { Ctx } from '../../platform/context';
import { ok } from '../../platform/http/envelope';
import { contextoDe, dashboard, personasDe } from './dashboards.service';
import { libroDashboard } from './dashboards.xlsx';
import { enviarXlsx } from '../../platform/http/xlsx';
import * as reloj from '@worknet/domain/reloj';

// HR dashboards (issue 23; spec §7 "Dashboards"): twelve figures, POST with the filter
// as body and GET with it as query. HR and the assistants read every sector, a referente
// the sectors they lead (the scope is the filter: no id in the path). The xlsx of
// rrhh/reportes needs rrhh.dashboard.ver (the assistants' access is read-only).

const tags = ['RRHH: tableros'];
const VER = ['rrhh.dashboard.ver', 'asistentes.reporte.ver'] as const;
const CONSULTA = 'Consulta un tablero (POST por el filtro); no escribe.';
const response = { 200: respuestaDashboard };
/** Most people a report lists (the whole roster of the bench is 20,000). */
const MAX_PERSONAS_REPORTE = 100_000;

/** Writes that change an HR figure: the file and its records, and the novedades de personal. */
const CAMBIA_RRHH = /^\/api\/v1\/(persona_rrhh|persona\/|rrhh\/persona_(laboral|familiar|formacion|matricula)|rrhh\/novedad-personal)/;
/** Hints are coalesced: one per window however many writes (an import writes thousands). */
const ESPERA_AVISO_MS = 2000;

export function rutasDashboards(app: FastifyInstance, ctx: Ctx) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  for (const nombre of NOMBRES_DASHBOARD) {
    const url = `/api/v1/rrhh/${nombre}`;
    r.get(url, { config: { permiso: VER }, schema: { tags, querystring: filtroDashboard, response } }, async (req) =>
      ok(await dashboard(ctx.db, usuarioDe(req), nombre, req.query), 'OK'),
    );
    r.post(url, { config: { permiso: VER, sinAuditoria: CONSULTA }, schema: { tags, body: filtroDashboard, response } }, async (req) =>
      ok(await dashboard(ctx.db, usuarioDe(req), nombre, req.body), 'OK'),
    );
  }

  r.get(
    `/api/v1/rrhh/${RUTA_REPORTE_DASHBOARD}`,
    {
      config: { permiso: 'rrhh.dashboard.ver', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: { tags, querystring: filtroDashboard.and(consultaReporteDashboard), response: { 200: binario } },
    },
    async (req, reply) => {
      const p = usuarioDe(req);
      const hoy = fechaIso(reloj.ahora());
      const { dashboard: nombre, clave: _c, serie: _s, ...f } = req.query;
      const filtro = { ...f, skip: 0, limit: 1 };
      const datos = await dashboard(ctx.db, p, nombre, filtro, hoy);
      const personas = await personasDe(ctx.db, nombre, await contextoDe(ctx.db, p, nombre, filtro, hoy), null, { skip: 0, limit: MAX_PERSONAS_REPORTE }, p);
      const { contenido, nombreArchivo } = await libroDashboard(nombre, datos, personas.filas, hoy);
      return enviarXlsx(reply, contenido, nombreArchivo);
    },
  );

  // Live: an open dashboard refetches when a write changed the HR file or a novedad. A hint
  // without data, to the rooms of both permissions, at most once per ESPERA_AVISO_MS.
  let pendiente: NodeJS.Timeout | null = null;
  const avisar = () => {
    if (pendiente) return;
    pendiente = setTimeout(() => {
      pendiente = null;
      for (const permiso of VER) ctx.realtime.publish({ permiso }, EVENTO_DASHBOARD);
    }, ESPERA_AVISO_MS);
    pendiente.unref();
  };
  app.addHook('onResponse', async (req, reply) => {
    if (req.method === 'GET' || req.method === 'HEAD' || reply.statusCode >= 400) return;
    if (CAMBIA_RRHH.test(req.routeOptions.url ?? '')) avisar();
  });
  app.addHook('onClose', () => {
    if (pendiente) clearTimeout(pendiente);
  });
}
