import { useLingui } from '@lingui/react/macro';
import { useLoaderData } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { FlashEventSchedule } from '../../features/flash-events/components/flash-event-schedule';
import { clockLoader } from '../loader-context';

/** The instant the page is drawn at: the server draws the schedule at it, and the browser's first draw too. */
export const loader = clockLoader;

export function Component() {
  const { drawnAt } = useLoaderData<typeof clockLoader>();
  const { t } = useLingui();
  return (
    <>
      <PageTitle
        title={t`Flash Events`}
        description={t`The weekly schedule of in-game flash events, in your local time.`}
      />
      <FlashEventSchedule drawnAt={drawnAt} />
    </>
  );
}
