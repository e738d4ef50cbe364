import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyEtag from '@fastify/etag';
import fastifySwagger from '@fastify/swagger';
import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { registerRouteAccess } from './auth/access.ts';
import { type Auth, createAuth } from './auth/auth.ts';
import { registerRestrictionCheck } from './auth/restriction-check.ts';
import { sessionCacheOf } from './auth/session-cache.ts';
import type { AppConfig } from './config.ts';
import type { Database, Db } from './db/client.ts';
import {
  answerClientError,
  frameworkErrors,
  loggerOptions,
  MAX_HEADER_BYTES,
  MAX_PARAM_LENGTH,
  registerUnstorableTextCheck,
  registerUrlLengthCheck,
} from './lib/edge-input.ts';
import { registerErrorHandler } from './lib/error-handler.ts';
import { AppError } from './lib/errors.ts';
import { registerInProcessReads } from './lib/in-process-reads.ts';
import { registerMetrics } from './lib/metrics.ts';
import { registerReadCache } from './lib/read-cache.ts';
import { RequestLog } from './lib/request-log.ts';
import { registerSecurityHeaders } from './lib/security-headers.ts';
import { registerWebApp } from './lib/web-static.ts';
import { registerWriteLimits } from './lib/write-limit.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { mediaRoutes } from './media/routes.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { bannerRoutes } from './modules/banners/routes.ts';
import { blockRoutes } from './modules/blocks/routes.ts';
import { collectionRoutes } from './modules/collection/routes.ts';
import { communityCommentRoutes } from './modules/community-comments/routes.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { feedRoutes } from './modules/feeds/routes.ts';
import { flashEventRoutes } from './modules/flash-events/routes.ts';
import { friendRoutes } from './modules/friends/routes.ts';
import { gameDatabaseRoutes } from './modules/game-database/routes.ts';
import { gameTeamRoutes } from './modules/game-team/routes.ts';
import { guideRoutes } from './modules/guides/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { heroReviewRoutes } from './modules/hero-reviews/routes.ts';
import { heroRoutes } from './modules/heroes/routes.ts';
import { homeRoutes } from './modules/home/routes.ts';
import { linkPreviewRoutes } from './modules/link-previews/routes.ts';
import { memberRoutes } from './modules/members/routes.ts';
import { mentionRoutes } from './modules/mentions/routes.ts';
import { moderationRoutes } from './modules/moderation/routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { officialContentRoutes } from './modules/official-content/routes.ts';
import { outfitRoutes } from './modules/outfits/routes.ts';
import { pageRoutes } from './modules/pages/routes.ts';
import { profileCommentRoutes } from './modules/profile-comments/routes.ts';
import { profileRoutes } from './modules/profiles/routes.ts';
import { redeemCodeRoutes } from './modules/redeem-codes/routes.ts';
import { reportRoutes } from './modules/reports/routes.ts';
import { searchRoutes } from './modules/search/routes.ts';
import { sitemapRoutes } from './modules/sitemap/routes.ts';
import { statisticsRoutes } from './modules/statistics/routes.ts';
import { summonRoutes } from './modules/summons/routes.ts';
import { teamRoutes } from './modules/teams/routes.ts';
import { tierListRoutes } from './modules/tier-list/routes.ts';
import { createEventBus, type EventBus } from './realtime/bus.ts';
import { realtimeRoutes } from './realtime/routes.ts';

declare module 'fastify' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: module augmentation merges only with an interface
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    database: Database;
    auth: Auth;
    bus: EventBus;
    mailer: Mailer;
  }
}

export type BuildAppOptions = {
  config: AppConfig;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
};

