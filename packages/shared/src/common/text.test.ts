import { describe, expect, it } from 'vitest';
import { htmlToPlainText, truncateText } from './text.ts';

describe('htmlToPlainText', () => {
  it('adds no space where an inline tag closes', () => {
    expect(htmlToPlainText('<p><strong>Winter</strong>: frost</p>')).toBe('Winter: frost');
  });
  it('drops tags, decodes common entities and collapses spaces', () => {
    expect(htmlToPlainText('<p>Hello&nbsp;<b>there</b></p>\n<p>A &amp; B</p>')).toBe('Hello there A & B');
  });
});

describe('truncateText', () => {
  it('keeps short text and cuts long text at a word with an ellipsis', () => {
    expect(truncateText('short', 10)).toBe('short');
    expect(truncateText('the quick brown fox jumps', 16)).toBe('the quick brown…');
  });
});
