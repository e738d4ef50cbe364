import { useLoaderData } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { FlashEventSchedule } from '../../features/flash-events/components/flash-event-schedule';
import { FLASH_EVENT_TEXTS } from '../../features/flash-events/shared-texts';
import { clockLoader } from '../loader-context';

/** The instant the page is drawn at: the server draws the schedule at it, and the browser's first draw too. */
export const loader = clockLoader;

export function Component() {
  const { drawnAt } = useLoaderData<typeof clockLoader>();
  return (
    <>
      <PageTitle title={FLASH_EVENT_TEXTS.title} description={FLASH_EVENT_TEXTS.pageDescription} />
      <FlashEventSchedule drawnAt={drawnAt} />
    </>
  );
}
