import { MEMBERS_PAGE_SIZE } from '@haven/shared/members/constants';
import type { MemberCard } from '@haven/shared/members/schemas';
import { PROFILE_MESSAGES } from '@haven/shared/profiles/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { directoryReader } from '../../test/directory.ts';
import { buildMember } from '../../test/factories.ts';
import { expectError } from '../../test/http.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const { listMembers, listAll } = directoryReader(t);

const names = (cards: MemberCard[]) => cards.map((card) => card.username);

describe('GET /api/members filtered by server, guild and class', () => {
  beforeAll(async () => {
    // 30 members on server Q9 (guild Quiet Lanterns, alternating Guard and Scholar), a few elsewhere.
    for (let i = 0; i < 30; i++) {
      await buildMember(t.db, {
        username: `gm_lantern_${String(i).padStart(2, '0')}`,
        server: 'Q9',
        guildName: 'Quiet Lanterns',
        characterClass: i % 2 === 0 ? 'Guard' : 'Scholar',
        createdAt: new Date(Date.UTC(2025, 2, 1, 12, i)),
      });
    }
    await buildMember(t.db, {
      username: 'gm_loud',
      server: 'q9',
      guildName: 'Loud Lanterns',
      characterClass: 'Doctor',
    });
    await buildMember(t.db, {
      username: 'gm_q90',
      server: 'Q90',
      guildName: 'Quiet Lanterns',
      characterClass: 'Guard',
    });
    await buildMember(t.db, { username: 'gm_nowhere', server: null, guildName: null, characterClass: null });
  });

  it('filters by server exactly, in any case, and shows the game details on the cards', async () => {
    const onQ9 = await listAll('search=gm_&server=q9');
    expect(onQ9).toHaveLength(31);
    expect(names(onQ9)).not.toContain('gm_q90');
    expect(onQ9.find((m) => m.username === 'gm_loud')).toMatchObject({
      server: 'q9',
      guildName: 'Loud Lanterns',
      characterClass: 'Doctor',
    });
  });

  it('filters by a part of the guild name, in any case', async () => {
    expect(await listAll('search=gm_&guild=LOUD')).toMatchObject([{ username: 'gm_loud' }]);
    expect(await listAll('search=gm_&guild=lantern')).toHaveLength(32);
    expect((await listMembers('guild=Silent')).items).toEqual([]);
  });

  it('filters by any of the classes given', async () => {
    expect(await listAll('search=gm_&class=Doctor')).toMatchObject([{ username: 'gm_loud' }]);
    const guardsAndDoctors = await listAll('search=gm_&class=Guard,Doctor');
    expect(guardsAndDoctors).toHaveLength(17);
    expect(guardsAndDoctors.every((m) => m.characterClass === 'Guard' || m.characterClass === 'Doctor')).toBe(
      true,
    );
  });

  it('combines the filters with the search and each sort, paging by 20 with cursors', async () => {
    const query = 'search=lantern&server=Q9&guild=quiet&class=Scholar';
    const first = await listMembers(`${query}&sort=newest`);
    expect(first.items).toHaveLength(MEMBERS_PAGE_SIZE - 5);
    expect(first.nextCursor).toBeNull();
    expect(first.items[0]?.username).toBe('gm_lantern_29');
    expect(first.items.every((m) => m.characterClass === 'Scholar')).toBe(true);

    const all = await listAll('server=Q9&guild=quiet');
    expect(all).toHaveLength(30);
    const firstPage = await listMembers('server=Q9&guild=quiet&sort=username_desc');
    expect(firstPage.items).toHaveLength(MEMBERS_PAGE_SIZE);
    expect(firstPage.items[0]?.username).toBe('gm_lantern_29');
    const rest = await listMembers(
      `server=Q9&guild=quiet&sort=username_desc&cursor=${encodeURIComponent(firstPage.nextCursor ?? '')}`,
    );
    expect(names(rest.items)).toEqual(
      Array.from({ length: 10 }, (_, i) => `gm_lantern_${String(9 - i).padStart(2, '0')}`),
    );
    expect(rest.nextCursor).toBeNull();
    expect(names(await listAll('server=Q9&guild=quiet&sort=oldest'))).toEqual(names(all));
  });

  it('answers an empty page when nothing matches', async () => {
    expect(await listMembers('server=Q9&class=Gourmet')).toEqual({ items: [], nextCursor: null });
  });

  it('refuses bad filter values with the profile fields’ messages', async () => {
    const cases: [string, string][] = [
      ['server=TOOLONG99', PROFILE_MESSAGES.serverTooLong],
      ['guild=Quiet Lanterns Of Old', PROFILE_MESSAGES.guildNameTooLong],
      ['guild=Lanterns 9', 'Guild name can only contain letters and spaces'],
      ['class=Wizard', PROFILE_MESSAGES.characterClass],
      ['class=Guard,wizard', PROFILE_MESSAGES.characterClass],
    ];
    for (const [query, message] of cases) {
      expectError(
        await t.app.inject({ url: `/api/members?${encodeURI(query)}` }),
        400,
        'VALIDATION',
        message,
      );
    }
  });
});
