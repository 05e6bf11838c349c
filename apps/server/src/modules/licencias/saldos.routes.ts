import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { binario, idCoercido } from '@worknet/domain/http';
import { anioPeriodo, reporteLicenciasBody, respuestas as res } from '@worknet/domain/licencias/esquemas';
import { usuarioDe } from '../../platform/auth/guard';
import type { Ctx } from '../../platform/context';
import { enviarCsv } from '../../platform/http/csv';
import { camposInvalidos } from '../../platform/http/errors';
import { ok } from '../../platform/http/envelope';
import { licenciasDePersona } from './licencias.acceso';
import { antiguedadPersona, feriadosDelAnio, hoyIso, paginaLicenciaPersona, reporteLicencias, resumenDePeriodo, saldosPersona } from './saldos.service';

// Vacation balances, seniority and holidays (issue 19 item 3, spec §7 "Leaves and vacations"),
// under /api/v1/rrhh/ with the paths other clients already call. Open to anybody with a leave
// permission; the record rule licenciasDePersona decides whose: HR everyone, a referente the
// personas of the sectors they lead, an employee their own (another id answers 403). Solicitar
// goes first in each list: the record sweep (registros-rutas) calls the ruled routes as
// somebody who holds only that one.

const tags = ['Licencias: saldos'];
const BASE = '/api/v1/rrhh';
const LICENCIAS = ['rrhh.licencia.solicitar', 'rrhh.licencia.referente', 'rrhh.licencia.administrar'] as const;
const personaParam = z.object({ persona_id: idCoercido('No existe una persona con ese número.') });
const periodoQuery = z.object({ periodo: anioPeriodo.optional() });
const anioQuery = z.object({ anio: anioPeriodo.optional() });

export function rutasSaldosLicencias(app: FastifyInstance, ctx: Ctx) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const registro = licenciasDePersona;
  const anioActual = () => Number(hoyIso().slice(0, 4));

  r.get(
    `${BASE}/antiguedad_persona/:persona_id`,
    { config: { permiso: LICENCIAS, registro }, schema: { tags, params: personaParam, querystring: periodoQuery, response: { 200: res.antiguedad } } },
    async (req) => ok(await antiguedadPersona(ctx.db, req.params.persona_id, req.query.periodo ?? anioActual()), 'OK'),
  );

  r.get(
    `${BASE}/get_days_vacaciones_disponibles_availables_all_periodos/:persona_id`,
    { config: { permiso: LICENCIAS, registro }, schema: { tags, params: personaParam, response: { 200: res.saldos } } },
    async (req) => ok(await saldosPersona(ctx.db, req.params.persona_id), 'OK'),
  );

  // The period is checked after the record rule (not by the params schema, which runs first):
  // another person's id answers 403 whatever the period, as on every route under the rule.
  r.get(
    `${BASE}/get_resumen_by_periodo/:periodo/:persona_id`,
    {
      config: { permiso: LICENCIAS, registro },
      schema: { tags, params: personaParam.extend({ periodo: z.string().describe('El período: un año AAAA') }), response: { 200: res.resumen } },
    },
    async (req) => {
      const periodo = anioPeriodo.safeParse(req.params.periodo);
      if (!periodo.success) throw camposInvalidos([{ campo: 'periodo', mensaje: periodo.error.issues[0]!.message }], 'la dirección pedida');
      return ok(await resumenDePeriodo(ctx.db, req.params.persona_id, periodo.data), 'OK');
    },
  );

  r.get(
    `${BASE}/view_page_licencia_persona/:persona_id`,
    { config: { permiso: LICENCIAS, registro }, schema: { tags, params: personaParam, response: { 200: res.pagina } } },
    async (req) => ok(await paginaLicenciaPersona(ctx.db, req.params.persona_id), 'OK'),
  );

  // Public calendar data: anyone who requests or approves leaves sees the holidays.
  r.get(`${BASE}/feriados`, { config: { permiso: LICENCIAS }, schema: { tags, querystring: anioQuery, response: { 200: res.feriados } } }, async (req) =>
    ok(await feriadosDelAnio(ctx.db, req.query.anio ?? anioActual()), 'OK'),
  );

  r.post(
    `${BASE}/generate_licencias_report`,
    {
      config: { permiso: LICENCIAS, rateLimit: { max: 10, timeWindow: '1 minute' }, sinAuditoria: 'Genera un reporte: no cambia nada.' },
      schema: { tags, body: reporteLicenciasBody, response: { 200: binario } },
    },
    async (req, reply) => enviarCsv(reply, await reporteLicencias(ctx.db, usuarioDe(req), req.body)),
  );
}
