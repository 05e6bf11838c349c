import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { catalogo } from '@worknet/domain/catalogos/registro';
import { respuestasDe, qrUbicacion } from '@worknet/domain/catalogos/respuestas';
import { idParam, respuesta } from '@worknet/domain/http';
import * as reloj from '@worknet/domain/reloj';
import { firmante, firmaSinPropositoValida } from '../../platform/auth/firmas';
import type { Ctx } from '../../platform/context';
import { noEncontrado, reglaDeNegocio } from '../../platform/http/errors';
import { ok } from '../../platform/http/envelope';
import { obtener } from '../catalogos/catalogos.service';

// A location's QR code (security issue 37, item 4) carries `<id>.<AAAAMMDD>.<signature>`: the
// location and the calendar day of Argentina it is valid on, signed (HMAC-SHA256 with a key of
// its own derived from the server's secret, platform/auth/firmas.ts). Nobody can make up the code
// of another location or of another day, so a photo of it stops proving presence when the day
// ends. A code lasting a day cannot be a sticker printed once: the place shows it on a screen (a
// tablet or phone of the sector, the clock-in kiosk) that asks for the day's code. The old stable
// code `<id>.<signature>` (the printed stickers) is recognised only to say so: it proves nothing
// any more.

const ubicaciones = catalogo('ubicaciones');

const firmanteQr = (secreto: string) => firmante(secreto, 'qr-ubicacion', 22);
const firma = (secreto: string, id: number, dia: string) => firmanteQr(secreto).firmar(`ubicacion:${id}:${dia}`);
// The stickers were signed with the secret itself: read only to say they prove nothing.
const esEtiqueta = (secreto: string, id: number, f: string) => firmaSinPropositoValida(secreto, `ubicacion:${id}`, f, 22);

const compacto = (dia: string) => dia.replaceAll('-', '');

/** The code of location `id` for `dia` ('YYYY-MM-DD', Argentina; today's by default). */
export const codigoDeUbicacion = (secreto: string, id: number, dia = reloj.hoy()) => `${id}.${compacto(dia)}.${firma(secreto, id, dia)}`;

export type CodigoUbicacionLeido = { ok: true; id: number; dia: string } | { ok: false; motivo: 'falso' | 'otro_dia' | 'etiqueta' };

/** Reads a location code: genuine and of `hoy` (Argentina's today by default). */
export function leerCodigoUbicacion(secreto: string, codigo: string, hoy = reloj.hoy()): CodigoUbicacionLeido {
  const m = /^(\d{1,10})\.(\d{4})(\d{2})(\d{2})\.([A-Za-z0-9_-]{22})$/.exec(codigo);
  if (!m) {
    const viejo = /^(\d{1,10})\.([A-Za-z0-9_-]{22})$/.exec(codigo);
    return { ok: false, motivo: viejo && esEtiqueta(secreto, Number(viejo[1]), viejo[2]!) ? 'etiqueta' : 'falso' };
  }
  const id = Number(m[1]);
  const dia = `${m[2]}-${m[3]}-${m[4]}`;
  if (!firmanteQr(secreto).valida(`ubicacion:${id}:${dia}`, m[5]!)) return { ok: false, motivo: 'falso' };
  return dia === hoy ? { ok: true, id, dia } : { ok: false, motivo: 'otro_dia' };
}

export const MENSAJES_QR_UBICACION = {
  falso: 'El código QR no corresponde a ninguna ubicación vigente.',
  otro_dia: 'Ese código QR es de otro día: escanee el código de hoy que muestra la pantalla del lugar.',
  etiqueta: 'Ese código QR es de una etiqueta impresa y ya no prueba que estuvo en el lugar: escanee el código de hoy que muestra la pantalla del lugar.',
} as const;

/** The location id of a code valid today, or the refusal in Spanish (404 for a false one, 422 otherwise). */
export function idDeCodigoVigente(secreto: string, codigo: string): number {
  const l = leerCodigoUbicacion(secreto, codigo);
  if (l.ok) return l.id;
  throw l.motivo === 'falso' ? noEncontrado(MENSAJES_QR_UBICACION.falso) : reglaDeNegocio(MENSAJES_QR_UBICACION[l.motivo]);
}

export function rutasUbicacionQr(app: FastifyInstance, ctx: Ctx) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Catálogo: Ubicaciones'];
  const secreto = ctx.config.jwtSecret;
  // Whoever sees the locations catalog sees every location's code of today (the screen at the place asks here).
  r.get(
    '/api/v1/tareas/ubicacion/:id/qr',
    { config: { permiso: 'tareas.ubicacion.ver', registro: 'cualquiera' }, schema: { tags, params: idParam, response: { 200: respuesta(qrUbicacion) } } },
    async (req) => {
      const u = await obtener(ctx.db, ubicaciones, req.params.id);
      const dia = reloj.hoy();
      const codigo = codigoDeUbicacion(secreto, u.id, dia);
      return ok({ codigo, ruta: `scan-ubicacion/${codigo}`, etiqueta: u.etiqueta, dia }, 'OK');
    },
  );
  // Scanning: any logged-in person may read where they are standing. The signed code is the
  // capability (it cannot be made up), so the path names no record id to rule on.
  r.get(
    '/api/v1/tareas/ubicacion/qr/:codigo',
    {
      config: { permiso: 'autenticado' },
      schema: { tags, params: z.object({ codigo: z.string().max(48) }), response: { 200: respuestasDe(ubicaciones).fila } },
    },
    async (req) => {
      const id = idDeCodigoVigente(secreto, req.params.codigo);
      const u = await obtener(ctx.db, ubicaciones, id).catch(() => null);
      if (!u || u.deleted_at) throw noEncontrado(MENSAJES_QR_UBICACION.falso);
      return ok(u, 'OK');
    },
  );
}
