import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { binario } from '@worknet/domain/http';
import { reporteTareasQuery, respuestasReportes as res } from '@worknet/domain/tareas/reportes';
import { usuarioDe } from '../../platform/auth/guard';
import type { Ctx } from '../../platform/context';
import { ok } from '../../platform/http/envelope';
import { filtrosDelReporte, reporteTareas } from './reportes.service';
import { libroReporteTareas } from './reportes.xlsx';
import { enviarXlsx } from '../../platform/http/xlsx';
import * as reloj from '@worknet/domain/reloj';

// Task reports (issue 22 item 7): the figures (GET reportes_tareas) and the workbook
// (GET reportes_tareas/xlsx) with the same filters. tareas.reporte.ver reads the sectors the
// caller runs; tareas.tarea.administrar, all. No id in the path: the scope is the filter.

const tags = ['Tareas: reportes'];
const VER = ['tareas.reporte.ver', 'tareas.tarea.administrar'] as const;
const BASE = '/api/v1/reportes_tareas';

export function rutasReportesTareas(app: FastifyInstance, ctx: Ctx) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(BASE, { config: { permiso: VER }, schema: { tags, querystring: reporteTareasQuery, response: { 200: res.reporte } } }, async (req) => {
    const ahora = reloj.ahora();
    const f = await filtrosDelReporte(ctx.db, usuarioDe(req), req.query, ahora);
    return ok(await reporteTareas(ctx.db, f, ahora), 'OK');
  });

  r.get(
    `${BASE}/xlsx`,
    { config: { permiso: VER, rateLimit: { max: 20, timeWindow: '1 minute' } }, schema: { tags, querystring: reporteTareasQuery, response: { 200: binario } } },
    async (req, reply) => {
      const ahora = reloj.ahora();
      const f = await filtrosDelReporte(ctx.db, usuarioDe(req), req.query, ahora);
      const { contenido, nombreArchivo } = await libroReporteTareas(await reporteTareas(ctx.db, f, ahora, 100_000), f, ahora);
      return enviarXlsx(reply, contenido, nombreArchivo);
    },
  );
}
