import { slugifyRuns } from '@haven/shared/common/slug';
import { inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { communityComments, guides, temporaryTeams } from '../schema/index.ts';
import { COMMUNITY_COMMENTS } from './content/community-comments.ts';
import { GUIDES } from './content/guides.ts';
import type { MemberIds } from './profiles.ts';
import { stableUuid } from './random.ts';
import { daysBefore } from './upsert.ts';

const guideSlugs = new Map(
  GUIDES.map((guide) => [guide.title, `${slugifyRuns(guide.title)}-${guide.suffix}`]),
);
const idOf = (key: string) => stableUuid(`community-comment:${key}`);

/** Inserts the comments on the demo teams and guides, once each (their ids are derived from their keys). */
export async function seedCommunityComments(db: Db, now: Date, members: MemberIds): Promise<number> {
  const teamSlugs = COMMUNITY_COMMENTS.flatMap((c) => (c.team ? [slugifyRuns(c.team)] : []));
  const guideSlugList = COMMUNITY_COMMENTS.flatMap((c) => (c.guide ? [guideSlugs.get(c.guide) ?? ''] : []));
  const [teams, guideRows] = await Promise.all([
    db
      .select({ id: temporaryTeams.id, slug: temporaryTeams.slug })
      .from(temporaryTeams)
      .where(inArray(temporaryTeams.slug, teamSlugs)),
    db.select({ id: guides.id, slug: guides.slug }).from(guides).where(inArray(guides.slug, guideSlugList)),
  ]);
  const teamBySlug = new Map(teams.map((row) => [row.slug, row.id]));
  const guideBySlug = new Map(guideRows.map((row) => [row.slug, row.id]));

  const rows = COMMUNITY_COMMENTS.flatMap((comment) => {
    const authorId = members.get(comment.author);
    const teamId = comment.team ? teamBySlug.get(slugifyRuns(comment.team)) : undefined;
    const guideId = comment.guide ? guideBySlug.get(guideSlugs.get(comment.guide) ?? '') : undefined;
    if (!authorId || (!teamId && !guideId)) return [];
    const createdAt = daysBefore(now, comment.daysAgo, comment.key);
    return [
      {
        id: idOf(comment.key),
        teamId: teamId ?? null,
        guideId: guideId ?? null,
        authorId,
        parentId: comment.replyTo ? idOf(comment.replyTo) : null,
        content: comment.content,
        createdAt,
        updatedAt: createdAt,
      },
    ];
  });
  // Replies only where their parent is also being written.
  const ids = new Set(rows.map((row) => row.id));
  const written = rows.filter((row) => !row.parentId || ids.has(row.parentId));
  if (written.length) {
    await db.insert(communityComments).values(written).onConflictDoNothing({ target: communityComments.id });
  }
  return written.length;
}
