import { canManageBanners } from '@haven/shared/banners/policies';
import {
  AdminBannersSchema,
  BannerHeroParamsSchema,
  BannerIdParamsSchema,
  BannerInputSchema,
  BannerListQuerySchema,
  BannerListSchema,
  BannerSchema,
  BannerSlugParamsSchema,
  BannersAheadSchema,
  HeroBannersSchema,
  TimelineQuerySchema,
  TimelineSchema,
} from '@haven/shared/banners/schemas';
import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCrudRoutes } from '../../lib/admin-routes.ts';
import { scheduleBannerBoundaries } from './boundary-refresh.ts';
import { findDatedItems } from './dated-items.ts';
import {
  findAdminBanners,
  findBanner,
  findBannerList,
  findBannersAhead,
  findHeroBanners,
} from './find-banners.ts';
import { createBanner, deleteBanner, updateBanner } from './save-banner.ts';

// A hero's name or picture shows on its banners, so hero events refresh them too.
const cachedOnBanners = { cache: { topics: [REALTIME_TOPICS.banners, REALTIME_TOPICS.heroes] } };

/** The public banner reads (cached) and the admin's banner management, each write announced on the banners topic. */
export const bannerRoutes: FastifyPluginAsyncZod = async (app) => {
  const stopBoundaries = scheduleBannerBoundaries(app.db, app.bus, (error) =>
    app.log.warn({ err: error }, 'banner start/end refresh failed'),
  );
  app.addHook('onClose', async () => stopBoundaries());

  app.get(
    '/api/banners',
    {
      config: cachedOnBanners,
      schema: { tags: ['banners'], querystring: BannerListQuerySchema, response: { 200: BannerListSchema } },
    },
    async (request) => findBannerList(app.db, request.query, new Date()),
  );

  app.get(
    '/api/banners/ahead',
    { config: cachedOnBanners, schema: { tags: ['banners'], response: { 200: BannersAheadSchema } } },
    async () => ({ items: await findBannersAhead(app.db, new Date()) }),
  );

  app.get(
    '/api/banners/heroes/:slug',
    {
      config: cachedOnBanners,
      schema: { tags: ['banners'], params: BannerHeroParamsSchema, response: { 200: HeroBannersSchema } },
    },
    async (request) => ({ items: await findHeroBanners(app.db, request.params.slug) }),
  );

  app.get(
    '/api/banners/:slug',
    {
      config: cachedOnBanners,
      schema: { tags: ['banners'], params: BannerSlugParamsSchema, response: { 200: BannerSchema } },
    },
    async (request) => findBanner(app.db, request.params.slug),
  );

  app.get(
    '/api/timeline',
    {
      config: { cache: { topics: [REALTIME_TOPICS.banners, REALTIME_TOPICS.news, REALTIME_TOPICS.heroes] } },
      schema: { tags: ['banners'], querystring: TimelineQuerySchema, response: { 200: TimelineSchema } },
    },
    async (request) => {
      const from = new Date(`${request.query.from}T00:00:00Z`);
      const to = new Date(Date.parse(`${request.query.to}T00:00:00Z`) + 86_400_000);
      return { items: await findDatedItems(app.db, { from, to }) };
    },
  );

  app.get(
    '/api/admin/banners',
    {
      config: { access: { role: 'admin', policy: canManageBanners } },
      schema: { tags: ['admin'], response: { 200: AdminBannersSchema } },
    },
    async () => ({ items: await findAdminBanners(app.db) }),
  );

  adminCrudRoutes(app, {
    policy: canManageBanners,
    url: '/api/admin/banners',
    schemas: { params: BannerIdParamsSchema, body: BannerInputSchema, saved: BannerSchema },
    service: { create: createBanner, update: updateBanner, remove: deleteBanner },
    announce: { topic: REALTIME_TOPICS.banners },
    recordsRemoval: true,
  });
};
