import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { OkSchema } from '@haven/shared/common/schemas';
import { DATABASE_MESSAGES } from '@haven/shared/game-database/messages';
import {
  AdminDatabaseListQuerySchema,
  AdminDatabaseListResponseSchema,
  DatabaseEntryDetailSchema,
  DatabaseEntryIdParamsSchema,
  DatabaseEntryInputSchema,
  SavedDatabaseEntrySchema,
} from '@haven/shared/game-database/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.ts';
import { isNamedInBuilds } from './build-entries.ts';
import { findAdminDatabaseEntries, findDatabaseEntry } from './find-entries.ts';
import { deleteDatabaseEntry, insertDatabaseEntry, updateDatabaseEntry } from './save-entry.ts';

/**
 * The admin Game Database tab: the table, the editor's reads, and writes announced on the
 * game-database topic. Hero pages show the name and image of the entries their build names, so
 * changing or deleting such an entry is announced on the heroes topic too.
 */
export const adminDatabaseRoutes: FastifyPluginAsyncZod = async (app) => {
  const announceToHeroes = async (named: boolean) => {
    if (named) await app.bus.publish({ topic: REALTIME_TOPICS.heroes });
  };

  app.get(
    '/api/admin/database',
    {
      config: { access: { role: 'admin' } },
      schema: {
        tags: ['admin'],
        querystring: AdminDatabaseListQuerySchema,
        response: { 200: AdminDatabaseListResponseSchema },
      },
    },
    async (request) => findAdminDatabaseEntries(app.db, request.query),
  );

  app.get(
    '/api/admin/database/:entryId',
    {
      config: { access: { role: 'admin' } },
      schema: {
        tags: ['admin'],
        params: DatabaseEntryIdParamsSchema,
        response: { 200: DatabaseEntryDetailSchema },
      },
    },
    async (request) => {
      const entry = await findDatabaseEntry(app.db, { id: request.params.entryId });
      if (!entry) throw new AppError('NOT_FOUND', DATABASE_MESSAGES.entryNotFound);
      return entry;
    },
  );

  app.post(
    '/api/admin/database',
    {
      config: { access: { role: 'admin' }, writeLimit: 'adminEdit' },
      schema: {
        tags: ['admin'],
        body: DatabaseEntryInputSchema,
        response: { 201: SavedDatabaseEntrySchema },
      },
    },
    async (request, reply) => {
      const saved = await insertDatabaseEntry(app.db, request.body);
      await app.bus.publish({ topic: REALTIME_TOPICS.gameDatabase, id: saved.id });
      return reply.status(201).send(saved);
    },
  );

  app.put(
    '/api/admin/database/:entryId',
    {
      config: { access: { role: 'admin' }, writeLimit: 'adminEdit' },
      schema: {
        tags: ['admin'],
        params: DatabaseEntryIdParamsSchema,
        body: DatabaseEntryInputSchema,
        response: { 200: SavedDatabaseEntrySchema },
      },
    },
    async (request) => {
      const saved = await updateDatabaseEntry(app.db, request.params.entryId, request.body);
      await app.bus.publish({ topic: REALTIME_TOPICS.gameDatabase, id: saved.id });
      await announceToHeroes(await isNamedInBuilds(app.db, saved.id));
      return saved;
    },
  );

  app.delete(
    '/api/admin/database/:entryId',
    {
      config: { access: { role: 'admin' }, writeLimit: 'adminEdit' },
      schema: { tags: ['admin'], params: DatabaseEntryIdParamsSchema, response: { 200: OkSchema } },
    },
    async (request) => {
      // Read before the delete: the entry's build rows go with it.
      const named = await isNamedInBuilds(app.db, request.params.entryId);
      await deleteDatabaseEntry(app.db, request.params.entryId);
      await app.bus.publish({ topic: REALTIME_TOPICS.gameDatabase, id: request.params.entryId });
      await announceToHeroes(named);
      return { ok: true as const };
    },
  );
};
