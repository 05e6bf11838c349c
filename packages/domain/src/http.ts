import { z } from 'zod';

// The reply envelope every call answers with (architecture §4). Keep in sync with
// apps/server/src/platform/http/envelope.ts and apps/web/src/lib/api.ts.
export type Envelope<T = unknown> = {
  success: boolean;
  message: string;
  code: number | string;
  data?: T;
  total?: number;
};

export const envelopeSchema = <T extends z.ZodTypeAny>(data: T) =>
  z.object({
    success: z.boolean(),
    message: z.string(),
    code: z.union([z.number(), z.string()]),
    data: data.optional(),
    total: z.number().optional(),
  });

/** Shared paging/sorting query, as the nomina calls use it. */
export const pagingQuery = z.object({
  filter: z.string().max(200).optional(),
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(500).default(50),
  sortBy: z.string().max(60).optional(),
  descending: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .transform((v) => v === true || v === 'true')
    .optional(),
});
export type PagingQuery = z.infer<typeof pagingQuery>;

export const idParam = z.object({ id: z.coerce.number().int().positive() });
