import { z } from 'zod';

/** `GET /api/events?since=`: the server's clock when the page's data was read, to be sent what came after. */
export const EventStreamQuerySchema = z.object({
  since: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
});
