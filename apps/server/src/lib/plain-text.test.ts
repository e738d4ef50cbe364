import { describe, expect, it } from 'vitest';
import { toPlainText } from './plain-text.ts';

// Payloads from XSS cheat sheets and link-spam obfuscations.
const XSS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="javascript:alert(1)">',
  '<svg/onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<a href="javascript:alert(1)">click</a>',
  '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>',
  '<body onload=alert(1)>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '&amp;lt;img src=x onerror=alert(1)&amp;gt;',
  '<<img src=x onerror=alert(1)>>',
  '<details open ontoggle=alert(1)>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '"><img src=x onerror=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<a href="https://evil.example">evil</a>',
];

const LINKS = [
  'https://evil.example/path?q=1',
  'HTTP://EVIL.COM',
  'www.evil.com',
  'evil.com',
  'EVIL.COM/deal',
  'shop.evil.co.uk',
  '//evil.com/x',
  'http://127.0.0.1:8080/',
  'ftp://files.evil.org',
  'mailto:someone@evil.com',
  'someone@evil.com',
  '&#104;ttps://evil.com',
  'h&#116;tp://evil.com',
  'ｅｖｉｌ．ｃｏｍ',
  'ev\u200Bil.com',
  'evil\u00AD.com',
  '<b>evil</b>.com',
  'evil.com.',
];

/** Anything a browser would read as a tag or an attribute. */
const TAG = /<\s*\/?\s*[a-z!]|\bon[a-z]+\s*=|javascript:/i;
/** Anything that still looks like a link after the rule ran. */
const LINK = /(?:https?|ftp|mailto):|www\.|\b[a-z0-9-]+\.(?:com|org|net|co|uk|example)\b|\d+\.\d+\.\d+\.\d+/i;

describe('toPlainText', () => {
  it.each(XSS)('leaves no tag, attribute or script of %j', (payload) => {
    const text = toPlainText(`Nice hero ${payload} indeed`);
    expect(text).not.toMatch(TAG);
    expect(text).not.toMatch(LINK);
  });

  it.each(LINKS)('leaves no link of %j', (payload) => {
    const text = toPlainText(`Look at ${payload} for free gems`);
    expect(text).not.toMatch(LINK);
    expect(text).toMatch(/^Look at\b/);
  });

  it('keeps ordinary text, including angle brackets that are not tags', () => {
    expect(toPlainText('  <b>Strong</b> pick ')).toBe('Strong pick');
    expect(toPlainText('I <3 this hero, 10/10 and 5 > 4')).toBe('I <3 this hero, 10/10 and 5 > 4');
    expect(toPlainText('see https://example.com/x and www.example.org')).toBe('see and');
    expect(toPlainText('Line one\nline two')).toBe('Line one\nline two');
    expect(toPlainText('Tom & Jerry')).toBe('Tom & Jerry');
  });
});
