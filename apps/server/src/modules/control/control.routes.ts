import { desc, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Ctx } from '../../platform/context';
import { lista } from '../../platform/http/envelope';
import { correoSaliente } from '../../platform/mail/mail.table';

export function rutasControl(app: FastifyInstance, ctx: Ctx) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/v1/correo_saliente',
    {
      config: { permiso: 'admin.correo.ver' },
      schema: { tags: ['Panel de control'], querystring: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50), skip: z.coerce.number().int().min(0).default(0) }) },
    },
    async (req) => {
      const [filas, [total]] = await Promise.all([
        ctx.db.select().from(correoSaliente).orderBy(desc(correoSaliente.id)).limit(req.query.limit).offset(req.query.skip),
        ctx.db.select({ n: sql<number>`count(*)::int` }).from(correoSaliente),
      ]);
      return lista(filas, total?.n ?? 0);
    },
  );
}
