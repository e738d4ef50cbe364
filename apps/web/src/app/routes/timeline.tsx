import { dayOfInstant } from '@haven/shared/banners/timeline';
import type { LoaderFunctionArgs } from 'react-router';
import { useLoaderData } from 'react-router';
import { getTimelineQueryOptions } from '../../features/banners/api/get-timeline';
import { TimelinePage, timelineSpan, timelineStateOf } from '../../features/banners/components/timeline-page';
import { clockLoader, withPageQueries } from '../loader-context';

/** The instant the page is drawn at, and on the server the days it shows then (in UTC). */
export async function loader(args: LoaderFunctionArgs) {
  const clock = clockLoader(args);
  const url = new URL(args.request.url);
  const { view, anchor } = timelineStateOf(url.searchParams, dayOfInstant(new Date(clock.drawnAt), false));
  const span = timelineSpan(view, anchor);
  await withPageQueries(null, () => [getTimelineQueryOptions(span.from, span.to)])(args);
  return clock;
}

export function Component() {
  const { drawnAt } = useLoaderData<typeof loader>();
  return <TimelinePage drawnAt={drawnAt} />;
}
