import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../../platform/context';

/** HR's file manager (issue 20 item 5, spec §2 rrhh/gestor-archivos). */
export function rutasArchivos(app: FastifyInstance, ctx: Ctx) {
  void app;
  void ctx;
}
