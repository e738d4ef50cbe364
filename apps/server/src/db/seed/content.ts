import { slugifyRuns, slugifyTitle } from '@haven/shared/common/slug';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../client.ts';
import {
  guideHelpfulVotes,
  guideHeroes,
  guides,
  officialContent,
  pageContent,
  redeemCodes,
} from '../schema/index.ts';
import { BANNER_HEIGHT, BANNER_WIDTH, bannerSvg } from './art/banner.ts';
import { REDEEM_CODES } from './content/codes.ts';
import { GUIDES } from './content/guides.ts';
import { OFFICIAL_CONTENT } from './content/official-content.ts';
import { PAGES } from './content/pages.ts';
import { prepareSvg, storeMediaBatch } from './media-batch.ts';
import type { MemberIds } from './profiles.ts';
import { createRng } from './random.ts';
import { dateAfter, daysBefore, type GroupResult, refreshColumns } from './upsert.ts';

/** Upserts news, updates and events with generated banners; dates already set are kept. */
export async function seedOfficialContent(db: Db, now: Date): Promise<GroupResult> {
  const rows = OFFICIAL_CONTENT.map((item) => {
    const banner = prepareSvg(bannerSvg({ kind: item.type, title: item.title }), BANNER_WIDTH, BANNER_HEIGHT);
    const published = daysBefore(now, item.daysAgo, item.title);
    return {
      banner,
      values: {
        type: item.type,
        title: item.title,
        slug: slugifyTitle(item.title),
        description: item.description,
        content: item.content,
        imageUrl: banner.url,
        publishDate: published,
        // An event runs a week from the day after it is announced: dated for the timeline and calendar.
        ...(item.type === 'events'
          ? {
              startsAt: new Date(published.getTime() + 86_400_000),
              endsAt: new Date(published.getTime() + 8 * 86_400_000),
            }
          : {}),
        createdAt: published,
        updatedAt: published,
      },
    };
  });
  const media = await db.transaction(async (tx) => {
    const count = await storeMediaBatch(
      tx,
      rows.map((row) => row.banner),
    );
    await tx
      .insert(officialContent)
      .values(rows.map((row) => row.values))
      .onConflictDoUpdate({
        target: [officialContent.type, officialContent.slug],
        ...refreshColumns(
          {
            title: officialContent.title,
            description: officialContent.description,
            content: officialContent.content,
            imageUrl: officialContent.imageUrl,
          },
          { updatedAt: sql`now()` },
        ),
      });
    return count;
  });
  return { rows: rows.length, media };
}

/** Creates the About pages; one that already has content keeps it, so an admin's edits survive. */
export async function seedPages(db: Db): Promise<GroupResult> {
  const rows = PAGES.map((page) => {
    const banner = page.banner
      ? prepareSvg(bannerSvg({ kind: 'about', title: page.title }), BANNER_WIDTH, BANNER_HEIGHT)
      : null;
    return {
      banner,
      values: { slug: page.slug, title: page.title, content: page.content, imageUrl: banner?.url ?? null },
    };
  });
  const media = await db.transaction(async (tx) => {
    const count = await storeMediaBatch(
      tx,
      rows.flatMap((row) => (row.banner ? [row.banner] : [])),
    );
    await tx
      .insert(pageContent)
      .values(rows.map((row) => row.values))
      .onConflictDoUpdate({
        target: pageContent.slug,
        set: {
          title: sql.raw('excluded."title"'),
          content: sql.raw('excluded."content"'),
          imageUrl: sql.raw('excluded."image_url"'),
          updatedAt: sql`now()`,
        },
        setWhere: sql`${pageContent.content} = ''`,
      });
    return count;
  });
  return { rows: rows.length, media };
}

/** Upserts the demo redeem codes; their state (active, expiry) is set only when first created. */
export async function seedRedeemCodes(db: Db, now: Date): Promise<GroupResult> {
  const rows = REDEEM_CODES.map((code) => ({
    code: code.code,
    description: code.description,
    rewards: code.rewards,
    isActive: code.isActive,
    expiresAt: code.expiresInDays === null ? null : dateAfter(now, code.expiresInDays),
    createdAt: daysBefore(now, code.createdDaysAgo, code.code),
  }));
  await db.transaction(async (tx) => {
    await tx
      .insert(redeemCodes)
      .values(rows)
      .onConflictDoUpdate({
        target: redeemCodes.code,
        ...refreshColumns({ description: redeemCodes.description, rewards: redeemCodes.rewards }),
      });
  });
  return { rows: rows.length, media: 0 };
}

type SeededGuide = { slug: string; authorId: string; heroes: string[] };

/** The stored guides at our guides' slugs, with their authors (someone else may hold a slug). */
function findSavedGuides(tx: DbOrTx, seeded: readonly { slug: string }[]) {
  return tx
    .select({ id: guides.id, slug: guides.slug, authorId: guides.authorId })
    .from(guides)
    .where(
      inArray(
        guides.slug,
        seeded.map((guide) => guide.slug),
      ),
    );
}

