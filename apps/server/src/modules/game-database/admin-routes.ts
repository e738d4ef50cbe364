import {
  AdminDatabaseListQuerySchema,
  AdminDatabaseListResponseSchema,
  DATABASE_MESSAGES,
  DatabaseEntryDetailSchema,
  DatabaseEntryIdParamsSchema,
  DatabaseEntryInputSchema,
  OkSchema,
  REALTIME_TOPICS,
  SavedDatabaseEntrySchema,
} from '@haven/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../auth/session.ts';
import { AppError } from '../../lib/errors.ts';
import { findAdminDatabaseEntries, findDatabaseEntry } from './find-entries.ts';
import { deleteDatabaseEntry, insertDatabaseEntry, updateDatabaseEntry } from './save-entry.ts';

/** The admin Game Database tab: the table, the editor's reads, and writes announced on the game-database topic. */
export const adminDatabaseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/database',
    {
      schema: {
        tags: ['admin'],
        querystring: AdminDatabaseListQuerySchema,
        response: { 200: AdminDatabaseListResponseSchema },
      },
    },
    async (request) => {
      await requireAdmin(request);
      return findAdminDatabaseEntries(app.db, request.query);
    },
  );

  app.get(
    '/api/admin/database/:entryId',
    {
      schema: {
        tags: ['admin'],
        params: DatabaseEntryIdParamsSchema,
        response: { 200: DatabaseEntryDetailSchema },
      },
    },
    async (request) => {
      await requireAdmin(request);
      const entry = await findDatabaseEntry(app.db, { id: request.params.entryId });
      if (!entry) throw new AppError('NOT_FOUND', DATABASE_MESSAGES.entryNotFound);
      return entry;
    },
  );

  app.post(
    '/api/admin/database',
    {
      config: { writeLimit: 'adminEdit' },
      schema: {
        tags: ['admin'],
        body: DatabaseEntryInputSchema,
        response: { 201: SavedDatabaseEntrySchema },
      },
    },
    async (request, reply) => {
      await requireAdmin(request);
      const saved = await insertDatabaseEntry(app.db, request.body);
      await app.bus.publish({ topic: REALTIME_TOPICS.gameDatabase, id: saved.id });
      return reply.status(201).send(saved);
    },
  );

  app.put(
    '/api/admin/database/:entryId',
    {
      config: { writeLimit: 'adminEdit' },
      schema: {
        tags: ['admin'],
        params: DatabaseEntryIdParamsSchema,
        body: DatabaseEntryInputSchema,
        response: { 200: SavedDatabaseEntrySchema },
      },
    },
    async (request) => {
      await requireAdmin(request);
      const saved = await updateDatabaseEntry(app.db, request.params.entryId, request.body);
      await app.bus.publish({ topic: REALTIME_TOPICS.gameDatabase, id: saved.id });
      return saved;
    },
  );

  app.delete(
    '/api/admin/database/:entryId',
    {
      config: { writeLimit: 'adminEdit' },
      schema: { tags: ['admin'], params: DatabaseEntryIdParamsSchema, response: { 200: OkSchema } },
    },
    async (request) => {
      await requireAdmin(request);
      await deleteDatabaseEntry(app.db, request.params.entryId);
      await app.bus.publish({ topic: REALTIME_TOPICS.gameDatabase, id: request.params.entryId });
      return { ok: true as const };
    },
  );
};
