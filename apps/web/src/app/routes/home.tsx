import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { AfterHydration } from '../../components/ui/after-hydration';
import { PageTitle } from '../../components/ui/page-title';
import { LoadingState } from '../../components/ui/spinner';
import { useSession } from '../../features/auth/api/get-me';
import { useRecoveryRedirect } from '../../features/auth/hooks/use-recovery-redirect';
import { getHomeGuidesQueryOptions } from '../../features/home/api/get-home-guides';
import { getHomeHeroesQueryOptions } from '../../features/home/api/get-home-heroes';
import { getHomeNewsQueryOptions } from '../../features/home/api/get-home-news';
import { getHomeTeamsQueryOptions } from '../../features/home/api/get-home-teams';
import { FeatureCards } from '../../features/home/components/feature-cards';
import { GuidesSection } from '../../features/home/components/guides-section';
import { HeroesSection } from '../../features/home/components/heroes-section';
import { JoinCall } from '../../features/home/components/join-call';
import { NewsSection } from '../../features/home/components/news-section';
import { TierTeaser } from '../../features/home/components/tier-teaser';
import { VisitorBanner } from '../../features/home/components/visitor-banner';
import { WelcomeBanner } from '../../features/home/components/welcome-banner';
import { getTierTeaserQueryOptions, useTierTeaser } from '../../features/tier-list/api/get-tier-teaser';
import { withPageQueries } from '../loader-context';

// Two parts in chunks of their own, fetched as the page renders, keep its first download small:
// today's strip, in space held at its final height, and the last section, far below the first screen.
const TodayStrip = lazy(() => import('./today-strip').then((module) => ({ default: module.TodayStrip })));
const TeamsSection = lazy(() =>
  import('../../features/home/components/teams-section').then((module) => ({ default: module.TeamsSection })),
);

/** On the server, every section's list is fetched before the page is drawn. */
export const loader = withPageQueries(null, () => [
  getHomeNewsQueryOptions(),
  getHomeHeroesQueryOptions(),
  getHomeGuidesQueryOptions(),
  getHomeTeamsQueryOptions(),
  getTierTeaserQueryOptions(),
]);

const TODAY_STRIP_SPACE = (
  <div className="h-[33.875rem] md:col-span-2 md:h-[24.5rem] lg:col-span-3 lg:h-[11.625rem]" />
);

/** The tier list's top tier, drawn with the home page's texts (the tier list's own load with its page). */
function TierTeaserSection() {
  const teaser = useTierTeaser();
  return <TierTeaser isPending={teaser.isPending} data={teaser.data?.teaser} />;
}

export function Component() {
  const { t } = useLingui();
  const isRecovering = useRecoveryRedirect();
  const { user, isLoading } = useSession();
  // Drawn without knowing the session only as the copy every member shares: a member is looking.
  const isMember = user !== null || isLoading;

  if (isRecovering) return <LoadingState label={t`Verifying your session...`} />;

  return (
    <>
      <PageTitle
        title={t`Home`}
        description={t`Heroes, outfits, guides, teams, flash events and redeem codes for players, gathered by a fan-made community.`}
      />
      {isMember ? <WelcomeBanner member={user} /> : <VisitorBanner />}
      {/* Today, for everyone: what players check daily, on a phone's first screen. */}
      <div className="mx-auto grid max-w-7xl gap-3 px-4 pt-4 sm:px-6 sm:pt-6 md:grid-cols-2 md:gap-6 lg:grid-cols-3">
        {/* The tier list's top tier: what players decide by, before today's events. */}
        <div className="md:col-span-2 lg:col-span-3">
          <TierTeaserSection />
        </div>
        {/* The three cards' final height (one above the other on phones), held while their code loads. */}
        <Suspense fallback={TODAY_STRIP_SPACE}>
          {/* In the viewer's local time: drawn once the page has hydrated. */}
          <AfterHydration fallback={TODAY_STRIP_SPACE}>
            <TodayStrip />
          </AfterHydration>
        </Suspense>
      </div>
      {!isMember && <FeatureCards />}
      {/* Each section fetches on its own, so a slow or failed one never holds up the rest. */}
      <div className="mx-auto max-w-7xl space-y-16 px-4 pt-12 pb-4 sm:px-6 sm:pt-14">
        <NewsSection />
        <HeroesSection />
        <GuidesSection />
        <Suspense>
          <TeamsSection isSignedIn={isMember} />
        </Suspense>
      </div>
      {!isMember && <JoinCall />}
    </>
  );
}
