import { describe, expect, it } from 'vitest';
import { contentKey, outfitCardPath } from './preview-cards.ts';

describe('drawn card addresses', () => {
  it('name what a card shows in 32 hex digits, the same for the same content and new for a change', () => {
    expect(contentKey('Morning Watch')).toMatch(/^[0-9a-f]{32}$/);
    expect(contentKey('Morning Watch')).toBe(contentKey('Morning Watch'));
    expect(contentKey('Morning Watch')).not.toBe(contentKey('Morning Watcn'));
    expect(contentKey('')).toMatch(/^[0-9a-f]{32}$/);
  });

  it("change an outfit's address when its picture would change", () => {
    const gown = { slug: 'outfit-7', name: 'Moonlit Gown', image: '/media/a.webp' };
    expect(outfitCardPath(gown)).toMatch(/^\/api\/previews\/outfits\/outfit-7\/[0-9a-f]{32}\.png$/);
    expect(outfitCardPath({ ...gown, image: '/media/b.webp' })).not.toBe(outfitCardPath(gown));
  });
});
