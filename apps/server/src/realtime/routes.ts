import { EventStreamQuerySchema } from '@haven/shared/common/event-stream';
import { CLOCK_EVENT } from '@haven/shared/common/realtime';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getViewer, refreshViewer, watchSessionEnd } from '../auth/session.ts';
import type { Viewer } from '../auth/viewer.ts';
import { NO_STORE } from '../lib/cache.ts';
import { AppError } from '../lib/errors.ts';
import { MAX_BUFFERED_BYTES, StreamSlots, TOO_MANY_STREAMS_MESSAGE } from './stream-limits.ts';
import { followStreamViewer } from './stream-viewer.ts';

/** Keeps proxies from closing an idle stream, and tells the browser the server's clock. */
const HEARTBEAT_MS = 25_000;

export type StreamStats = { open: number; heartbeats: number; members: number; addresses: number };

const statsByServer = new WeakMap<object, () => StreamStats>();

/** Open event streams of the app listening on `server`, and the heartbeat timers they hold. */
export function streamStats(server: object): StreamStats {
  return statsByServer.get(server)?.() ?? { open: 0, heartbeats: 0, members: 0, addresses: 0 };
}

/** Server-Sent Events: each connected browser gets the events it may see. */
export const realtimeRoutes: FastifyPluginAsyncZod = async (app) => {
  const openStreams = new Set<() => void>();
  const slots = new StreamSlots(app.config.rateLimit);
  let heartbeats = 0;
  statsByServer.set(app.server, () => ({ ...slots.stats(), heartbeats }));
  // Open streams never end on their own: end them so shutdown is not held up.
  app.addHook('preClose', async () => {
    for (const end of openStreams) end();
  });

  /** The server's clock, from which a browser that reconnects asks for what it missed. */
  const clockFrame = () => `event: ${CLOCK_EVENT}\ndata: ${Date.now()}\n\n`;

  app.get(
    '/api/events',
    { schema: { tags: ['realtime'], hide: true, querystring: EventStreamQuerySchema } },
    async (request, reply) => {
      // Listen for the client leaving before anything is awaited: a client gone during
      // the session lookup must not leave a subscription or a timer behind.
      let cleanup: (() => void) | null = null;
      let gone = false;
      const onClose = () => {
        gone = true;
        cleanup?.();
      };
      request.raw.on('close', onClose);
      reply.raw.on('close', onClose);
      // Events are taken (and held) from before the viewer is read, so a change of rights during the read counts.
      const audience = followStreamViewer(() => refreshViewer(request));
      // What the page may have missed since its data was read comes first (taken in the same turn as
      // the subscription, so no event falls between them).
      const { since } = request.query;
      if (since !== undefined) for (const event of app.bus.since(since)) audience.receive(event);
      const unsubscribe = app.bus.subscribe(audience.receive);
      let viewer: Viewer | null;
      let stopWatching: () => void;
      try {
        viewer = await getViewer(request);
        // A stream ends with its session (sign-out, revocation, expiry); the browser reconnects as who it now is.
        stopWatching = await watchSessionEnd(request, () => end());
      } catch (error) {
        unsubscribe();
        throw error;
      }
      if (gone) {
        stopWatching();
        unsubscribe();
        return reply.hijack();
      }
      const release = slots.take(viewer?.id ?? null, request.ip);
      if (!release) {
        stopWatching();
        unsubscribe();
        reply.header('retry-after', '30');
        throw new AppError('RATE_LIMITED', TOO_MANY_STREAMS_MESSAGE);
      }

      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': NO_STORE,
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      // A client that reads nothing while events pile up is dropped instead of buffered without end.
      const send = (chunk: string) => {
        if (res.writableLength > MAX_BUFFERED_BYTES) {
          request.log.warn({ buffered: res.writableLength }, 'dropping an event stream that does not read');
          end();
          res.destroy();
          return;
        }
        res.write(chunk);
      };
      const heartbeat = setInterval(() => send(clockFrame()), HEARTBEAT_MS);
      heartbeats += 1;
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        stopWatching();
        clearInterval(heartbeat);
        heartbeats -= 1;
        unsubscribe();
        release();
        openStreams.delete(end);
        res.end();
      };
      cleanup = end;
      openStreams.add(end);
      send(`retry: 1000\n${clockFrame()}`);
      // Its member's rights are re-read when they change; a failed read ends the stream, and the browser reconnects.
      audience.start(viewer, {
        send: (event) => {
          if (!ended)
            send(`id: ${Date.now()}\ndata: ${JSON.stringify({ topic: event.topic, id: event.id })}\n\n`);
        },
        fail: (error) => {
          request.log.warn({ err: error }, 'ending an event stream whose viewer could not be read again');
          end();
        },
      });
    },
  );
};
