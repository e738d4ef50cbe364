import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { nonceFor } from './csp-nonce.ts';

/** A script source: fixed, or computed for each request (its nonce). */
type ScriptSource = string | ((request: IncomingMessage, response: ServerResponse) => string);

/** The Content Security Policy, with the script sources of the answer it goes on. */
function policyOptions(publicUrl: string, scriptSrc: ScriptSource[]) {
  return {
    useDefaults: false as const,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc,
      // React and the toast library set inline style attributes.
      styleSrc: ["'self'", "'unsafe-inline'"],
      // Avatars and guide thumbnails may be links to other https sites.
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(publicUrl.startsWith('https://') ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

/**
 * Helmet's security headers on every answer, by what the answer is. A document (a page, a
 * script, a stylesheet) gets the whole set, its policy allowing only the site's own script files.
 * An API answer is never a document: it needs only what stops a browser from treating it as one
 * (no sniffing, a policy under which nothing runs or frames it) and from handing it to another
 * site; the headers that govern documents (opener, referrer, frames, prefetch) would only add
 * bytes and work to each of the app's most frequent answers. The middlewares are built once
 * here (helmet's Fastify plugin builds them again for every request).
 */
export function registerSecurityHeaders(app: FastifyInstance, publicUrl: string): void {
  const strictTransportSecurity = publicUrl.startsWith('https://');
  const documentHeaders = helmet({
    contentSecurityPolicy: policyOptions(publicUrl, ["'self'"]),
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity,
  });
  const apiHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    strictTransportSecurity,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    const headers = request.url.startsWith('/api/') ? apiHeaders : documentHeaders;
    headers(request.raw as IncomingMessage, reply.raw, (error) => done(error as Error | undefined));
  });
}

/**
 * The policy of a rendered page: the same, plus the request's own nonce for the page's inline
 * scripts (its router and query state). Call it when answering with the page.
 */
export function pageSecurityPolicy(publicUrl: string) {
  const policy = helmet.contentSecurityPolicy(
    policyOptions(publicUrl, ["'self'", (request) => `'nonce-${nonceFor(request)}'`]),
  );
  return (request: FastifyRequest, reply: FastifyReply) =>
    policy(request.raw as IncomingMessage, reply.raw as ServerResponse, () => {});
}
