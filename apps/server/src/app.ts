import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config';
import { exigirAuditoria } from './platform/audit/auditoria-rutas';
import { crearAuthCache } from './platform/auth/auth-cache';
import { crearResolvedorDeSesion, registrarGuardia } from './platform/auth/guard';
import { crearFirmador, crearVerificadorSso } from './platform/auth/tokens';
import type { Ctx } from './platform/context';
import type { Database } from './platform/db/client';
import { crearAlmacenEnDisco, type Almacen } from './platform/files/almacen';
import { rechazarTextoInvalido } from './platform/http/texto-invalido';
import { esRecursoCompilado, registrarCabeceras } from './platform/http/cabeceras';
import { erroresDelFramework, registrarManejoDeErrores } from './platform/http/error-handler';
import { carpetaWeb, servirSpa } from './platform/http/spa';
import { crearMailer, type Mailer } from './platform/mail/mailer';
import { crearRealtime } from './platform/realtime/realtime';
import { reqParaLog } from './platform/http/log';
import { transformarOpenApi } from './platform/http/openapi';
import { crearSerializador } from './platform/http/serializacion';
import { reescribirLlamadas, verificarLlamadasPorParametro } from './platform/http/llamadas-por-parametro';
import { registrarCierre } from './platform/operacion/cierre';
import { generarIdDePedido, registrarIdDePedido } from './platform/operacion/id-de-pedido';
import { rutaListo } from './platform/operacion/listo';
import { registrarMetricas } from './platform/operacion/metricas';
import { crearTrabajos, type IntervalosDeTrabajos } from './platform/trabajos/trabajos';
import { rutasAuth } from './modules/auth/auth.routes';
import { rutasCatalogos } from './modules/catalogos/catalogos.routes';
import { rutasControl } from './modules/control/control.routes';
import { rutasLogAcceso } from './modules/control/log-acceso.routes';
import { rutasBloqueosLogin } from './modules/control/bloqueos-login.routes';
import { rutasGrupos } from './modules/grupos/grupos.routes';
import { rutasDocumentosStock } from './modules/inventario/documentos.routes';
import { rutasStock } from './modules/inventario/stock.routes';
import { rutasPedidosInternos } from './modules/inventario/pedidos-internos.routes';
import { rutasMaestrosInventario } from './modules/inventario/productos.routes';
import { rutasIdentidad } from './modules/identidad/identidad.routes';
import { rutasSectores } from './modules/identidad/sectores.routes';
import { rutasMenu } from './modules/menu/menu.routes';
import { rutasMedia } from './modules/media/media.routes';
import { programarLimpiezaDeBorradores } from './modules/media/media.limpieza';
import { rutasTrabajos } from './modules/control/trabajos.routes';
import { rutasNomina } from './modules/nomina/nomina.routes';
import { rutasNotificaciones } from './modules/notificaciones/notificaciones.routes';
import { rutasNovedades } from './modules/novedades/novedades.routes';
import { rutasPedidos } from './modules/pedidos/pedidos.routes';
import { rutasPerfil } from './modules/perfil/perfil.routes';
import { DESCARGAS_POR_PARAMETRO, rutasRecibos } from './modules/recibos/recibos.routes';
import { rutasArchivos } from './modules/archivos/archivos.routes';
import { rutasFichaje } from './modules/fichaje/fichaje.routes';
import { rutasNovedadesPersonal } from './modules/licencias/novedades-personal.routes';
import { rutasSaldosLicencias } from './modules/licencias/saldos.routes';
import { rutasPersona } from './modules/rrhh/persona.routes';
import { rutasUsuarios } from './modules/usuarios/usuarios.routes';
import { rutasUbicacionQr } from './modules/tareas/ubicacion-qr';
import { rutasGuias } from './modules/guias/guias.routes';
import { rutasTareas } from './modules/tareas/tareas.routes';
import { rutasReportesTareas } from './modules/tareas/reportes.routes';
import { rutasDashboards } from './modules/dashboards/dashboards.routes';
import { rutasChat } from './modules/chat/chat.routes';
import { rutasPush } from './modules/push/push.routes';
import { rutasTickets } from './modules/tickets/tickets.routes';
import { rutasPresupuestos } from './modules/presupuestos/presupuestos.routes';

// Spanish messages for every zod error, on server and (same call) on the web.
z.config(z.locales.es());

/** `logger`: false for none, or a destination for the log lines (tests read them). */
export type AppDeps = {
  config: Config;
  database: Database;
  mailer?: Mailer;
  almacen?: Almacen;
  logger?: boolean | { write: (linea: string) => void };
  /** Job queue polling (tests lower it). */
  trabajos?: IntervalosDeTrabajos;
};
export type App = FastifyInstance;

/** Calls spec §7 names by a query parameter that a route serves at its own path (platform/http/llamadas-por-parametro.ts). */
const LLAMADAS_POR_PARAMETRO = [DESCARGAS_POR_PARAMETRO];

