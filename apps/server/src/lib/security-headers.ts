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
 * Helmet's security headers on every answer. The middleware is built once here (helmet's Fastify
 * plugin builds it again for every request, which cost more than answering a cached read), and its
 * policy allows only the site's own script files: an API answer runs no inline script, so it needs
 * no nonce.
 */
export function registerSecurityHeaders(app: FastifyInstance, publicUrl: string): void {
  const securityHeaders = helmet({
    contentSecurityPolicy: policyOptions(publicUrl, ["'self'"]),
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: publicUrl.startsWith('https://'),
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw as IncomingMessage, reply.raw, (error) => done(error as Error | undefined));
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
