import { describe, expect, it } from 'vitest';
import {
  createMentionMatcher,
  escapeHtml,
  findMentionsInHtml,
  findMentionsInText,
  linkMentionsInHtml,
  splitMentions,
} from './link-mentions.ts';

const elowen = { name: 'Elowen Marchbank', path: '/heroes/elowen-marchbank' };
const amber = { name: 'Amber', path: '/database/gems/amber' };
const amberTear = { name: 'Amber Tear', path: '/database/gems/amber-tear' };
const ladle = { name: 'Copper Ladle & Spoon', path: '/database/gear/ladle' };
const verdict = { name: 'Gatekeeper’s Verdict', path: '/database/items/verdict' };
const matcher = createMentionMatcher([elowen, amber, amberTear, ladle, verdict]);
const link = (target: { path: string }, nameHtml: string) =>
  `<a href="${escapeHtml(target.path)}">${nameHtml}</a>`;

describe('linking names in rich text', () => {
  it('links an exact name, whole words only, and nothing else', () => {
    expect(linkMentionsInHtml('<p>Take Elowen Marchbank along.</p>', matcher, link)).toBe(
      '<p>Take <a href="/heroes/elowen-marchbank">Elowen Marchbank</a> along.</p>',
    );
    expect(linkMentionsInHtml('<p>elowen marchbank, Elowen Marchbanks, Elowen</p>', matcher, link)).toBe(
      '<p>elowen marchbank, Elowen Marchbanks, Elowen</p>',
    );
    expect(linkMentionsInHtml('<p>Amberfall and XAmber</p>', matcher, link)).toBe(
      '<p>Amberfall and XAmber</p>',
    );
  });

  it('prefers the longest name where names overlap', () => {
    expect(linkMentionsInHtml('<p>Socket an Amber Tear, or plain Amber.</p>', matcher, link)).toBe(
      '<p>Socket an <a href="/database/gems/amber-tear">Amber Tear</a>, or plain ' +
        '<a href="/database/gems/amber">Amber</a>.</p>',
    );
  });

  it('never links inside an existing link, code or a heading', () => {
    const html =
      '<p><a href="https://example.com">Elowen Marchbank</a></p><pre><code>Amber</code></pre>' +
      '<h2>Elowen Marchbank</h2><p>Amber</p>';
    expect(linkMentionsInHtml(html, matcher, link)).toBe(
      '<p><a href="https://example.com">Elowen Marchbank</a></p><pre><code>Amber</code></pre>' +
        '<h2>Elowen Marchbank</h2><p><a href="/database/gems/amber">Amber</a></p>',
    );
  });

  it('matches names across entities and keeps the text exactly as written', () => {
    expect(
      linkMentionsInHtml('<p>My Copper Ladle &amp; Spoon and Gatekeeper’s Verdict</p>', matcher, link),
    ).toBe(
      '<p>My <a href="/database/gear/ladle">Copper Ladle &amp; Spoon</a> and ' +
        '<a href="/database/items/verdict">Gatekeeper’s Verdict</a></p>',
    );
    expect(linkMentionsInHtml('<p>Elowen&nbsp;Marchbank &unknown; &lt;b&gt;</p>', matcher, link)).toBe(
      '<p>Elowen&nbsp;Marchbank &unknown; &lt;b&gt;</p>',
    );
  });

  it('never touches attributes, so a name in an image description stays as it was', () => {
    const html = '<p><img src="/media/abc.webp" alt="Elowen Marchbank">Amber</p>';
    expect(linkMentionsInHtml(html, matcher, link)).toBe(
      '<p><img src="/media/abc.webp" alt="Elowen Marchbank"><a href="/database/gems/amber">Amber</a></p>',
    );
  });

  it('escapes what the link writes', () => {
    const odd = createMentionMatcher([{ name: 'Odd One', path: '/x?a="b"&c=<d>' }]);
    expect(linkMentionsInHtml('<p>Odd One</p>', odd, link)).toBe(
      '<p><a href="/x?a=&quot;b&quot;&amp;c=&lt;d&gt;">Odd One</a></p>',
    );
  });

  it('lists each named target once, in order of first mention', () => {
    const html = '<p>Amber Tear, Elowen Marchbank, Amber Tear</p><p><a href="/x">Amber</a></p>';
    expect(findMentionsInHtml(html, matcher)).toEqual([amberTear, elowen]);
  });
});

describe('linking names in plain text', () => {
  it('splits text into its runs and the names it holds', () => {
    expect(splitMentions('Pair Elowen Marchbank with an Amber Tear.', matcher)).toEqual([
      'Pair ',
      { text: 'Elowen Marchbank', target: elowen },
      ' with an ',
      { text: 'Amber Tear', target: amberTear },
      '.',
    ]);
    expect(findMentionsInText('Amber, Amber and Amber', matcher)).toEqual([amber]);
  });

  it('ignores names too short to tell from words, and a repeated name keeps its first target', () => {
    const short = createMentionMatcher([
      { name: 'Ox', path: '/a' },
      elowen,
      { name: 'Elowen Marchbank', path: '/b' },
    ]);
    expect(splitMentions('Ox and Elowen Marchbank', short)).toEqual([
      'Ox and ',
      { text: 'Elowen Marchbank', target: elowen },
    ]);
  });
});
