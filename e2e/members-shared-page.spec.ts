import type { HeroCommentList, HeroDetail } from '@haven/shared/heroes/schemas';
import {
  apiSignedInMember,
  expect as baseExpect,
  holdApp,
  memberIdOf,
  otherBrowser,
  phoneOnly,
  test,
} from './support/fixtures';

// Two browsers share the machine here, so each wait gets more room than a one-page journey's.
const expect = baseExpect.configure({ timeout: 20_000 });

// A hero page is drawn once for every member and completed in their browser once the app is live.

test(
  "a member's hero page, drawn for every member, shows their name, rating and vote once live, and never a comment by a member they block",
  phoneOnly,
  async ({ page, browser }, testInfo) => {
    // At phone width only: the same page at every width.
    test.setTimeout(180_000);
    const otherContext = await otherBrowser(browser, page, testInfo);
    const other = await otherContext.newPage();
    const reader = await apiSignedInMember(page.request, 'reader');
    await apiSignedInMember(other.request, 'rude');
    const rudeId = await memberIdOf(other);

    const hero = (await (await page.request.get('/api/heroes/aldric-thornveil')).json()) as HeroDetail;
    const rude = await other.request.post(`/api/heroes/${hero.id}/comments`, {
      data: { content: 'A comment the reader never wants to see' },
    });
    expect(rude.ok()).toBe(true);
    const comments = (await (
      await page.request.get(`/api/heroes/${hero.id}/comments?sort=recent`)
    ).json()) as HeroCommentList;
    const seeded = comments.items.find((comment) => comment.author.username === 'ironoak_bram');
    if (!seeded) throw new Error('The demo hero has lost its comment by ironoak_bram');
    expect((await page.request.put(`/api/heroes/${hero.id}/rating`, { data: { rating: 2 } })).ok()).toBe(
      true,
    );
    expect(
      (await page.request.put(`/api/hero-comments/${seeded.id}/vote`, { data: { voteType: 'up' } })).ok(),
    ).toBe(true);
    expect((await page.request.post(`/api/me/blocks/${rudeId}`)).ok()).toBe(true);

    const release = await holdApp(page);
    const answer = await page.goto(`/heroes/${hero.slug}`);
    // The same page for every member: it names none of them.
    expect(await answer?.text()).not.toContain(reader.username);
    // Before the app knows who is looking, no comment is shown.
    await expect(page.getByText('A comment the reader never wants to see')).toBeHidden();
    await release();

    await expect(page.locator('header').getByText(reader.username).first()).toBeAttached();
    await expect(page.getByText('You rated this hero 2 stars.')).toBeVisible();
    await expect(page.getByRole('radio', { name: '2 stars' })).toBeChecked();
    const seededComment = page.getByRole('article').filter({ hasText: seeded.content });
    await expect(seededComment.getByRole('button', { name: /^Vote up/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByText('Comment from a member you blocked').first()).toBeVisible();
    await expect(page.getByText('A comment the reader never wants to see')).toHaveCount(0);
    await expect(page.getByLabel('Add a comment')).toBeVisible();
  },
);
