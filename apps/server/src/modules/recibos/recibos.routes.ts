import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../../platform/context';

/** Pay slips (issue 20 items 1–4 and 7): gestor_liquidaciones, liquidacion/{id}, mis_recibos, verification. */
export function rutasRecibos(app: FastifyInstance, ctx: Ctx) {
  void app;
  void ctx;
}
