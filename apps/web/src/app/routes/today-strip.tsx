import { NowNextCard } from '../../features/banners/components/now-next-card';
import { NextEventsCard } from '../../features/flash-events/components/next-events-card';
import { LatestCodeCard } from '../../features/redeem-codes/components/latest-code-card';

/** Today, for everyone: the banners now and next, the next flash events and the latest code, what players check daily. */
export function TodayStrip() {
  return (
    <>
      <NowNextCard />
      <NextEventsCard />
      <LatestCodeCard />
    </>
  );
}
