import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { communityComments, heroComments } from '../../db/schema/index.ts';
import { buildGuide, buildHero, buildTeam } from '../../test/factories.ts';
import { expectError, injectAs } from '../../test/http.ts';
import { useMembers, useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const { member } = useMembers(t, { member: 'member' });

describe('the language a comment is written in', () => {
  it('is stored with a hero comment, English when none is named, and a language the site does not speak is refused', async () => {
    const hero = await buildHero(t.db);
    const url = `/api/heroes/${hero.id}/comments`;
    const spanish = await injectAs(t.app, member.cookie, {
      method: 'POST',
      url,
      payload: { content: 'Muy buena en la arena.', language: 'es' },
    });
    expect(spanish.statusCode, spanish.body).toBe(201);
    await injectAs(t.app, member.cookie, {
      method: 'POST',
      url,
      payload: { content: 'Great in the arena.' },
    });
    const rows = await t.db
      .select({ content: heroComments.content, language: heroComments.language })
      .from(heroComments)
      .where(eq(heroComments.heroId, hero.id));
    expect(rows.map((row) => [row.content, row.language]).sort()).toEqual([
      ['Great in the arena.', 'en'],
      ['Muy buena en la arena.', 'es'],
    ]);
    expectError(
      await injectAs(t.app, member.cookie, {
        method: 'POST',
        url,
        payload: { content: 'Très bien.', language: 'fr' },
      }),
      400,
      'VALIDATION',
    );
  });

  it('is stored with a guide comment', async () => {
    const guide = await buildGuide(t.db, { status: 'approved' });
    const response = await injectAs(t.app, member.cookie, {
      method: 'POST',
      url: `/api/guides/${guide.id}/comments`,
      payload: { content: 'Guia excelente, obrigado!', language: 'pt-BR' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await t.db
      .select({ language: communityComments.language })
      .from(communityComments)
      .where(eq(communityComments.guideId, guide.id));
    expect(row?.language).toBe('pt-BR');
  });

  it("is given with each of a hero's comments, so the page can say which language one is in", async () => {
    const hero = await buildHero(t.db);
    const url = `/api/heroes/${hero.id}/comments`;
    await injectAs(t.app, member.cookie, {
      method: 'POST',
      url,
      payload: { content: 'Ótima na arena, recomendo.', language: 'pt-BR' },
    });
    await injectAs(t.app, member.cookie, {
      method: 'POST',
      url,
      payload: { content: 'Great in the arena.' },
    });
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    const items = (response.json() as { items: { content: string; language: string }[] }).items;
    expect(items.map((item) => [item.content, item.language]).sort()).toEqual([
      ['Great in the arena.', 'en'],
      ['Ótima na arena, recomendo.', 'pt-BR'],
    ]);
  });

  it.each([
    ['team', 'teams'],
    ['guide', 'guides'],
  ] as const)(
    "is given with each of a %s's comments and replies, and with the comment a post answers",
    async (kind, path) => {
      const target =
        kind === 'team'
          ? await buildTeam(t.db, { userId: member.user.id })
          : await buildGuide(t.db, { authorId: member.user.id, status: 'approved' });
      const url = `/api/${path}/${target.id}/comments`;
      const spanish = await injectAs(t.app, member.cookie, {
        method: 'POST',
        url,
        payload: { content: 'Muy buena idea.', language: 'es' },
      });
      expect(spanish.statusCode, spanish.body).toBe(201);
      expect(spanish.json()).toMatchObject({ content: 'Muy buena idea.', language: 'es' });
      const reply = await injectAs(t.app, member.cookie, {
        method: 'POST',
        url,
        payload: { content: 'Obrigado!', language: 'pt-BR', parentId: spanish.json().id },
      });
      expect(reply.statusCode, reply.body).toBe(201);
      await injectAs(t.app, member.cookie, { method: 'POST', url, payload: { content: 'Nice idea.' } });

      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, response.body).toBe(200);
      type Shown = { content: string; language: string; replies: Shown[] };
      const items = (response.json() as { items: Shown[] }).items;
      expect(items.map((item) => [item.content, item.language])).toEqual([
        ['Nice idea.', 'en'],
        ['Muy buena idea.', 'es'],
      ]);
      expect(items[1]?.replies.map((item) => [item.content, item.language])).toEqual([
        ['Obrigado!', 'pt-BR'],
      ]);

      // An edit answers the comment with the language it was written in.
      const edited = await injectAs(t.app, member.cookie, {
        method: 'PATCH',
        url: `/api/community-comments/${spanish.json().id}`,
        payload: { content: 'Muy buena idea, gracias.' },
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json()).toMatchObject({ language: 'es' });
    },
  );
});
