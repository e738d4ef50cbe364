import { dehydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { askAgainForMember } from './members-copy';

/** A browser holding a page drawn for any member: its rating (the member's own part) and its hero. */
function memberCopy() {
  const browser = new QueryClient();
  browser.setQueryData(['heroes', 'rating', 'h1'], { myRating: null });
  browser.setQueryData(['heroes', 'detail', 'elowen'], { name: 'Elowen' });
  const state = {
    ...dehydrate(browser),
    sessionPending: true as const,
    forViewer: ['["heroes","rating","h1"]'],
  };
  const settled = () =>
    askAgainForMember(browser, state, ['me'], (me) => (me as { user: unknown }).user !== null);
  const isInvalidated = (key: string[]) =>
    browser.getQueryCache().find({ queryKey: key })?.state.isInvalidated;
  return { browser, settled, isInvalidated };
}

describe('a page drawn for any member', () => {
  it("asks again for the member's own parts once the session names a member, and for nothing else", async () => {
    const { browser, settled, isInvalidated } = memberCopy();
    const whole = settled();
    browser.setQueryData(['me'], { user: { id: 'm1' } });
    await whole;
    expect(isInvalidated(['heroes', 'rating', 'h1'])).toBe(true);
    expect(isInvalidated(['heroes', 'detail', 'elowen'])).toBe(false);
  });

  it('keeps what it drew when the session turns out to be a visitor', async () => {
    const { browser, settled, isInvalidated } = memberCopy();
    const whole = settled();
    browser.setQueryData(['me'], { user: null });
    await whole;
    expect(isInvalidated(['heroes', 'rating', 'h1'])).toBe(false);
  });

  it('is whole only once the session is known, also when the session came first', async () => {
    const first = memberCopy();
    let isWhole = false;
    const whole = first.settled().then(() => {
      isWhole = true;
    });
    await Promise.resolve();
    expect(isWhole).toBe(false);
    first.browser.setQueryData(['me'], { user: { id: 'm1' } });
    await whole;
    expect(isWhole).toBe(true);

    const late = memberCopy();
    late.browser.setQueryData(['me'], { user: { id: 'm1' } });
    await late.settled();
    expect(late.isInvalidated(['heroes', 'rating', 'h1'])).toBe(true);
  });
});
