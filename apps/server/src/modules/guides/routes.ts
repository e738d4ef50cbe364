import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { OkSchema } from '@haven/shared/common/schemas';
import { GUIDE_MESSAGES } from '@haven/shared/guides/messages';
import { canReviewGuides } from '@haven/shared/guides/policies';
import {
  AdminGuideListSchema,
  type Guide,
  GuideIdParamsSchema,
  GuideListQuerySchema,
  GuideListSchema,
  GuideRequestSchema,
  GuideReviewRequestSchema,
  GuideSchema,
  GuideSlugParamsSchema,
  GuideUpdateRequestSchema,
} from '@haven/shared/guides/schemas';
import { MENTION_CARD_TOPICS } from '@haven/shared/mentions/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../auth/access.ts';
import { adminWrite } from '../../lib/admin-routes.ts';
import { imageUploadRoute } from '../../media/upload.ts';
import { findMentionedEntries, withContentMentions } from '../mentions/find-mention-cards.ts';
import { mentionDictionaryCache } from '../mentions/mention-dictionary.ts';
import { guideEngagementRoutes } from './engagement-routes.ts';
import { findAllGuides, findApprovedGuides, findGuideBySlug, findHeroItems } from './find-guides.ts';
import { reviewGuide } from './review-guide.ts';
import { createGuide, updateGuide } from './save-guide.ts';
import { withMyHelpfulVote } from './vote-guide.ts';

const tags = ['guides'];
const guidesChanged = { topic: REALTIME_TOPICS.guides };

/** Guides: the public list and pages, writing and editing by members, review by admins. */
export const guideRoutes: FastifyPluginAsyncZod = async (app) => {
  const dictionary = mentionDictionaryCache(app.bus);
  /** A guide with the preview cards of the names its text holds, and the heroes it names. */
  const withMentions = async (guide: Guide): Promise<Guide> => {
    const names = await dictionary.read(app.db);
    const picked = new Set(guide.heroes.map((hero) => hero.id));
    const heroIds = findMentionedEntries(names, [{ html: guide.content }])
      .filter((entry) => entry.kind === 'hero' && !picked.has(entry.id))
      .map((entry) => entry.id);
    const [withCards, mentionedHeroes] = await Promise.all([
      withContentMentions(app.db, names, guide),
      findHeroItems(app.db, heroIds),
    ]);
    return { ...withCards, mentionedHeroes };
  };
  app.get(
    '/api/guides',
    {
      config: { cache: { topics: [REALTIME_TOPICS.guides] } },
      schema: { tags, querystring: GuideListQuerySchema, response: { 200: GuideListSchema } },
    },
    async (request) => findApprovedGuides(app.db, request.query),
  );

  // Public and cached: approved guides only. Authors and admins read the others below.
  // A guide names its heroes, so hero changes make it stale too; a member's own 'Helpful' mark
  // is added on the way out.
  app.get(
    '/api/guides/:slug',
    {
      config: {
        cache: {
          topics: [REALTIME_TOPICS.guides, ...MENTION_CARD_TOPICS],
          personalise: (_request, viewer, guide: Guide) => withMyHelpfulVote(app.db, guide, viewer.id),
        },
      },
      schema: { tags, params: GuideSlugParamsSchema, response: { 200: GuideSchema } },
    },
    async (request) => withMentions(await findGuideBySlug(app.db, request.params.slug, null)),
  );

  app.get(
    '/api/guides/:slug/unpublished',
    {
      config: { access: { role: 'member' } },
      schema: {
        tags,
        description: 'A guide whatever its status, for its author or an admin.',
        params: GuideSlugParamsSchema,
        response: { 200: GuideSchema },
      },
    },
    async (request) => {
      const viewer = memberOf(request);
      const guide = await findGuideBySlug(app.db, request.params.slug, viewer);
      return withMentions(await withMyHelpfulVote(app.db, guide, viewer.id));
    },
  );

  app.post(
    '/api/guides',
    {
      config: { access: { role: 'member', message: GUIDE_MESSAGES.mustBeLoggedIn }, writeLimit: 'guide' },
      schema: { tags, body: GuideRequestSchema, response: { 201: GuideSchema } },
    },
    async (request, reply) => {
      const viewer = memberOf(request);
      const guide = await createGuide(app.db, viewer, request.body);
      await app.bus.publish(guidesChanged);
      return reply.status(201).send(await withMentions(guide));
    },
  );

  app.put(
    '/api/guides/:guideId',
    {
      config: { access: { role: 'member' }, writeLimit: 'guide' },
      schema: {
        tags,
        params: GuideIdParamsSchema,
        body: GuideUpdateRequestSchema,
        response: { 200: GuideSchema },
      },
    },
    async (request) => {
      const viewer = memberOf(request);
      const guide = await updateGuide(app.db, viewer, request.params.guideId, request.body);
      await app.bus.publish(guidesChanged);
      return withMentions(guide);
    },
  );

  await imageUploadRoute(app, {
    url: '/api/guides/images',
    access: { role: 'member', message: GUIDE_MESSAGES.mustBeLoggedIn },
    tags,
    description: 'A member\'s image for a guide (multipart, field "image"); stored as WebP.',
  });

  app.get(
    '/api/admin/guides',
    {
      config: { access: { role: 'admin', policy: canReviewGuides } },
      schema: { tags, response: { 200: AdminGuideListSchema } },
    },
    async () => ({ items: await findAllGuides(app.db) }),
  );

  app.put(
    '/api/admin/guides/:guideId/status',
    {
      config: adminWrite(canReviewGuides),
      schema: {
        tags,
        params: GuideIdParamsSchema,
        body: GuideReviewRequestSchema,
        response: { 200: OkSchema },
      },
    },
    async (request) => {
      const admin = memberOf(request);
      await reviewGuide(app.db, app.bus, admin, request.params.guideId, request.body);
      await app.bus.publish(guidesChanged);
      return { ok: true as const };
    },
  );

  await app.register(guideEngagementRoutes);
};
