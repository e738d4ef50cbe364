import { z } from 'zod';

/** Body of every failed API call. */
export const ApiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

/** Plain acknowledgement for writes that return nothing else. */
export const OkSchema = z.object({ ok: z.literal(true) });

export const HealthSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['up', 'down']),
  latencyMs: z.number(),
});
export type Health = z.infer<typeof HealthSchema>;
