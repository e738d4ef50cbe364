import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { DATABASE_MESSAGES } from '@haven/shared/game-database/messages';
import { canManageDatabaseEntries } from '@haven/shared/game-database/policies';
import {
  AdminDatabaseListQuerySchema,
  AdminDatabaseListResponseSchema,
  DatabaseEntryDetailSchema,
  DatabaseEntryIdParamsSchema,
  DatabaseEntryInputSchema,
  SavedDatabaseEntrySchema,
} from '@haven/shared/game-database/schemas';
import { DatabaseEntryTranslationFieldsSchema } from '@haven/shared/game-database/translations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { databaseEntryTranslations } from '../../db/schema/index.ts';
import { adminCrudRoutes } from '../../lib/admin-routes.ts';
import { AppError } from '../../lib/errors.ts';
import { sanitizeRichHtml } from '../../lib/rich-text.ts';
import { adminTranslationRoutes } from '../../lib/translations.ts';
import { isNamedInBuilds } from './build-entries.ts';
import { assertDatabaseEntryExists, findAdminDatabaseEntries, findDatabaseEntry } from './find-entries.ts';
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
      config: { access: { role: 'admin', policy: canManageDatabaseEntries } },
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
      config: { access: { role: 'admin', policy: canManageDatabaseEntries } },
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

  adminCrudRoutes(app, {
    policy: canManageDatabaseEntries,
    url: '/api/admin/database',
    schemas: {
      params: DatabaseEntryIdParamsSchema,
      body: DatabaseEntryInputSchema,
      saved: SavedDatabaseEntrySchema,
    },
    service: {
      create: insertDatabaseEntry,
      update: async (db, entryId, body) => {
        const saved = await updateDatabaseEntry(db, entryId, body);
        await announceToHeroes(await isNamedInBuilds(db, saved.id));
        return saved;
      },
      remove: async (db, entryId, admin) => {
        // Read before the delete: the entry's build rows go with it.
        const named = await isNamedInBuilds(db, entryId);
        await deleteDatabaseEntry(db, entryId, admin);
        await announceToHeroes(named);
      },
    },
    announce: { topic: REALTIME_TOPICS.gameDatabase },
    recordsRemoval: true,
  });

  // The entry's name, summary and description in the other languages, each saved from its own version.
  adminTranslationRoutes(app, {
    url: '/api/admin/database/:entryId',
    params: DatabaseEntryIdParamsSchema,
    policy: canManageDatabaseEntries,
    table: databaseEntryTranslations,
    fields: DatabaseEntryTranslationFieldsSchema,
    assertExists: assertDatabaseEntryExists,
    prepare: (fields) => ({ ...fields, description: sanitizeRichHtml(fields.description) }),
    // Hero pages list the entries naming them, by name.
    topics: [REALTIME_TOPICS.gameDatabase, REALTIME_TOPICS.heroes],
  });
};