/**
 * Links our guides to their demo heroes. A guide that already names heroes keeps them (its author
 * may have chosen others), so a second run adds links only to guides that have none.
 */
async function linkGuideHeroes(tx: DbOrTx, seeded: SeededGuide[], heroIds: Map<string, string>) {
  const saved = await findSavedGuides(tx, seeded);
  const linked = new Set(
    saved.length === 0
      ? []
      : (
          await tx
            .selectDistinct({ guideId: guideHeroes.guideId })
            .from(guideHeroes)
            .where(
              inArray(
                guideHeroes.guideId,
                saved.map((row) => row.id),
              ),
            )
        ).map((row) => row.guideId),
  );
  const bySlug = new Map(saved.map((row) => [row.slug, row]));
  const links = seeded.flatMap((guide) => {
    const row = bySlug.get(guide.slug);
    if (!row || row.authorId !== guide.authorId || linked.has(row.id)) return [];
    const ids = guide.heroes.flatMap((name) => heroIds.get(name) ?? []);
    return ids.map((heroId, i) => ({ guideId: row.id, heroId, position: i + 1 }));
  });
  if (links.length) await tx.insert(guideHeroes).values(links).onConflictDoNothing();
}

/**
 * Upserts the members' guides with their thumbnails and heroes; a guide someone else wrote under
 * the same slug is left alone.
 */
export async function seedGuides(
  db: Db,
  now: Date,
  members: MemberIds,
  heroIds: Map<string, string>,
): Promise<GroupResult> {
  const guideRows = GUIDES.flatMap((guide) => {
    const authorId = members.get(guide.author);
    if (!authorId) return [];
    const createdAt = daysBefore(now, guide.daysAgo, guide.title);
    const thumbnail = guide.thumbnail
      ? prepareSvg(bannerSvg({ kind: 'guide', title: guide.title }), BANNER_WIDTH, BANNER_HEIGHT)
      : null;
    return [
      {
        thumbnail,
        heroes: guide.heroes,
        values: {
          title: guide.title,
          content: guide.content,
          authorId,
          slug: `${slugifyRuns(guide.title)}-${guide.suffix}`,
          status: guide.status,
          thumbnailUrl: thumbnail?.url ?? null,
          tags: guide.tags,
          publishedAt: guide.status === 'approved' ? new Date(createdAt.getTime() + 6 * 3_600_000) : null,
          createdAt,
          updatedAt: createdAt,
        },
      },
    ];
  });

  let media = 0;
  await db.transaction(async (tx) => {
    if (guideRows.length) {
      media = await storeMediaBatch(
        tx,
        guideRows.flatMap((row) => (row.thumbnail ? [row.thumbnail] : [])),
      );
      const refresh = refreshColumns(
        {
          title: guides.title,
          content: guides.content,
          tags: guides.tags,
          thumbnailUrl: guides.thumbnailUrl,
        },
        { updatedAt: sql`now()` },
      );
      await tx
        .insert(guides)
        .values(guideRows.map((row) => row.values))
        .onConflictDoUpdate({
          target: guides.slug,
          set: refresh.set,
          setWhere: and(refresh.setWhere, sql`${guides.authorId} = excluded."author_id"`),
        });
      await linkGuideHeroes(
        tx,
        guideRows.map(({ values, heroes }) => ({ slug: values.slug, authorId: values.authorId, heroes })),
        heroIds,
      );
      await seedGuideReaders(
        tx,
        guideRows.flatMap(({ values }) => (values.status === 'approved' ? [values] : [])),
        members,
      );
    }
  });
  return { rows: guideRows.length, media };
}

/**
 * Gives each approved demo guide a few 'Helpful' marks from other demo members and a view count,
 * both chosen by its title; a later run adds no second mark and never lowers a count.
 */
async function seedGuideReaders(
  tx: Tx,
  seeded: { slug: string; title: string; authorId: string }[],
  members: MemberIds,
): Promise<void> {
  const rows = await findSavedGuides(tx, seeded);
  const memberIds = [...members.values()];
  for (const guide of seeded) {
    const row = rows.find((r) => r.slug === guide.slug && r.authorId === guide.authorId);
    if (!row) continue;
    const rng = createRng(`readers ${guide.title}`);
    const voters = memberIds.filter((id) => id !== guide.authorId && rng.next() < 0.45);
    if (voters.length) {
      await tx
        .insert(guideHelpfulVotes)
        .values(voters.map((userId) => ({ guideId: row.id, userId })))
        .onConflictDoNothing();
    }
    await tx
      .update(guides)
      .set({
        helpfulCount: sql`(select count(*)::int from ${guideHelpfulVotes} where ${guideHelpfulVotes.guideId} = ${row.id})`,
        viewCount: sql`greatest(${guides.viewCount}, ${rng.int(40, 900)})`,
      })
      .where(eq(guides.id, row.id));
  }
}
