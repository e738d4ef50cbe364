import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { OkSchema } from '@haven/shared/common/schemas';
import { SUMMON_MESSAGES as M } from '@haven/shared/summons/messages';
import { canManagePityRules } from '@haven/shared/summons/policies';
import {
  PityCountsSchema,
  PityRuleInputSchema,
  PityRuleParamsSchema,
  PityRuleSchema,
  PityRulesSchema,
  SummonBannerChoicesSchema,
  SummonEntryInputSchema,
  SummonEntryParamsSchema,
  SummonEntrySchema,
  SummonFiguresSchema,
  SummonHistoryQuerySchema,
  SummonHistorySchema,
  SummonImportRequestSchema,
  SummonImportResultSchema,
  SummonSettingsSchema,
} from '@haven/shared/summons/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../auth/access.ts';
import { adminWrite } from '../../lib/admin-routes.ts';
import {
  findPityCounts,
  findPityRules,
  findSummonBanners,
  findSummonHistory,
  findSummonSettings,
} from './find-summons.ts';
import { deleteSummon, logSummon, savePityRule, saveSummonSettings, updateSummon } from './save-summons.ts';
import { findSummonFigures, scheduleFiguresRefresh } from './summon-figures.ts';
import { exportSummonFile, importSummonFile } from './summon-file.ts';

const tags = ['summons'];
const member = { role: 'member', message: M.signIn } as const;
const write = { access: member, writeLimit: 'summons' } as const;
/** An import file may hold a few thousand entries. */
const IMPORT_BODY_LIMIT = 4 * 1024 * 1024;

/**
 * A member's own summon log (private: never in the shared read cache), the admins' pity rules and
 * the community figures from shared logs (cached, recomputed at most every ten minutes).
 */
export const summonRoutes: FastifyPluginAsyncZod = async (app) => {
  const figures = scheduleFiguresRefresh(app.bus, (error) =>
    app.log.warn({ err: error }, 'summon figures refresh failed'),
  );
  app.addHook('onClose', async () => figures.stop());

  /** Tells the member's other tabs that their log changed, and marks the figures out of date. */
  async function announceLogChanged(userId: string) {
    figures.markChanged();
    await app.bus.publish({ topic: REALTIME_TOPICS.summons, id: userId, userId });
  }

  app.get(
    '/api/me/summons',
    {
      config: { access: member },
      schema: { tags, querystring: SummonHistoryQuerySchema, response: { 200: SummonHistorySchema } },
    },
    async (request) => findSummonHistory(app.db, memberOf(request).id, request.query),
  );

  app.post(
    '/api/me/summons',
    {
      config: write,
      schema: { tags, body: SummonEntryInputSchema, response: { 201: SummonEntrySchema } },
    },
    async (request, reply) => {
      const viewer = memberOf(request);
      const entry = await logSummon(app.db, viewer, request.body);
      await announceLogChanged(viewer.id);
      return reply.status(201).send(entry);
    },
  );

  app.put(
    '/api/me/summons/:entryId',
    {
      config: write,
      schema: {
        tags,
        params: SummonEntryParamsSchema,
        body: SummonEntryInputSchema,
        response: { 200: SummonEntrySchema },
      },
    },
    async (request) => {
      const viewer = memberOf(request);
      const entry = await updateSummon(app.db, viewer, request.params.entryId, request.body);
      await announceLogChanged(viewer.id);
      return entry;
    },
  );

  app.delete(
    '/api/me/summons/:entryId',
    {
      config: write,
      schema: { tags, params: SummonEntryParamsSchema, response: { 200: OkSchema } },
    },
    async (request) => {
      const viewer = memberOf(request);
      await deleteSummon(app.db, viewer, request.params.entryId);
      await announceLogChanged(viewer.id);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/me/summons/pity',
    { config: { access: member }, schema: { tags, response: { 200: PityCountsSchema } } },
    async (request) => ({ items: await findPityCounts(app.db, memberOf(request).id) }),
  );

  app.get(
    '/api/me/summons/settings',
    { config: { access: member }, schema: { tags, response: { 200: SummonSettingsSchema } } },
    async (request) => findSummonSettings(app.db, memberOf(request).id),
  );

  app.put(
    '/api/me/summons/settings',
    {
      config: write,
      schema: { tags, body: SummonSettingsSchema, response: { 200: SummonSettingsSchema } },
    },
    async (request) => {
      const viewer = memberOf(request);
      await saveSummonSettings(app.db, viewer.id, request.body.shareFigures);
      await announceLogChanged(viewer.id);
      return request.body;
    },
  );

  app.get(
    '/api/me/summons/export',
    // The file the member downloads; its format is documented in docs/summon-log-format.md.
    { config: { access: member, writeLimit: 'summonFile' }, schema: { tags } },
    async (request, reply) => {
      const viewer = memberOf(request);
      const day = new Date().toISOString().slice(0, 10);
      reply.header('content-disposition', `attachment; filename="summon-log-${viewer.username}-${day}.json"`);
      return reply.type('application/json; charset=utf-8').send(await exportSummonFile(app.db, viewer.id));
    },
  );

  app.post(
    '/api/me/summons/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      config: { access: member, writeLimit: 'summonFile' },
      schema: { tags, body: SummonImportRequestSchema, response: { 200: SummonImportResultSchema } },
    },
    async (request) => {
      const viewer = memberOf(request);
      const result = await importSummonFile(app.db, viewer, request.body.file, request.body.acceptedOnly);
      if (result.imported > 0) await announceLogChanged(viewer.id);
      return result;
    },
  );

  app.get(
    '/api/summons/pity-rules',
    {
      config: { cache: { topics: [REALTIME_TOPICS.pityRules] } },
      schema: { tags, response: { 200: PityRulesSchema } },
    },
    async () => ({ items: await findPityRules(app.db) }),
  );

  app.put(
    '/api/admin/pity-rules/:bannerType',
    {
      config: adminWrite(canManagePityRules),
      schema: {
        tags,
        params: PityRuleParamsSchema,
        body: PityRuleInputSchema,
        response: { 200: PityRuleSchema },
      },
    },
    async (request) => {
      const rule = await savePityRule(app.db, request.params.bannerType, request.body);
      await app.bus.publish({ topic: REALTIME_TOPICS.pityRules, id: rule.bannerType });
      return rule;
    },
  );

  app.get(
    '/api/summons/banners',
    {
      config: { cache: { topics: [REALTIME_TOPICS.banners] } },
      schema: { tags, response: { 200: SummonBannerChoicesSchema } },
    },
    async () => ({ items: await findSummonBanners(app.db, new Date()) }),
  );

  app.get(
    '/api/summons/figures',
    {
      config: { cache: { topics: [REALTIME_TOPICS.summonFigures] } },
      schema: { tags, response: { 200: SummonFiguresSchema } },
    },
    async () => findSummonFigures(app.db),
  );
};
