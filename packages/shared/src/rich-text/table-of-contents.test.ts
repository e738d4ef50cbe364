import { describe, expect, it } from 'vitest';
import { anchorHeadings, headingIds } from './table-of-contents.ts';

describe('anchorHeadings', () => {
  it('gives each h2 and h3 an id built from its text and lists them in order with their level', () => {
    const { html, entries } = anchorHeadings(
      '<h2>Early Game</h2><p>Text</p><h3>Best <strong>Heroes</strong>!</h3>',
    );
    expect(html).toBe(
      '<h2 id="section-early-game">Early Game</h2><p>Text</p><h3 id="section-best-heroes">Best <strong>Heroes</strong>!</h3>',
    );
    expect(entries).toEqual([
      { id: 'section-early-game', text: 'Early Game', level: 2 },
      { id: 'section-best-heroes', text: 'Best Heroes!', level: 3 },
    ]);
  });

  it('keeps ids unique within the text, even when a heading reads like a numbered repeat', () => {
    const { entries } = anchorHeadings('<h2>Plan</h2><h2>Plan</h2><h2>Plan 2</h2><h3>plan</h3>');
    expect(entries.map((e) => e.id)).toEqual([
      'section-plan',
      'section-plan-2',
      'section-plan-2-2',
      'section-plan-3',
    ]);
  });

  it('builds ids of lowercase letters, digits and hyphens only, whatever the text holds', () => {
    const { entries } = anchorHeadings(
      '<h2>&quot;Boss&quot; &amp; &lt;Adds&gt; — Phase #1</h2><h2>ドラゴン</h2>',
    );
    expect(entries).toEqual([
      { id: 'section-boss-adds-phase-1', text: '"Boss" & <Adds> — Phase #1', level: 2 },
      { id: 'section-heading', text: 'ドラゴン', level: 2 },
    ]);
    for (const { id } of entries) expect(id).toMatch(/^[a-z0-9-]+$/);
  });

  it('cuts long headings to a short id', () => {
    const { entries } = anchorHeadings(`<h2>${'very long words '.repeat(20)}</h2>`);
    expect(entries[0]?.id.length).toBeLessThanOrEqual(68);
    expect(entries[0]?.id).not.toMatch(/-$/);
  });

  it('leaves other headings and text alone and skips empty headings in the list', () => {
    const { html, entries } = anchorHeadings('<h1>Title</h1><h2></h2><h4>Small</h4><p>h2 text</p>');
    expect(html).toBe('<h1>Title</h1><h2 id="section-heading"></h2><h4>Small</h4><p>h2 text</p>');
    expect(entries).toEqual([]);
  });

  it('lists nothing for text without headings', () => {
    expect(anchorHeadings('<p>Just a paragraph.</p>')).toEqual({
      html: '<p>Just a paragraph.</p>',
      entries: [],
    });
  });

  it("gives a translation its original's ids in order when it has as many headings, else its own", () => {
    const original = headingIds('<h2>Redeeming a code</h2><h3>Where</h3><h2></h2>');
    expect(original).toEqual(['section-redeeming-a-code', 'section-where', 'section-heading']);
    const translated = anchorHeadings('<h2>Canjear un código</h2><h3>Dónde</h3><h2>Más</h2>', original);
    expect(translated.entries.map((e) => e.id)).toEqual([
      'section-redeeming-a-code',
      'section-where',
      'section-heading',
    ]);
    const ownIds = anchorHeadings('<h2>Canjear un código</h2>', original).entries.map((e) => e.id);
    expect(ownIds).not.toContain('section-redeeming-a-code');
  });
});
