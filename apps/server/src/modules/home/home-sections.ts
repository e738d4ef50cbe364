import { htmlToPlainText, truncateText } from '@haven/shared/common/text';
import { RARITY_SCORE } from '@haven/shared/heroes/constants';
import { compareByRating } from '@haven/shared/heroes/rating';
import { HOME_FALLBACK_HEROES, HOME_MIN_RATED_HEROES, HOME_TOP_HEROES } from '@haven/shared/heroes/rules';
import { HOME_GUIDES_COUNT, HOME_NEWS_COUNT, HOME_TEAMS_COUNT } from '@haven/shared/home/constants';
import type { HomeGuide, HomeHero, HomeNewsItem, HomeTeam } from '@haven/shared/home/schemas';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@haven/shared/i18n/languages';
import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { isRatingRankedSql, ratingRankOrder } from '../../db/schema/heroes.ts';
import {
  gameModes,
  guides,
  heroes,
  officialContent,
  profiles,
  temporaryTeamHeroes,
  temporaryTeams,
} from '../../db/schema/index.ts';
import { heroCardColumns, toHeroCard } from '../heroes/hero-card.ts';
import { cardsIn, officialCardColumns } from '../official-content/official-content.ts';
import { isListedTeam } from '../teams/find-teams.ts';

/** The newest official news, updates and events together. */
export async function findHomeNews(
  db: DbOrTx,
  language: Language = DEFAULT_LANGUAGE,
): Promise<HomeNewsItem[]> {
  const rows = await db
    .select(officialCardColumns)
    .from(officialContent)
    .orderBy(desc(officialContent.publishDate))
    .limit(HOME_NEWS_COUNT);
  const cards = await cardsIn(
    db,
    rows.map((r) => ({
      ...r,
      publishDate: r.publishDate.toISOString(),
      startsAt: r.startsAt?.toISOString() ?? null,
      endsAt: r.endsAt?.toISOString() ?? null,
      untranslated: [] as string[],
    })),
    language,
  );
  return cards.map((card) => ({
    ...card,
    description: truncateText(htmlToPlainText(card.description), 220),
  }));
}

/**
 * Highest rated heroes: the first of the collection's Rating order among ranked heroes (enough
 * ratings each) when enough heroes are ranked; otherwise the first heroes with images by name,
 * in the same rating order then by rarity score, so a new site still shows its best heroes.
 */
export async function findHomeHeroes(db: DbOrTx): Promise<HomeHero[]> {
  const columns = { ...heroCardColumns, description: heroes.description };
  const ranked = await db
    .select(columns)
    .from(heroes)
    .where(isRatingRankedSql(heroes))
    .orderBy(...ratingRankOrder(heroes), asc(heroes.name), asc(heroes.id))
    .limit(HOME_TOP_HEROES);
  if (ranked.length >= HOME_MIN_RATED_HEROES) {
    return ranked.map((r) => ({ ...toHeroCard(r), description: r.description }));
  }
  const pool = await db
    .select(columns)
    .from(heroes)
    .where(isNotNull(heroes.imageUrl))
    .orderBy(heroes.name)
    .limit(HOME_FALLBACK_HEROES);
  return pool
    .map((r) => ({ ...toHeroCard(r), description: r.description }))
    .sort((a, b) => compareByRating(a, b) || RARITY_SCORE[b.rarity] - RARITY_SCORE[a.rarity])
    .slice(0, HOME_TOP_HEROES);
}

/** The newest approved guides with their authors. */
export async function findHomeGuides(db: DbOrTx): Promise<HomeGuide[]> {
  const rows = await db
    .select({
      id: guides.id,
      title: guides.title,
      slug: guides.slug,
      content: guides.content,
      thumbnailUrl: guides.thumbnailUrl,
      tags: guides.tags,
      createdAt: guides.createdAt,
      helpfulCount: guides.helpfulCount,
      viewCount: guides.viewCount,
      language: guides.language,
      authorId: profiles.id,
      username: profiles.username,
      avatarUrl: profiles.avatarUrl,
    })
    .from(guides)
    .leftJoin(profiles, eq(profiles.id, guides.authorId))
    .where(eq(guides.status, 'approved'))
    .orderBy(desc(guides.createdAt))
    .limit(HOME_GUIDES_COUNT);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    slug: r.slug,
    excerpt: truncateText(htmlToPlainText(r.content), 160),
    thumbnailUrl: r.thumbnailUrl,
    tags: r.tags,
    language: isLanguage(r.language) ? r.language : DEFAULT_LANGUAGE,
    createdAt: r.createdAt.toISOString(),
    helpfulCount: r.helpfulCount,
    viewCount: r.viewCount,
    author:
      r.authorId && r.username ? { id: r.authorId, username: r.username, avatarUrl: r.avatarUrl } : null,
  }));
}

/** The newest teams with their heroes and owners: two queries whatever the count. */
export async function findHomeTeams(db: DbOrTx): Promise<HomeTeam[]> {
  const teams = await db
    .select({
      id: temporaryTeams.id,
      name: temporaryTeams.name,
      slug: temporaryTeams.slug,
      createdAt: temporaryTeams.createdAt,
      ownerId: profiles.id,
      username: profiles.username,
      avatarUrl: profiles.avatarUrl,
      mode: gameModes.name,
      voteCount: temporaryTeams.voteCount,
    })
    .from(temporaryTeams)
    .leftJoin(profiles, eq(profiles.id, temporaryTeams.userId))
    .leftJoin(gameModes, eq(gameModes.id, temporaryTeams.modeId))
    .where(isListedTeam())
    .orderBy(desc(temporaryTeams.createdAt))
    .limit(HOME_TEAMS_COUNT);
  if (teams.length === 0) return [];
  const members = await db
    .select({
      teamId: temporaryTeamHeroes.teamId,
      position: temporaryTeamHeroes.position,
      name: heroes.name,
      imageUrl: heroes.imageUrl,
      rarity: heroes.rarity,
    })
    .from(temporaryTeamHeroes)
    .innerJoin(heroes, eq(heroes.id, temporaryTeamHeroes.heroId))
    .where(
      and(
        inArray(
          temporaryTeamHeroes.teamId,
          teams.map((t) => t.id),
        ),
      ),
    )
    .orderBy(temporaryTeamHeroes.position);
  return teams.map((t) => ({
    id: t.id,
    name: t.name,
    slug: t.slug,
    createdAt: t.createdAt.toISOString(),
    owner: t.ownerId && t.username ? { id: t.ownerId, username: t.username, avatarUrl: t.avatarUrl } : null,
    mode: t.mode,
    voteCount: t.voteCount,
    heroes: members
      .filter((m) => m.teamId === t.id)
      .map(({ position, name, imageUrl, rarity }) => ({ position, name, imageUrl, rarity })),
  }));
}
