import { PageTitle } from '../../components/ui/page-title';
import { FlashEventSchedule } from '../../features/flash-events/components/flash-event-schedule';

export function Component() {
  return (
    <>
      <PageTitle
        title="Flash Events"
        description="The weekly schedule of in-game flash events, in your local time."
      />
      <FlashEventSchedule />
    </>
  );
}
