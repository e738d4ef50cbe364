import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipWithNonce, joinWithNonce, NONCE_PLACEHOLDER, splitAtNonce } from './csp-nonce.ts';

const slot = `nonce="${NONCE_PLACEHOLDER}"`;

describe('a stored page joined around a request’s nonce', () => {
  const page = [
    `<!doctype html><html><head><script ${slot}>theme()</script></head><body>`,
    `<main>${'<p>Heroes hold the gate at dusk.</p>'.repeat(4000)}</main>`,
    `<script ${slot}>window.__state = {"heroes":[]}</script><script ${slot}>hydrate()</script></body></html>`,
  ].join('');
  const expected = page.replaceAll(NONCE_PLACEHOLDER, 'abc123+/=');

  it('puts the nonce on every script that carried the placeholder', async () => {
    expect(joinWithNonce(await splitAtNonce(page), 'abc123+/=').toString()).toBe(expected);
  });

  it('gives the same page as gzip a browser decompresses, smaller than the page', async () => {
    const gzipped = gzipWithNonce(await splitAtNonce(page), 'abc123+/=');
    expect(zlib.gunzipSync(gzipped).toString()).toBe(expected);
    expect(gzipped.length).toBeLessThan(page.length / 10);
  });

  it('gzips a page without any script, and an empty one', async () => {
    for (const html of ['<p>plain</p>', '']) {
      expect(zlib.gunzipSync(gzipWithNonce(await splitAtNonce(html), 'n')).toString()).toBe(html);
    }
  });

  it('gives each request’s nonce in its own answer', async () => {
    const pieces = await splitAtNonce(page);
    const first = zlib.gunzipSync(gzipWithNonce(pieces, 'first')).toString();
    const second = zlib.gunzipSync(gzipWithNonce(pieces, 'second')).toString();
    expect(first).toContain('nonce="first"');
    expect(first).not.toContain('second');
    expect(second).toContain('nonce="second"');
  });
});
