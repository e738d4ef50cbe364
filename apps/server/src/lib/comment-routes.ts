import { OkSchema } from '@haven/shared/common/schemas';
import type { FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { memberOf } from '../auth/access.ts';
import type { Viewer } from '../auth/viewer.ts';
import type { Db } from '../db/client.ts';
import { announceModeration } from '../modules/moderation/record-moderation.ts';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** Where a comment stands, named by one key (`heroId`, `profileId`, `targetId`): its event's id. */
type PlacedOn<Key extends string> = Record<Key, string>;

/** A new comment's route config: members only (told `message` when signed out), in the comment write limit. */
export const commentWrite = (message: string) =>
  ({ access: { role: 'member', message }, writeLimit: 'comment' }) as const;

/** The edit and delete of one kind of comment, addressed by its id. */
export type CommentChangeRoutes<Key extends string, Saved extends z.ZodType<PlacedOn<Key>>> = {
  /** Where one comment lives, ending in `:commentId`. */
  url: string;
  tags: string[];
  /** The member access both writes declare (with the feature's sign-in words when it has them). */
  access: { role: 'member'; message?: string };
  schemas: { params: z.ZodType<{ commentId: string }>; body: z.ZodType<{ content: string }>; saved: Saved };
  /** The realtime topic both writes publish on, with the id under `placedOn`. */
  topic: string;
  placedOn: Key;
  update: (db: Db, commentId: string, viewer: Viewer, content: string) => Promise<z.infer<Saved>>;
  /** Deletes it; `isRecorded` when an admin's removal went into the moderation log. */
  remove: (db: Db, commentId: string, viewer: Viewer) => Promise<PlacedOn<Key> & { isRecorded?: boolean }>;
};

/**
 * Registers PATCH (new text, answering the comment) and DELETE (answering ok) of one comment, both
 * in the comment write limit and announced on the topic with the id of what it was on.
 */
export function commentChangeRoutes<Key extends string, Saved extends z.ZodType<PlacedOn<Key>>>(
  app: ZodApp,
  route: CommentChangeRoutes<Key, Saved>,
): void {
  const { params, body, saved } = route.schemas;
  // Declared as plain schemas: the handlers read the checked params and body themselves.
  const patchSchema: FastifySchema = { tags: route.tags, params, body, response: { 200: saved } };
  const deleteSchema: FastifySchema = { tags: route.tags, params, response: { 200: OkSchema } };
  const config = { access: route.access, writeLimit: 'comment' } as const;
  const commentIdOf = (request: { params: unknown }) => (request.params as { commentId: string }).commentId;
  const announce = (placed: PlacedOn<Key>) =>
    app.bus.publish({ topic: route.topic, id: placed[route.placedOn] });

  app.route({
    method: 'PATCH',
    url: route.url,
    config,
    schema: patchSchema,
    handler: async (request, reply) => {
      const { content } = request.body as { content: string };
      const comment = await route.update(app.db, commentIdOf(request), memberOf(request), content);
      await announce(comment);
      return reply.send(comment);
    },
  });

  app.route({
    method: 'DELETE',
    url: route.url,
    config,
    schema: deleteSchema,
    handler: async (request) => {
      const removed = await route.remove(app.db, commentIdOf(request), memberOf(request));
      await announce(removed);
      if (removed.isRecorded) await announceModeration(app.bus);
      return { ok: true as const };
    },
  });
}
