import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consultaDe } from '@worknet/domain/catalogos/consulta';
import { esquemasDe } from '@worknet/domain/catalogos/esquemas';
import { permisoDe, type Catalogo } from '@worknet/domain/catalogos/motor';
import { LLAMADAS_SPEC } from '@worknet/domain/catalogos/nombres';
import { CATALOGOS } from '@worknet/domain/catalogos/registro';
import { consultaCuentas, cuentasCatalogos, respuestasDe } from '@worknet/domain/catalogos/respuestas';
import { binario, idParam } from '@worknet/domain/http';
import type { NombrePermiso } from '@worknet/domain/permisos';
import { usuarioDe } from '../../platform/auth/guard';
import type { Ctx } from '../../platform/context';
import { lista, ok } from '../../platform/http/envelope';
import { libroDeCatalogo } from './catalogos.exportar';
import { actualizar, crear, cuentas, eliminar, listar, obtener, opciones, restaurar, todas } from './catalogos.service';
import { enviarXlsx } from '../../platform/http/xlsx';

const mayuscula = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/** The same seven calls for one catalog, under /api/v1/<ruta>. */
function rutasDe(app: FastifyInstance, ctx: Ctx, c: Catalogo) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = `/api/v1/${c.ruta}`;
  const tags = [`Catálogo: ${c.plural}`];
  const querystring = consultaDe(c);
  const { alta, edicion } = esquemasDe(c);
  // Each catalog's replies come from its declaration, like its bodies.
  const respuestas = respuestasDe(c);
  const unaFila = { 200: respuestas.fila };
  // Declared prefixes are in PERMISOS; the guard refuses to start otherwise.
  const permiso = (a: Parameters<typeof permisoDe>[1]) => permisoDe(c, a) as NombrePermiso;
  // Catalogs are configuration: whoever holds a catalog's permission administers all its rows.
  const registro = 'cualquiera' as const;
  const hecho = (accion: string) => `${mayuscula(c.singular)} ${accion}${c.femenino ? 'a' : 'o'} correctamente.`;

  // Spec §7 names the list and the create of some catalogs by other paths too (LLAMADAS_SPEC):
  // the same route, declared once more at that path (permission, schemas, audit and all).
  const spec: { listar?: string; crear?: string } = Object.hasOwn(LLAMADAS_SPEC, c.clave) ? LLAMADAS_SPEC[c.clave as keyof typeof LLAMADAS_SPEC] : {};
  const caminos = (otra: string | undefined) =>
    otra
      ? [
          { url: base, doc: { description: `También \`/api/v1/${otra}\` (spec §7).` } },
          { url: `/api/v1/${otra}`, doc: { description: `La misma llamada que \`${base}\` (spec §7).` } },
        ]
      : [{ url: base, doc: {} }];

  for (const { url, doc } of caminos(spec.listar))
    r.get(url, { config: { permiso: permiso('ver') }, schema: { tags, ...doc, querystring, response: { 200: respuestas.lista } } }, async (req) => {
      if (req.query.format === '1') return ok(await opciones(ctx.db, c, req.query), 'OK');
      const { filas, total } = await listar(ctx.db, c, req.query);
      return lista(filas, total);
    });
  r.get(
    `${base}/exportar`,
    { config: { permiso: permiso('ver'), rateLimit: { max: 20, timeWindow: '1 minute' } }, schema: { tags, querystring, response: { 200: binario } } },
    async (req, reply) => {
      const { filas } = await todas(ctx.db, c, req.query);
      const { contenido, nombreArchivo } = await libroDeCatalogo(c, filas);
      return enviarXlsx(reply, contenido, nombreArchivo);
    },
  );
  r.get(`${base}/:id`, { config: { permiso: permiso('ver'), registro }, schema: { tags, params: idParam, response: unaFila } }, async (req) =>
    ok(await obtener(ctx.db, c, req.params.id), 'OK'),
  );
  for (const { url, doc } of caminos(spec.crear))
    r.post(url, { config: { permiso: permiso('crear') }, schema: { tags, ...doc, body: alta, response: unaFila } }, async (req) =>
      ok(await crear(ctx.db, c, usuarioDe(req).id, req.body), hecho('cread')),
    );
  r.put(`${base}/:id`, { config: { permiso: permiso('editar'), registro }, schema: { tags, params: idParam, body: edicion, response: unaFila } }, async (req) =>
    ok(await actualizar(ctx.db, c, usuarioDe(req).id, req.params.id, req.body), hecho('actualizad')),
  );
  r.delete(`${base}/:id`, { config: { permiso: permiso('eliminar'), registro }, schema: { tags, params: idParam, response: unaFila } }, async (req) =>
    ok(await eliminar(ctx.db, c, usuarioDe(req).id, req.params.id), hecho('eliminad')),
  );
  r.post(`${base}/:id/restaurar`, { config: { permiso: permiso('eliminar'), registro }, schema: { tags, params: idParam, response: unaFila } }, async (req) =>
    ok(await restaurar(ctx.db, c, usuarioDe(req).id, req.params.id), hecho('restaurad')),
  );
}

export function rutasCatalogos(app: FastifyInstance, ctx: Ctx) {
  for (const c of CATALOGOS) rutasDe(app, ctx, c);
  // The configuration indexes: how many rows each catalog has. Open to whoever sees any
  // catalog; the answer names only the catalogs the user sees.
  const verAlguno = CATALOGOS.map((c) => permisoDe(c, 'ver') as NombrePermiso) as [NombrePermiso, ...NombrePermiso[]];
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/v1/catalogos/cuentas',
      { config: { permiso: verAlguno }, schema: { tags: ['Catálogos'], querystring: consultaCuentas, response: { 200: cuentasCatalogos } } },
      async (req) => {
        const p = usuarioDe(req);
        return ok(await cuentas(ctx.db, req.query.grupo, (c) => p.permisos.has(permisoDe(c, 'ver'))), 'OK');
      },
    );
}
