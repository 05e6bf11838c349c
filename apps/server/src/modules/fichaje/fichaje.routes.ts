import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../../platform/context';

/** Clock-in (issue 21, spec §3 and §7 "Clock-in"). */
export function rutasFichaje(app: FastifyInstance, ctx: Ctx) {
  void app;
  void ctx;
}
