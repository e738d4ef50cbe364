import { z } from 'zod';
import { isAllowedImageUrl } from '../heroes/rules.ts';

/** Body of every failed API call. */
export const ApiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    restriction: z.object({ endsAt: z.string().nullable(), reason: z.string() }).optional(),
  }),
});

/** A comma-separated query value (`class=Guard,Doctor`) as a list of allowed values, at most ten. */
export function commaListParam<T extends z.ZodType<unknown, string>>(item: T) {
  return z
    .string()
    .optional()
    .transform((v) => (v ? v.split(',').filter(Boolean) : []))
    .pipe(z.array(item).max(10));
}

/** A paged answer: one page of `item`, with the totals a pager needs. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    totalPages: z.number().int(),
  });
}
/** What `pageOf` describes, for the code that builds it. */
export type Page<T> = { items: T[]; total: number; page: number; pageSize: number; totalPages: number };

/** Plain acknowledgement for writes that return nothing else. */
export const OkSchema = z.object({ ok: z.literal(true) });
export type Ok = z.infer<typeof OkSchema>;

export const HealthSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['up', 'down']),
  latencyMs: z.number(),
});
export type Health = z.infer<typeof HealthSchema>;

/** Answer of the trivial route the benchmarks compare others against. */
export const PongSchema = z.object({ pong: z.literal(true) });

/** A member named beside what they wrote or own: a guide's author, a team's owner, a wall comment's author. */
export const AuthorSchema = z.object({
  id: z.string(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
});

/** A member named by id in the path. */
export const MemberIdParamsSchema = z.object({ memberId: z.string().trim().min(1).max(100) });
export type MemberIdParams = z.infer<typeof MemberIdParamsSchema>;

/**
 * An image address typed in an editor: empty, one of this site's uploads or an https address
 * (isAllowedImageUrl), at most 500 characters; absent is null. `invalid` is the form's own message.
 */
export function imageUrlInput(invalid: string) {
  return z
    .string()
    .trim()
    .max(500)
    .refine((url) => url === '' || isAllowedImageUrl(url), invalid)
    .nullable()
    .default(null);
}