/** Builds the whole server (plugins + modules) without listening; tests use it with inject(). */
export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, database } = deps;
  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.body.password'],
            serializers: { req: reqParaLog },
            ...(typeof deps.logger === 'object' ? { stream: deps.logger } : {}),
          },
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    // Request id: the balancer's X-Request-Id when safe, else a UUID; every log line of the
    // request carries it as reqId (Fastify's default label).
    genReqId: generarIdDePedido,
    // Closing (platform/operacion/cierre.ts): idle keep-alive sockets close at once, requests in
    // flight finish, and late ones get the Spanish 503 of registrarCierre instead of Fastify's.
    forceCloseConnections: 'idle',
    return503OnClosing: false,
    frameworkErrors: erroresDelFramework,
    rewriteUrl: reescribirLlamadas(LLAMADAS_POR_PARAMETRO),
  });
  app.setValidatorCompiler(validatorCompiler);
  // Replies are written by their declared schema; tests also check each one against it.
  app.setSerializerCompiler(crearSerializador({ validar: config.nodeEnv === 'test' }));
  registrarManejoDeErrores(app);
  registrarIdDePedido(app);
  rechazarTextoInvalido(app);

  const cache = crearAuthCache();
  const firmador = crearFirmador(config.jwtSecret);
  const resolver = crearResolvedorDeSesion(database.db, firmador, cache);
  const realtime = await crearRealtime({ server: app.server, resolver, cache, redisUrl: config.redisUrl, log: app.log });
  app.addHook('onClose', () => realtime.close());
  registrarCierre(app, realtime);
  registrarMetricas(app, { config: config.metricas, database, realtime });
  // The queue starts once every module has defined its jobs, and stops before the realtime server and the database close.
  const trabajos = crearTrabajos({ database, realtime, log: app.log, intervalos: deps.trabajos });
  app.addHook('onReady', () => trabajos.iniciar());
  app.addHook('onClose', () => trabajos.detener());
  const ctx: Ctx = {
    config,
    db: database.db,
    dbKind: database.kind,
    firmador,
    sso: crearVerificadorSso(config.sso),
    cache,
    resolver,
    mailer: deps.mailer ?? crearMailer({ db: database.db, smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log }),
    realtime,
    almacen: deps.almacen ?? crearAlmacenEnDisco(join(config.dataDir, 'files')),
    trabajos,
  };

  // Security headers built once (platform/http/cabeceras.ts), copied onto every answer (the short
  // set onto the hashed build files; HSTS only over https; no-store under /api).
  registrarCabeceras(app);
  // JSON answers up to 64 kB are compressed in one call: on few cores a zlib stream per
  // response cost more than the compression itself (the roster page: ~0.7 ms).
  await app.register(compress, { global: true, threshold: 1024, syncThreshold: 65_536 });
  // Uploads: one file per request, never larger than the media limit (the route turns the 413 into its Spanish message).
  await app.register(multipart, { limits: { fileSize: config.mediaMaxBytes, files: 1, fields: 20, fieldSize: 10_000, parts: 25 } });
  // Cookies serve only the login's device cookie (modules/auth/proteccion-login.ts).
  await app.register(cookie);
  // Hashed build files do not count: one page load asks for ~30 of them, and a ward full of
  // staff behind one address would spend the limit on scripts.
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    allowList: (req) => esRecursoCompilado(req.url),
  });
  await app.register(swagger, {
    openapi: { info: { title: 'Worknet API', version: '0.1.0', description: 'API de la intranet Worknet' } },
    transform: transformarOpenApi,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  registrarGuardia(app, resolver);
  verificarLlamadasPorParametro(app, LLAMADAS_POR_PARAMETRO);
  // Tests turn a write route that answers without an audit row into a 500; production only logs it.
  exigirAuditoria(app, config.nodeEnv === 'test' ? 'error' : 'aviso');
  rutasAuth(app, ctx);
  rutaListo(app, { db: database.db, redisResponde: realtime.redisResponde ?? null });
  rutasMenu(app);
  rutasIdentidad(app, ctx);
  rutasSectores(app, ctx);
  rutasControl(app, ctx);
  rutasLogAcceso(app, ctx);
  rutasBloqueosLogin(app, ctx);
  rutasTrabajos(app, ctx);
  rutasGrupos(app, ctx);
  rutasUsuarios(app, ctx);
  rutasCatalogos(app, ctx);
  rutasUbicacionQr(app, ctx);
  rutasPersona(app, ctx);
  rutasNomina(app, ctx);
  rutasMedia(app, ctx);
  programarLimpiezaDeBorradores(ctx, app.log);
  rutasNovedades(app, ctx);
  rutasNotificaciones(app, ctx);
  rutasMaestrosInventario(app, ctx);
  rutasDocumentosStock(app, ctx);
  rutasStock(app, ctx);
  rutasPedidos(app, ctx);
  rutasPedidosInternos(app, ctx);
  rutasSaldosLicencias(app, ctx);
  rutasNovedadesPersonal(app, ctx);
  rutasPerfil(app, ctx);
  rutasRecibos(app, ctx);
  rutasArchivos(app, ctx);
  rutasFichaje(app, ctx);
  rutasTareas(app, ctx);
  rutasGuias(app, ctx);
  rutasReportesTareas(app, ctx);
  rutasDashboards(app, ctx);
  rutasChat(app, ctx);
  rutasPush(app, ctx);
  rutasTickets(app, ctx);
  rutasPresupuestos(app, ctx);

  const web = carpetaWeb(config.webDist);
  if (web) await servirSpa(app, web);

  app.decorate('ctx', ctx);
  return app;
}
