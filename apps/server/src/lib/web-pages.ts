import { Readable } from 'node:stream';
import { Negotiator } from '@fastify/accept-negotiator';
import { SERVER_CLOCK_TIMING, topicsShownBy } from '@haven/shared/common/realtime';
import type { Language } from '@haven/shared/i18n/languages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { getViewer } from '../auth/session.ts';
import type { Viewer } from '../auth/viewer.ts';
import { PRIVATE_NO_STORE, PRIVATE_REVALIDATE, PUBLIC_REVALIDATE } from './cache.ts';
import {
  gzipWithNonce,
  joinWithNonce,
  NONCE_PLACEHOLDER,
  nonceFor,
  type PagePieces,
  splitAtNonce,
} from './csp-nonce.ts';
import { type CacheDependency, etagOf, matchesEtag } from './read-cache.ts';
import { pageLanguage } from './web-language.ts';
import { type createPageRenderer, isPseudoPage, type PageReader, type RenderResult } from './web-render.ts';

type RenderedPage = Extract<RenderResult, { kind: 'page' }>;

/** A rendered answer: a whole HTML document with its status, or a redirect. */
type PageAnswer<Html = string> =
  | { kind: 'page'; status: number; html: Html }
  | { kind: 'redirect'; status: number; location: string };

export type PageServing = ReturnType<typeof createPageRenderer> & {
  /** index.html with the rendered page and its head tags in place. */
  document: (rendered: RenderedPage, request: FastifyRequest) => Promise<string>;
};

/**
 * Renders a page, and tells in the answer's Server-Timing how long that took and how many times
 * the page was drawn (1 when its loaders fetched everything it shows; more means a draw found
 * queries no loader had fetched, and waited for them).
 */
async function renderAnswer(
  serving: PageServing,
  request: FastifyRequest,
  reply: FastifyReply,
  nonce: string,
  reader: PageReader,
  offer: Language | null,
): Promise<{ answer: PageAnswer; dependsOn: CacheDependency[]; freshUntil?: number }> {
  const startedAt = performance.now();
  const rendered = await serving.renderPage(request, nonce, reader, offer);
  // What each read depends on when all are known; else every event of the topics its queries name.
  const dependsOn = rendered.dependsOn ?? [{ topics: topicsShownBy(rendered.topics) }];
  if (rendered.kind === 'redirect') {
    const { kind, status, location } = rendered;
    return { answer: { kind, status, location }, dependsOn };
  }
  const took = (performance.now() - startedAt).toFixed(1);
  addServerTiming(
    reply,
    `render;dur=${took};desc="${rendered.draws} draw${rendered.draws === 1 ? '' : 's'}"`,
  );
  const html = await serving.document(rendered, request);
  return {
    answer: { kind: 'page', status: rendered.status, html },
    dependsOn,
    freshUntil: rendered.freshUntil,
  };
}

function addServerTiming(reply: FastifyReply, entry: string) {
  const before = reply.getHeader('server-timing');
  reply.header('server-timing', before ? `${before}, ${entry}` : entry);
}

/**
 * A stored answer: the page in pieces around its scripts' nonce, or a redirect; with the server's
 * clock from before its data was read.
 */
type StoredAnswer = (
  | { kind: 'page'; status: number; pieces: PagePieces }
  | { kind: 'redirect'; status: number; location: string }
) & { clock: number };

/** Tells the browser the server's clock its page's data is as of: its event stream asks for what came after. */
function tellClock(reply: FastifyReply, clock: number) {
  addServerTiming(reply, `${SERVER_CLOCK_TIMING};desc=${clock}`);
}

function send(reply: FastifyReply, answer: PageAnswer<string | Buffer | Readable>) {
  if (answer.kind === 'redirect') return reply.redirect(answer.location, answer.status);
  return reply.status(answer.status).type('text/html; charset=utf-8').send(answer.html);
}

/** Stored pages are kept compressed for gzip, which every browser accepts. */
const gzipOnly = new Negotiator({ supportedValues: ['gzip'] });

/**
 * Whether a member is served the copy of a page members share: not an admin (whose pages carry
 * editing controls), not restricted (whose pages carry the restriction's banner), set up.
 */
function readsMembersCopy(viewer: Viewer): boolean {
  return viewer.isSetupComplete && !viewer.isAdmin && !viewer.restriction;
}

