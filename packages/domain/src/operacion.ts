import { z } from 'zod';

// Operation of the server (issue 24): what GET /api/ready answers.

/** Each dependency the instance needs to serve: true when it answers; `redis` is null without REDIS_URL. */
export const listo = z.object({ base: z.boolean(), redis: z.boolean().nullable(), migraciones: z.boolean() });
