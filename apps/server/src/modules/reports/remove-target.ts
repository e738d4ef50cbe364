import type { ReportTargetKind } from '@haven/shared/moderation/constants';
import { REMOVED_PROFILE_NAME_PREFIX } from '@haven/shared/reports/constants';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  communityComments,
  guides,
  heroComments,
  profileComments,
  profiles,
  temporaryTeams,
} from '../../db/schema/index.ts';
import { nextVersion } from '../../lib/edit-version.ts';

/** The neutral name a removed profile gets: the prefix and the start of the member's id. */
export function removedProfileName(memberId: string): string {
  return `${REMOVED_PROFILE_NAME_PREFIX}${memberId.replace(/[^A-Za-z0-9]/g, '').slice(0, 8)}`;
}

/**
 * Takes reported content down for everyone. A comment keeps its row and its replies, its text
 * shown as removed; a guide is unpublished and a team leaves every list, their pages saying so;
 * a profile loses its biography and avatar and its name becomes a neutral one.
 */
export async function removeTarget(tx: Tx, kind: ReportTargetKind, id: string): Promise<void> {
  const now = sql`now()`;
  switch (kind) {
    case 'hero_comment':
      await tx.update(heroComments).set({ removedAt: now }).where(eq(heroComments.id, id));
      return;
    case 'profile_comment':
      await tx.update(profileComments).set({ removedAt: now }).where(eq(profileComments.id, id));
      return;
    case 'community_comment':
      await tx.update(communityComments).set({ removedAt: now }).where(eq(communityComments.id, id));
      return;
    case 'guide':
      await tx
        .update(guides)
        .set({ removedAt: now, status: 'rejected', publishedAt: null, updatedAt: now })
        .where(eq(guides.id, id));
      return;
    case 'team':
      await tx.update(temporaryTeams).set({ removedAt: now }).where(eq(temporaryTeams.id, id));
      return;
    case 'profile':
      await tx
        .update(profiles)
        .set({
          biography: null,
          avatarUrl: null,
          username: removedProfileName(id),
          updatedAt: now,
          version: nextVersion(profiles),
        })
        .where(eq(profiles.id, id));
      return;
  }
}
