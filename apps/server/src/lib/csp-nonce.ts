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

/** The page with this nonce on every script that carries the placeholder. */
export function withNonce(html: string, nonce: string): string {
  return html.replaceAll(`nonce="${NONCE_PLACEHOLDER}"`, `nonce="${nonce}"`);
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
