import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { Team } from '@haven/shared/teams/schemas';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { profiles, temporaryTeams } from '../../db/schema/index.ts';
import { buildHero, signUpAndSignIn, type TestMember } from '../../test/factories.ts';
import { expectError, injectAs } from '../../test/http.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
let owner: TestMember;
let other: TestMember;
const heroIds: string[] = [];
const teams: Record<'public' | 'unlisted' | 'private', Team> = {} as never;

beforeAll(async () => {
  owner = await signUpAndSignIn(t.app);
  await t.db.update(profiles).set({ username: 'veil_keeper' }).where(eq(profiles.id, owner.user.id));
  other = await signUpAndSignIn(t.app);
  for (let i = 0; i < 5; i++) heroIds.push((await buildHero(t.db, { name: `Veil Hero ${i}` })).id);
  for (const visibility of ['public', 'unlisted', 'private'] as const) {
    const response = await injectAs(t.app, owner.cookie, {
      method: 'POST',
      url: '/api/teams',
      payload: { name: `Veilwatch ${visibility}`, heroIds, visibility },
    });
    expect(response.statusCode, response.body).toBe(201);
    teams[visibility] = response.json<Team>();
  }
});

const read = (slug: string, cookie?: string) =>
  cookie
    ? injectAs(t.app, cookie, { url: `/api/teams/${slug}` })
    : t.app.inject({ url: `/api/teams/${slug}` });

describe("a team's visibility", () => {
  it('is chosen when creating, public when left out, and answered with the team', async () => {
    expect(teams.public.visibility).toBe('public');
    expect(teams.unlisted.visibility).toBe('unlisted');
    expect(teams.private.visibility).toBe('private');
    const plain = await injectAs(t.app, other.cookie, {
      method: 'POST',
      url: '/api/teams',
      payload: { name: 'Plain Veil', heroIds },
    });
    expect(plain.json<Team>().visibility).toBe('public');
  });

  it('refuses an unknown visibility and writes nothing', async () => {
    const before = await t.db.select().from(temporaryTeams).where(eq(temporaryTeams.userId, other.user.id));
    const response = await injectAs(t.app, other.cookie, {
      method: 'POST',
      url: '/api/teams',
      payload: { name: 'Odd Veil', heroIds, visibility: 'secret' },
    });
    expectError(response, 400, 'VALIDATION', 'Choose who can see the team');
    const after = await t.db.select().from(temporaryTeams).where(eq(temporaryTeams.userId, other.user.id));
    expect(after).toHaveLength(before.length);
  });

  it('opens a public or unlisted team for the owner, another member and a visitor', async () => {
    for (const visibility of ['public', 'unlisted'] as const) {
      const { slug } = teams[visibility];
      for (const cookie of [owner.cookie, other.cookie, undefined]) {
        const response = await read(slug, cookie);
        expect(response.statusCode, `${visibility} ${cookie ? 'member' : 'visitor'}`).toBe(200);
      }
    }
  });

  it('opens a private team for its owner alone, never from the shared cache; others find no team', async () => {
    const { slug } = teams.private;
    // A visitor's refusal first, so a shared answer would be the one kept.
    expectError(await read(slug), 404, 'NOT_FOUND', 'Team not found');
    const mine = await read(slug, owner.cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.json<Team>().name).toBe('Veilwatch private');
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expectError(await read(slug, other.cookie), 404, 'NOT_FOUND', 'Team not found');
    expectError(await read(slug), 404, 'NOT_FOUND', 'Team not found');
  });

  it('keeps unlisted and private teams out of the gallery, a member filter, search, the home page and the sitemap', async () => {
    const names = (items: { name: string }[]) =>
      items.map((item) => item.name).filter((n) => n.startsWith('Veilwatch'));
    const gallery = await t.app.inject({ url: '/api/teams?search=Veilwatch' });
    expect(names(gallery.json<{ items: Team[] }>().items)).toEqual(['Veilwatch public']);
    const profile = await injectAs(t.app, owner.cookie, { url: '/api/teams?member=veil_keeper' });
    expect(names(profile.json<{ items: Team[] }>().items)).toEqual(['Veilwatch public']);
    const search = await t.app.inject({ url: '/api/search?q=Veilwatch' });
    expect(names(search.json<{ teams: { name: string }[] }>().teams)).toEqual(['Veilwatch public']);
    const home = await t.app.inject({ url: '/api/home/teams' });
    expect(names(home.json<{ items: { name: string }[] }>().items)).toEqual(['Veilwatch public']);
    const sitemap = await t.app.inject({ url: '/sitemaps/teams.xml' });
    expect(sitemap.body).toContain(`/teams/${teams.public.slug}<`);
    expect(sitemap.body).not.toContain(`/teams/${teams.unlisted.slug}<`);
    expect(sitemap.body).not.toContain(`/teams/${teams.private.slug}<`);
    // The owner's own list holds all three.
    const mine = await injectAs(t.app, owner.cookie, { url: '/api/me/teams' });
    expect(names(mine.json<{ items: Team[] }>().items).sort()).toEqual([
      'Veilwatch private',
      'Veilwatch public',
      'Veilwatch unlisted',
    ]);
  });

  it('lets another member neither vote for nor copy a private team, but an unlisted one', async () => {
    for (const action of ['vote', 'copy']) {
      const refused = await injectAs(t.app, other.cookie, {
        method: 'POST',
        url: `/api/teams/${teams.private.id}/${action}`,
      });
      expectError(refused, 404, 'NOT_FOUND', 'Team not found');
    }
    const vote = await injectAs(t.app, other.cookie, {
      method: 'POST',
      url: `/api/teams/${teams.unlisted.id}/vote`,
    });
    expect(vote.statusCode).toBe(200);
  });

  it('is changed by its owner when editing: a public team made private leaves the lists at once', async () => {
    await t.app.inject({ url: '/api/teams?search=Veilwatch%20public' });
    const edited = await injectAs(t.app, owner.cookie, {
      method: 'PUT',
      url: `/api/teams/${teams.public.id}`,
      payload: { name: 'Veilwatch public', heroIds, visibility: 'private' },
    });
    expect(edited.json<Team>().visibility).toBe('private');
    const gallery = await t.app.inject({ url: '/api/teams?search=Veilwatch%20public' });
    expect(gallery.json<{ items: Team[] }>().items).toEqual([]);
    expectError(await read(teams.public.slug, other.cookie), 404, 'NOT_FOUND');
    await t.app.bus.publish({ topic: REALTIME_TOPICS.teams, id: teams.public.id });
  });
});
