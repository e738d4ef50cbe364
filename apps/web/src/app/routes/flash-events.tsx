import { AfterHydration } from '../../components/ui/after-hydration';
import { PageTitle } from '../../components/ui/page-title';
import { FlashEventSchedule } from '../../features/flash-events/components/flash-event-schedule';

export function Component() {
  return (
    <>
      <PageTitle
        title="Flash Events"
        description="The weekly schedule of in-game flash events, in your local time."
      />
      {/* The schedule is in the viewer's local time: drawn once the page has hydrated. */}
      <AfterHydration fallback={<div className="min-h-dvh" />}>
        <FlashEventSchedule />
      </AfterHydration>
    </>
  );
}
