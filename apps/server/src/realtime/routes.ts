import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getViewer, watchSessionEnd } from '../auth/session.ts';
import { canReceive } from './bus.ts';

/** Keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 25_000;

/** Server-Sent Events: each connected browser gets the events it may see. */
export const realtimeRoutes: FastifyPluginAsyncZod = async (app) => {
  const openStreams = new Set<() => void>();
  // Open streams never end on their own: end them so shutdown is not held up.
  app.addHook('preClose', async () => {
    for (const end of openStreams) end();
  });

  app.get('/api/events', { schema: { tags: ['realtime'], hide: true } }, async (request, reply) => {
    const viewer = await getViewer(request);
    // A stream ends with its session (sign-out, revocation, expiry); the browser reconnects as who it now is.
    const stopWatching = await watchSessionEnd(request, () => end());
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 1000\n\n');
    const unsubscribe = app.bus.subscribe((event) => {
      if (!canReceive(viewer, event)) return;
      res.write(`data: ${JSON.stringify({ topic: event.topic, id: event.id })}\n\n`);
    });
    const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
    const end = () => {
      stopWatching();
      clearInterval(heartbeat);
      unsubscribe();
      openStreams.delete(end);
      res.end();
    };
    openStreams.add(end);
    request.raw.on('close', end);
  });
};
