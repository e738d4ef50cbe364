import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';
import { standInWebBuild } from '../test/web-build.ts';

/** A stand-in server entry drawing whether it was asked for the pseudo-language. */
const PAGE_ENTRY = `export async function render({ pseudo, url }) {
      return { kind: 'page', status: 200, head: '<title>Page</title>', language: pseudo ? 'en-XA' : 'en',
        body: '<p>Pseudo ' + pseudo + ' on ' + new URL(url).pathname + '</p>', topics: ['heroes'], draws: 1 };
    }`;

const t = useTestApp({ webDistDir: standInWebBuild(PAGE_ENTRY) });

describe('the pseudo-language', () => {
  it('is drawn under /pseudo by a server that switches it on, whatever language was chosen', async () => {
    const response = await t.app.inject({ url: '/pseudo/heroes', headers: { cookie: 'lang=es' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Pseudo true on /pseudo/heroes');
  });

  it('leaves every other address as it was', async () => {
    const response = await t.app.inject({ url: '/heroes' });
    expect(response.body).toContain('Pseudo false on /heroes');
  });

  it('is an ordinary English address on a server that does not draw it', async () => {
    t.app.config.pseudoLanguage = false;
    try {
      const response = await t.app.inject({ url: '/pseudo/guides' });
      expect(response.body).toContain('Pseudo false on /pseudo/guides');
    } finally {
      t.app.config.pseudoLanguage = true;
    }
  });
});
