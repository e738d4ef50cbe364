import { GUIDE_MESSAGES } from '@haven/shared/guides/messages';
import type { Guide, GuideHelpful } from '@haven/shared/guides/schemas';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { guideHelpfulVotes, guides } from '../../db/schema/index.ts';
import { buildGuide, signUpAndSignIn, type TestMember } from '../../test/factories.ts';
import { expectError, injectAs } from '../../test/http.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
let author: TestMember;
let reader: TestMember;
let admin: TestMember;

beforeAll(async () => {
  [author, reader, admin] = [
    await signUpAndSignIn(t.app),
    await signUpAndSignIn(t.app),
    await signUpAndSignIn(t.app, { admin: true }),
  ];
});

const approvedGuide = (overrides: Parameters<typeof buildGuide>[1] = {}) =>
  buildGuide(t.db, { status: 'approved', authorId: author.user.id, ...overrides });

const vote = (
  member: TestMember | null,
  guideId: string,
  payload: Record<string, unknown> = { helpful: true },
) => injectAs(t.app, member?.cookie ?? '', { method: 'PUT', url: `/api/guides/${guideId}/helpful`, payload });

async function stored(guideId: string) {
  const [votes] = await t.db
    .select({ n: count() })
    .from(guideHelpfulVotes)
    .where(eq(guideHelpfulVotes.guideId, guideId));
  const [guide] = await t.db.select({ n: guides.helpfulCount }).from(guides).where(eq(guides.id, guideId));
  return { votes: votes?.n ?? 0, count: guide?.n ?? 0 };
}

const readGuide = async (member: TestMember | null, slug: string) =>
  (await injectAs(t.app, member?.cookie ?? '', { method: 'GET', url: `/api/guides/${slug}` })).json<Guide>();

describe('PUT /api/guides/:guideId/helpful', () => {
  it("counts a member's mark on the guide row and shows it on the guide to them alone", async () => {
    const guide = await approvedGuide();
    expect(await readGuide(null, guide.slug)).toMatchObject({ helpfulCount: 0, votedHelpful: false });

    const response = await vote(reader, guide.id);
    expect(response.statusCode).toBe(200);
    expect(response.json<GuideHelpful>()).toEqual({ helpfulCount: 1, votedHelpful: true });
    expect(await stored(guide.id)).toEqual({ votes: 1, count: 1 });
    expect(await readGuide(reader, guide.slug)).toMatchObject({ helpfulCount: 1, votedHelpful: true });
    expect(await readGuide(admin, guide.slug)).toMatchObject({ helpfulCount: 1, votedHelpful: false });
    expect(await readGuide(null, guide.slug)).toMatchObject({ helpfulCount: 1, votedHelpful: false });
  });

  it('tells open pages through an event on the guides topic about that guide', async () => {
    const guide = await approvedGuide();
    const events: { topic: string; id?: string }[] = [];
    const stop = t.app.bus.subscribeLocal((event) => events.push(event));
    await vote(reader, guide.id);
    stop();
    expect(events).toContainEqual(expect.objectContaining({ topic: 'guides', id: guide.id }));
  });

  it('keeps one mark when a member marks twice, and taking it back removes it', async () => {
    const guide = await approvedGuide();
    await vote(reader, guide.id);
    expect((await vote(reader, guide.id)).json<GuideHelpful>()).toEqual({
      helpfulCount: 1,
      votedHelpful: true,
    });
    await vote(admin, guide.id);
    expect(await stored(guide.id)).toEqual({ votes: 2, count: 2 });

    const back = await vote(reader, guide.id, { helpful: false });
    expect(back.json<GuideHelpful>()).toEqual({ helpfulCount: 1, votedHelpful: false });
    expect((await vote(reader, guide.id, { helpful: false })).json<GuideHelpful>()).toEqual({
      helpfulCount: 1,
      votedHelpful: false,
    });
    expect(await stored(guide.id)).toEqual({ votes: 1, count: 1 });
    expect(await readGuide(reader, guide.slug)).toMatchObject({ helpfulCount: 1, votedHelpful: false });
  });

  it('leaves one mark and a count of one when a member marks the same guide many times at once', async () => {
    const guide = await approvedGuide();
    const answers = await Promise.all(Array.from({ length: 6 }, () => vote(reader, guide.id)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    expect(await stored(guide.id)).toEqual({ votes: 1, count: 1 });
  });

  it('keeps the count equal to the marks when members mark and take back at once', async () => {
    const guide = await approvedGuide();
    const others = await Promise.all([
      signUpAndSignIn(t.app),
      signUpAndSignIn(t.app),
      signUpAndSignIn(t.app),
    ]);
    await vote(others[0] ?? reader, guide.id);
    await Promise.all([
      ...others.map((member) => vote(member, guide.id)),
      vote(others[0] ?? reader, guide.id, { helpful: false }),
      vote(reader, guide.id),
    ]);
    const { votes, count: kept } = await stored(guide.id);
    expect(kept).toBe(votes);
  });

  it('refuses a body without a true or false mark and writes nothing', async () => {
    const guide = await approvedGuide();
    for (const payload of [{ helpful: 'yes' }, {}, { helpful: 1 }]) {
      expectError(await vote(reader, guide.id, payload), 400, 'VALIDATION');
    }
    expectError(await vote(reader, 'not-a-guide'), 400, 'VALIDATION');
    expect(await stored(guide.id)).toEqual({ votes: 0, count: 0 });
  });

  it('asks a visitor to sign in and writes nothing', async () => {
    const guide = await approvedGuide();
    expectError(await vote(null, guide.id), 401, 'UNAUTHENTICATED', GUIDE_MESSAGES.helpfulSignIn);
    expect(await stored(guide.id)).toEqual({ votes: 0, count: 0 });
  });

  it("refuses a mark on one's own guide", async () => {
    const guide = await approvedGuide();
    expectError(await vote(author, guide.id), 403, 'FORBIDDEN', GUIDE_MESSAGES.helpfulOwnGuide);
    expect(await stored(guide.id)).toEqual({ votes: 0, count: 0 });
  });

  it('answers 404 for a pending, rejected or missing guide and writes nothing', async () => {
    for (const status of ['pending', 'rejected'] as const) {
      const guide = await approvedGuide({ status });
      expectError(await vote(reader, guide.id), 404, 'NOT_FOUND', GUIDE_MESSAGES.notFound);
      expect(await stored(guide.id)).toEqual({ votes: 0, count: 0 });
    }
    expectError(await vote(reader, crypto.randomUUID()), 404, 'NOT_FOUND', GUIDE_MESSAGES.notFound);
  });

  it("takes a deleted member's marks off the guides' counts", async () => {
    const guide = await approvedGuide();
    const leaving = await signUpAndSignIn(t.app);
    await vote(leaving, guide.id);
    await vote(reader, guide.id);
    const deleted = await injectAs(t.app, admin.cookie, {
      method: 'DELETE',
      url: `/api/admin/members/${leaving.user.id}`,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await stored(guide.id)).toEqual({ votes: 1, count: 1 });
    const [mine] = await t.db
      .select({ n: count() })
      .from(guideHelpfulVotes)
      .where(and(eq(guideHelpfulVotes.guideId, guide.id), eq(guideHelpfulVotes.userId, reader.user.id)));
    expect(mine?.n).toBe(1);
  });
});
