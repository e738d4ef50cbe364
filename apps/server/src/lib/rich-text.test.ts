import { describe, expect, it } from 'vitest';
import { unsafePartsOf, XSS_CORPUS } from '../test/xss-corpus.ts';
import { sanitizeRichHtml } from './rich-text.ts';

describe('sanitizeRichHtml', () => {
  it.each(XSS_CORPUS)('keeps nothing executable from %s', (payload) => {
    const clean = sanitizeRichHtml(payload);
    expect(unsafePartsOf(clean)).toEqual([]);
    expect(clean).not.toMatch(
      /<\s*(script|svg|math|iframe|object|embed|style|form|meta|base|link|noscript)/i,
    );
    expect(clean).not.toMatch(/\son[a-z]+\s*=/i);
    expect(clean).not.toMatch(/javascript:|vbscript:|data:/i);
  });

  it.each(XSS_CORPUS)(
    'gives the same result when sanitised again, so nothing mutates on a re-parse: %s',
    (payload) => {
      const once = sanitizeRichHtml(payload);
      expect(sanitizeRichHtml(once)).toBe(once);
    },
  );

  it('keeps everything the editor toolbars produce', () => {
    const html = [
      '<h1>One</h1><h2>Two</h2><h3>Three</h3>',
      '<p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <code>c</code><br /></p>',
      '<ul><li><p>a</p></li></ul><ol start="3"><li><p>b</p></li></ol>',
      '<blockquote><p>q</p></blockquote><pre><code>x = 1;</code></pre><hr />',
      '<p><span style="color: #ff0000">red</span> <span style="background-color: rgb(1, 2, 3)">bg</span></p>',
      '<p><img src="https://img.example/a.png" alt="A" /><img src="/media/abc123.webp" alt="B" /></p>',
    ].join('');
    expect(sanitizeRichHtml(html)).toBe(html);
  });

  it('gives web links rel="noopener noreferrer nofollow" and a new tab, and mail links the rel only', () => {
    expect(sanitizeRichHtml('<a href="https://ok.example/x" target="_self" rel="opener">ok</a>')).toBe(
      '<a href="https://ok.example/x" target="_blank" rel="noopener noreferrer nofollow">ok</a>',
    );
    expect(sanitizeRichHtml('<a href="mailto:team@example.com">mail</a>')).toBe(
      '<a href="mailto:team@example.com" rel="noopener noreferrer nofollow">mail</a>',
    );
  });

  it('keeps the text of a refused link but not the link', () => {
    expect(sanitizeRichHtml('<a href="javascript:alert(1)">click</a>')).toBe('<a>click</a>');
  });

  it('removes images from http, data or other paths of our site', () => {
    for (const src of [
      'http://x.example/a.png',
      'data:image/png;base64,AAAA',
      '/api/me',
      '/media/../x.webp',
    ]) {
      expect(sanitizeRichHtml(`<p><img src="${src}">x</p>`)).toBe('<p>x</p>');
    }
  });

  it('keeps only colour declarations in a style', () => {
    expect(sanitizeRichHtml('<span style="position: fixed; color: #123abc; top: 0">x</span>')).toBe(
      '<span style="color: #123abc">x</span>',
    );
  });
});
