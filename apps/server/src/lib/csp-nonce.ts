import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const nonces = new WeakMap<IncomingMessage, string>();

/** A fresh script nonce. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
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
