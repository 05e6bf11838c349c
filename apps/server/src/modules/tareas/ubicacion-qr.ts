import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { catalogo } from '@worknet/domain/catalogos/registro';
import { respuestasDe, qrUbicacion } from '@worknet/domain/catalogos/respuestas';
import { idParam, respuesta } from '@worknet/domain/http';
import type { Ctx } from '../../platform/context';
import { noEncontrado } from '../../platform/http/errors';
import { ok } from '../../platform/http/envelope';
import { obtener } from '../catalogos/catalogos.service';

// A location's QR code carries `<id>.<signature>`: whoever scans it learns the
// location, but nobody can make up the code of another one.

const ubicaciones = catalogo('ubicaciones');

const firma = (secreto: string, id: number) => createHmac('sha256', secreto).update(`ubicacion:${id}`).digest('base64url').slice(0, 22);

export const codigoDeUbicacion = (secreto: string, id: number) => `${id}.${firma(secreto, id)}`;

/** The id inside a genuine code, or null. */
export function idDeCodigo(secreto: string, codigo: string): number | null {
  const m = /^(\d{1,10})\.([A-Za-z0-9_-]{22})$/.exec(codigo);
  if (!m) return null;
  const id = Number(m[1]);
  const esperada = Buffer.from(firma(secreto, id));
  const recibida = Buffer.from(m[2]!);
  return esperada.length === recibida.length && timingSafeEqual(esperada, recibida) ? id : null;
}

export function rutasUbicacionQr(app: FastifyInstance, ctx: Ctx) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Catálogo: Ubicaciones'];
  const secreto = ctx.config.jwtSecret;
  // Whoever sees the locations catalog sees every location's code (like the rest of the catalog).
  r.get(
    '/api/v1/tareas/ubicacion/:id/qr',
    { config: { permiso: 'tareas.ubicacion.ver', registro: 'cualquiera' }, schema: { tags, params: idParam, response: { 200: respuesta(qrUbicacion) } } },
    async (req) => {
      const u = await obtener(ctx.db, ubicaciones, req.params.id);
      const codigo = codigoDeUbicacion(secreto, u.id);
      return ok({ codigo, ruta: `scan-ubicacion/${codigo}`, etiqueta: u.etiqueta }, 'OK');
    },
  );
  // Scanning: any logged-in person may read where they are standing. The signed code is the
  // capability (it cannot be made up), so the path names no record id to rule on.
  r.get(
    '/api/v1/tareas/ubicacion/qr/:codigo',
    {
      config: { permiso: 'autenticado' },
      schema: { tags, params: z.object({ codigo: z.string().max(40) }), response: { 200: respuestasDe(ubicaciones).fila } },
    },
    async (req) => {
      const id = idDeCodigo(secreto, req.params.codigo);
      const u = id === null ? null : await obtener(ctx.db, ubicaciones, id).catch(() => null);
      if (!u || u.deleted_at) throw noEncontrado('El código QR no corresponde a ninguna ubicación vigente.');
      return ok(u, 'OK');
    },
  );
}
