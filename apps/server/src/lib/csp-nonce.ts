import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const nonces = new WeakMap<IncomingMessage, string>();

/** A fresh script nonce. */
function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * What a stored page carries where its scripts' nonce goes, until a serve puts the request's own
 * there: unguessable, so nothing a member writes can be taken for it.
 */
export const NONCE_PLACEHOLDER = `nonce-slot-${randomBytes(12).toString('hex')}`;

const PLACEHOLDER_ATTRIBUTE = `nonce="${NONCE_PLACEHOLDER}"`;

/**
 * A stored page cut where its scripts' nonce goes, each piece encoded once: a serve then joins
 * the pieces around the request's own nonce without encoding the whole page again.
 */
export function splitAtNonce(html: string): Buffer[] {
  return html.split(PLACEHOLDER_ATTRIBUTE).map((piece) => Buffer.from(piece));
}

/** The stored page with this nonce on every script that carried the placeholder. */
export function joinWithNonce(pieces: readonly Buffer[], nonce: string): Buffer {
  const attribute = Buffer.from(`nonce="${nonce}"`);
  return Buffer.concat(pieces.flatMap((piece, i) => (i === 0 ? [piece] : [attribute, piece])));
}

/** The request's own script nonce: made on first use, the same for the CSP header and the page. */
export function nonceFor(request: IncomingMessage): string {
  let nonce = nonces.get(request);
  if (!nonce) {
    nonce = newNonce();
    nonces.set(request, nonce);
  }
  return nonce;
}