/** Builds the Fastify instance: external plugins, then app plugins, then routes. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel),
    // One line for each request worth reading, not two for every request.
    logController: new RequestLog(),
    bodyLimit: 1024 * 1024,
    // Behind a load balancer the client's address comes from X-Forwarded-For, read only from trusted hops.
    // (A hop count becomes proxy-addr's own rule: trust the nearest n hops.)
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors,
    // Node's own limit (16 KB) would refuse a long address before the app could answer it.
    http: { maxHeaderSize: MAX_HEADER_BYTES },
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Before the plugins that hook every route, so it sees the hooks a route declares itself.
  registerInProcessReads(app);

  // External plugins
  registerSecurityHeaders(app, config.publicUrl);
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await app.register(fastifyEtag);
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Heroes Haven API',
        version: '1.0.0',
        description: 'The API behind the Heroes Haven web app.',
      },
    },
    transform: jsonSchemaTransform,
  });

  // App plugins: infrastructure on the instance, the error shape, the origin check.
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'mail'),
    log: app.log,
  });
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('mailer', mailer);
  app.decorate(
    'auth',
    createAuth({
      config,
      db: database.db,
      mailer,
      // A new member changes the members directory and the statistics, both cached on this topic.
      onProfileCreated: (userId) => app.bus.publish({ topic: REALTIME_TOPICS.profiles, id: userId }),
    }),
  );
  app.decorate('bus', await createEventBus(database));
  app.addHook('onClose', async () => app.bus.close());
  registerErrorHandler(app);
  registerMetrics(app, database, config.metricsAllow);
  registerUrlLengthCheck(app);
  registerUnstorableTextCheck(app);
  registerWriteLimits(app);
  registerReadCache(app, app.bus, config.cacheMb * 1024 * 1024);
  // Made now rather than at the first signed-in request, so it listens for sign-outs from the start.
  sessionCacheOf(app);
  app.addHook('onRequest', async (request) => {
    // Writes must come from our own pages: refuse other origins (CSRF).
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
    const origin = request.headers.origin;
    if (!origin) {
      // Browsers that omit Origin still say where a request came from.
      if (request.headers['sec-fetch-site'] === 'cross-site') {
        throw new AppError('FORBIDDEN', 'Cross-site requests are not allowed');
      }
      return;
    }
    const sameHost = `${request.protocol}://${request.host}`;
    if (origin !== config.publicUrl && origin !== sameHost) {
      throw new AppError('FORBIDDEN', 'Cross-site requests are not allowed');
    }
  });
  // Who may call each route: after the origin check, before the body is read, validated or
  // counted against a write limit.
  registerRouteAccess(app);
  // A suspended member's writes are refused once their access is known, before anything is counted.
  registerRestrictionCheck(app);

  // Routes
  await app.register(healthRoutes);
  await app.register(accountRoutes);
  await app.register(profileRoutes);
  await app.register(heroRoutes);
  await app.register(heroReviewRoutes);
  await app.register(gameTeamRoutes);
  await app.register(summonRoutes);
  await app.register(collectionRoutes);
  await app.register(homeRoutes);
  await app.register(memberRoutes);
  await app.register(outfitRoutes);
  await app.register(guideRoutes);
  await app.register(teamRoutes);
  await app.register(linkPreviewRoutes);
  await app.register(mediaRoutes);
  await app.register(redeemCodeRoutes);
  await app.register(bannerRoutes);
  await app.register(feedRoutes);
  await app.register(contactRoutes);
  await app.register(officialContentRoutes);
  await app.register(pageRoutes);
  await app.register(realtimeRoutes);
  await app.register(profileCommentRoutes);
  await app.register(communityCommentRoutes);
  await app.register(flashEventRoutes);
  await app.register(friendRoutes);
  await app.register(blockRoutes);
  await app.register(notificationRoutes);
  await app.register(gameDatabaseRoutes);
  await app.register(searchRoutes);
  await app.register(mentionRoutes);
  await app.register(statisticsRoutes);
  await app.register(tierListRoutes);
  await app.register(reportRoutes);
  await app.register(moderationRoutes);
  await app.register(sitemapRoutes);
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await registerWebApp(app, options.serveWeb === false ? null : config.webDistDir);
  return app;
}
