import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { OkSchema } from '@haven/shared/common/schemas';
import { GUIDE_MESSAGES } from '@haven/shared/guides/messages';
import {
  GuideHelpfulRequestSchema,
  GuideHelpfulSchema,
  GuideIdParamsSchema,
} from '@haven/shared/guides/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../auth/access.ts';
import { getViewer } from '../../auth/session.ts';
import { recordGuideView, viewDay, visitorKey } from './record-view.ts';
import { createViewAnnouncer } from './view-events.ts';
import { setGuideHelpful } from './vote-guide.ts';

const tags = ['guides'];

/** What readers give back to a guide: 'Helpful' marks by members and a view count of every visitor. */
export const guideEngagementRoutes: FastifyPluginAsyncZod = async (app) => {
  const views = createViewAnnouncer(app.bus, (error) =>
    app.log.warn({ err: error }, 'guide view event failed'),
  );
  app.addHook('onClose', async () => views.close());

  app.put(
    '/api/guides/:guideId/helpful',
    {
      config: { access: { role: 'member', message: GUIDE_MESSAGES.helpfulSignIn }, writeLimit: 'vote' },
      schema: {
        tags,
        description: "Sets (true) or takes back (false) the member's 'Helpful' mark on an approved guide.",
        params: GuideIdParamsSchema,
        body: GuideHelpfulRequestSchema,
        response: { 200: GuideHelpfulSchema },
      },
    },
    async (request) => {
      const { guideId } = request.params;
      const result = await setGuideHelpful(app.db, memberOf(request), guideId, request.body.helpful);
      await app.bus.publish({ topic: REALTIME_TOPICS.guides, id: guideId });
      return result;
    },
  );

  // Sent by the guide page after it shows, apart from its cached read; the count shown catches up
  // through one delayed event.
  app.post(
    '/api/guides/:guideId/views',
    {
      config: { access: { role: 'anyone' }, writeLimit: 'guideView' },
      schema: {
        tags,
        description: 'Counts a view of an approved guide, once per visitor (member or address) and day.',
        params: GuideIdParamsSchema,
        response: { 200: OkSchema },
      },
    },
    async (request) => {
      const viewer = await getViewer(request);
      const day = viewDay();
      const visitor = visitorKey(viewer?.id ?? null, request.ip, day, app.config.authSecret);
      if (await recordGuideView(app.db, request.params.guideId, visitor, day)) views.counted();
      return { ok: true as const };
    },
  );
};