/**
 * Serves a page rendered on the server. A visitor's page is rendered without any cookie and kept
 * in the read cache per address until an event of a topic its data came from, or until what it drew
 * from the clock goes out of date (a 304 for a matching ETag); the copy holds a placeholder where
 * its scripts' nonce goes, and every serve puts the request's own nonce there, so the ETag stays
 * the same while no two answers share a nonce. It is kept compressed too, in pieces a serve joins
 * around the nonce, so a browser's gzip answer costs no compression. A 304 carries no CSP header:
 * the browser keeps the one that came with its copy, whose nonce its scripts carry. A page whose
 * route says it may be shared with members is kept the same way for them: drawn once without a
 * session (its members' parts waiting for the browser to ask who is looking), private to each
 * browser. Any other member's page is rendered with their session for them alone: private, never
 * stored. The address names the page's language; the language offered to a person whose browser
 * prefers another (web-language.ts) is part of the stored copy's key. While a stored page is drawn
 * again after a change, those asking meanwhile get the copy before it at once rather than waiting
 * for the draw. Every answer tells the server's clock from before its data was read, stored copy or
 * not: the page's event stream is then sent every change announced since.
 */
export async function serveRenderedPage(
  app: FastifyInstance,
  serving: PageServing,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  // Taken before any data is read.
  const requestClock = Date.now();
  const requestNonce = nonceFor(request.raw);
  const viewer = await getViewer(request).catch(() => null);
  // A pseudo-language page is drawn as asked: no language is offered nor chosen for it.
  const language = isPseudoPage(app, request.url)
    ? { redirected: false as const, offer: null }
    : await pageLanguage(app, request, reply, viewer);
  if (language.redirected) {
    tellClock(reply, requestClock);
    return reply;
  }
  const { offer } = language;
  const readCache = app.readCache;
  const isMembersCopy =
    viewer !== null && readsMembersCopy(viewer) && (await serving.isSharedWithMembers(request));
  if (!readCache || (viewer && !isMembersCopy)) {
    reply.header('cache-control', PRIVATE_NO_STORE);
    tellClock(reply, requestClock);
    const reader = viewer ? 'member' : 'visitor';
    const { answer } = await renderAnswer(serving, request, reply, requestNonce, reader, offer);
    if (answer.kind === 'redirect') return send(reply, answer);
    // Sent as a stream: a page never stored needs no ETag (so none is hashed), and a stream is
    // compressed in Node's thread pool, off the thread that renders the next page.
    return send(reply, { ...answer, html: Readable.from([answer.html]) });
  }
  const reader: PageReader = isMembersCopy ? 'any member' : 'visitor';
  const key = `page for ${reader}${offer ? ` offering ${offer}` : ''} ${request.url}`;
  const draw = async () => {
    const clock = Date.now();
    const { answer, dependsOn, freshUntil } = await renderAnswer(
      serving,
      request,
      reply,
      NONCE_PLACEHOLDER,
      reader,
      offer,
    );
    if (answer.kind === 'redirect') {
      const value: StoredAnswer = { ...answer, clock };
      return { body: '', etag: etagOf(JSON.stringify(answer)), value, dependsOn, freshUntil };
    }
    const stored: StoredAnswer = {
      kind: 'page',
      status: answer.status,
      pieces: await splitAtNonce(answer.html),
      clock,
    };
    const etag = etagOf(String(answer.status), answer.html);
    return { body: answer.html, etag, value: stored, dependsOn, freshUntil };
  };
  // While a copy is drawn again, others asking get the copy before it at once: its clock has the
  // browser's event stream send what changed since, so the page is current once live.
  const cached = await readCache.readComputed(key, draw, { previousWhileComputing: true });
  const answer = cached.value as StoredAnswer;
  tellClock(reply, cached.stale ? answer.clock : requestClock);
  if (answer.kind === 'page') {
    reply.header('cache-control', isMembersCopy ? PRIVATE_REVALIDATE : PUBLIC_REVALIDATE);
    reply.header('etag', cached.etag);
    // The language offered depends on the browser's languages and a remembered choice.
    reply.header('vary', 'accept-encoding, accept-language, cookie');
    if (matchesEtag(request.headers['if-none-match'], cached.etag)) {
      reply.raw.removeHeader('content-security-policy');
      return reply.code(304).send();
    }
    if (gzipOnly.negotiate(request.headers['accept-encoding'] ?? '') === 'gzip') {
      reply.header('content-encoding', 'gzip');
      return send(reply, { ...answer, html: gzipWithNonce(answer.pieces, requestNonce) });
    }
    return send(reply, { ...answer, html: joinWithNonce(answer.pieces, requestNonce) });
  }
  return send(reply, { kind: 'redirect', status: answer.status, location: answer.location });
}
