import { inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { memberRestrictions, moderationLog } from '../schema/index.ts';
import { MEMBERS } from './content/members.ts';
import { type MemberIds, memberKeyOf } from './profiles.ts';
import { stableUuid } from './random.ts';
import { daysBefore } from './upsert.ts';

// A short moderation history, so the Moderation Log and the Users tab's standing show something
// on a fresh start: a warning, and a suspension still in force. The admin is a fictional
// moderator named only in the log (entries keep names, not links to accounts).
const MODERATOR = { id: 'demo-moderator', name: 'haven_warden' };

const ENTRIES = [
  {
    key: 'warning',
    memberKey: '07',
    action: 'member_warned',
    daysAgo: 9,
    reason: 'Heated words in a team comment thread; please keep it friendly.',
  },
  {
    key: 'suspension',
    memberKey: '11',
    action: 'member_suspended',
    daysAgo: 2,
    reason: 'Repeated links to a gem-selling site on member walls.',
  },
] as const;

/** Seeds the demo moderation entries and the suspension they record, each once; returns how many entries were added. */
export async function seedModeration(db: Db, now: Date, members: MemberIds): Promise<number> {
  const present = ENTRIES.filter((entry) => members.has(entry.memberKey));
  if (present.length === 0) return 0;
  const ids = present.map((entry) => stableUuid(`moderation:${entry.key}`));
  const existing = await db
    .select({ id: moderationLog.id })
    .from(moderationLog)
    .where(inArray(moderationLog.id, ids));
  const done = new Set(existing.map((row) => row.id));
  let added = 0;
  for (const entry of present) {
    const id = stableUuid(`moderation:${entry.key}`);
    if (done.has(id)) continue;
    const memberId = members.get(entry.memberKey) as string;
    const createdAt = daysBefore(now, entry.daysAgo, entry.key);
    await db.transaction(async (tx) => {
      await tx.insert(moderationLog).values({
        id,
        adminId: MODERATOR.id,
        adminName: MODERATOR.name,
        action: entry.action,
        memberId,
        memberName: MEMBERS.find((member) => memberKeyOf(member.id) === entry.memberKey)?.username ?? null,
        reason: entry.reason,
        createdAt,
      });
      if (entry.action === 'member_suspended') {
        await tx.insert(memberRestrictions).values({
          id: stableUuid(`restriction:${entry.key}`),
          userId: memberId,
          kind: 'suspension',
          reason: entry.reason,
          createdAt,
          endsAt: new Date(createdAt.getTime() + 30 * 24 * 60 * 60 * 1000),
        });
      }
    });
    added += 1;
  }
  return added;
}
