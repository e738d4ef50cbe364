import type { PolicyViewer } from '@haven/shared/common/policy-viewer';
import { DEFAULT_LANGUAGE, type Language } from '@haven/shared/i18n/languages';
import {
  TRANSLATION_LANGUAGES,
  type TranslationLanguage,
  TranslationLanguageParamsSchema,
  TranslationSavedSchema,
  translationListOf,
  translationSaveOf,
} from '@haven/shared/i18n/translations';
import { and, eq, getTableName, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { DbOrTx } from '../db/client.ts';
import type { TranslationTable } from '../db/schema/translations.ts';
import { adminWrite } from './admin-routes.ts';
import { staleVersion } from './edit-version.ts';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** One item's translated fields in `language`; undefined in English or when none was written. */
export async function findTranslationFields<Fields>(
  db: DbOrTx,
  table: TranslationTable,
  itemId: string,
  language: Language,
): Promise<Partial<Fields> | undefined> {
  if (language === DEFAULT_LANGUAGE) return undefined;
  const [row] = await db
    .select({ fields: table.fields })
    .from(table)
    .where(and(eq(table.itemId, itemId), eq(table.language, language)));
  return row?.fields as Partial<Fields> | undefined;
}

/** Several items' translated fields in `language`, by item id (a list's cards). */
export async function findTranslationFieldsOf<Fields>(
  db: DbOrTx,
  table: TranslationTable,
  itemIds: string[],
  language: Language,
): Promise<Map<string, Partial<Fields>>> {
  if (language === DEFAULT_LANGUAGE || itemIds.length === 0) return new Map();
  const rows = await db
    .select({ itemId: table.itemId, fields: table.fields })
    .from(table)
    .where(and(sql`${table.itemId} = any(${sql.param(itemIds)}::uuid[])`, eq(table.language, language)));
  return new Map(rows.map((row) => [row.itemId, row.fields as Partial<Fields>]));
}

/** Every other language's translation of one item, for its editor; version 0 where none was written. */
export async function findTranslations(db: DbOrTx, table: TranslationTable, itemId: string) {
  const rows = await db
    .select({ language: table.language, fields: table.fields, version: table.version })
    .from(table)
    .where(eq(table.itemId, itemId));
  return TRANSLATION_LANGUAGES.map(
    (language) => rows.find((row) => row.language === language) ?? { language, fields: {}, version: 0 },
  );
}

/**
 * Saves one language's translation from the version its editor opened (0: none yet), raising it;
 * a save from an older version is refused (409), as every editor's is (decision 143).
 */
export async function saveTranslation(
  db: DbOrTx,
  table: TranslationTable,
  itemId: string,
  language: TranslationLanguage,
  fields: Record<string, unknown>,
  version: number,
): Promise<{ id: string; version: number }> {
  const [saved] =
    version === 0
      ? await db
          .insert(table)
          .values({ itemId, language, fields, version: 1 })
          .onConflictDoNothing()
          .returning({ version: table.version })
      : await db
          .update(table)
          .set({ fields, version: sql`${table.version} + 1`, updatedAt: sql`now()` })
          .where(and(eq(table.itemId, itemId), eq(table.language, language), eq(table.version, version)))
          .returning({ version: table.version });
  if (!saved) throw staleVersion(getTableName(table), `${itemId} ${language}`, version);
  return { id: itemId, version: saved.version };
}

type TranslationRoutes<Params extends z.ZodObject, Fields extends z.ZodObject> = {
  /** The item's admin address, its id parameter last: '/api/admin/heroes/:heroId'. */
  url: string;
  params: Params;
  policy: (viewer: PolicyViewer) => boolean;
  table: TranslationTable;
  fields: Fields;
  /** Refuses with 404 when the item is gone. */
  assertExists: (db: DbOrTx, itemId: string) => Promise<void>;
  /** The fields as stored (rich texts sanitised). */
  prepare?: (fields: z.infer<Fields>) => Record<string, unknown>;
  /** The events the item's pages listen to. */
  topics: readonly string[];
};

/**
 * An item's translations for its admin editor: `GET url/translations` (every other language, with
 * its version) and `PUT url/translations/:language` (one language, from the version it opened).
 */
export function adminTranslationRoutes<Params extends z.ZodObject, Fields extends z.ZodObject>(
  app: ZodApp,
  route: TranslationRoutes<Params, Fields>,
): void {
  const idKey = Object.keys(route.params.shape)[0] ?? 'id';
  const itemIdOf = (params: unknown) => (params as Record<string, string>)[idKey] ?? '';
  app.get(
    `${route.url}/translations`,
    {
      config: { access: { role: 'admin', policy: route.policy } },
      schema: { tags: ['admin'], params: route.params, response: { 200: translationListOf(route.fields) } },
    },
    async (request) => {
      const itemId = itemIdOf(request.params);
      await route.assertExists(app.db, itemId);
      const items = await findTranslations(app.db, route.table, itemId);
      // Stored fields read through the schema, so a field added since they were saved reads blank.
      const answer = { items: items.map((item) => ({ ...item, fields: route.fields.parse(item.fields) })) };
      return answer as never;
    },
  );
  app.put(
    `${route.url}/translations/:language`,
    {
      config: adminWrite(route.policy),
      schema: {
        tags: ['admin'],
        params: route.params.extend(TranslationLanguageParamsSchema.shape),
        body: translationSaveOf(route.fields),
        response: { 200: TranslationSavedSchema },
      },
    },
    async (request) => {
      const itemId = itemIdOf(request.params);
      const { language } = request.params as { language: TranslationLanguage };
      const body = request.body as { fields: z.infer<Fields>; version: number };
      await route.assertExists(app.db, itemId);
      const fields = route.prepare ? route.prepare(body.fields) : body.fields;
      const saved = await saveTranslation(app.db, route.table, itemId, language, fields, body.version);
      await app.bus.publish(route.topics.map((topic) => ({ topic, id: itemId })));
      return saved;
    },
  );
}
