import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { and, gt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { banners } from '../../db/schema/index.ts';
import type { EventBus } from '../../realtime/bus.ts';

/** How often the server looks for a banner that started or ended. */
const CHECK_EVERY_MS = 60_000;

/** Whether a banner started or ended after `since` and by `until`. */
async function anyBoundaryBetween(db: DbOrTx, since: Date, until: Date): Promise<boolean> {
  const from = sql`${since.toISOString()}`;
  const to = sql`${until.toISOString()}`;
  const [row] = await db
    .select({ id: banners.id })
    .from(banners)
    .where(
      or(
        and(gt(banners.startsAt, from), lte(banners.startsAt, to)),
        and(gt(banners.endsAt, from), lte(banners.endsAt, to)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * A banner starting or ending is a change no write announces: each minute the server looks for one
 * that did, and if so an event on the banners topic tells the cached lists and open pages to move
 * it. The timer never keeps the process alive; the returned function stops it.
 */
export function scheduleBannerBoundaries(
  db: DbOrTx,
  bus: EventBus,
  onError: (error: unknown) => void,
): () => void {
  let since = new Date();
  const timer = setInterval(() => {
    const until = new Date();
    anyBoundaryBetween(db, since, until)
      .then(async (passed) => {
        since = until;
        if (passed) await bus.publish({ topic: REALTIME_TOPICS.banners });
      })
      .catch(onError);
  }, CHECK_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
