import { PageTitle } from '../../components/ui/page-title';
import { LoadingState } from '../../components/ui/spinner';
import { useSession } from '../../features/auth/api/get-me';
import { useRecoveryRedirect } from '../../features/auth/hooks/use-recovery-redirect';
import { FeatureCards } from '../../features/home/components/feature-cards';
import { HomeSection } from '../../features/home/components/home-section';
import { JoinCall } from '../../features/home/components/join-call';
import { VisitorBanner } from '../../features/home/components/visitor-banner';
import { WelcomeBanner } from '../../features/home/components/welcome-banner';

const SECTIONS = [
  {
    id: 'home-news',
    title: 'Latest News & Updates',
    description: 'Announcements, patches and events from the game.',
  },
  { id: 'home-heroes', title: 'Highest Rated Heroes', description: 'The heroes the community rates best.' },
  {
    id: 'home-guides',
    title: 'Hero Guides & Strategies',
    description: 'Fresh advice from experienced players.',
  },
  { id: 'home-teams', title: 'Team Compositions', description: 'The latest teams shared by players.' },
];

export function Component() {
  const isRecovering = useRecoveryRedirect();
  const { user, isLoading } = useSession();

  if (isRecovering) return <LoadingState label="Verifying your session..." />;

  return (
    <>
      <PageTitle title="Home" />
      {isLoading ? (
        <div className="h-80 animate-pulse bg-night-950 sm:h-96" aria-hidden="true" />
      ) : user ? (
        <WelcomeBanner username={user.username} />
      ) : (
        <>
          <VisitorBanner />
          <FeatureCards />
        </>
      )}
      <div className="mx-auto grid max-w-7xl gap-6 px-4 pt-12 sm:px-6 lg:grid-cols-2">
        {SECTIONS.map((section) => (
          <HomeSection key={section.id} {...section} />
        ))}
      </div>
      {!isLoading && !user && <JoinCall />}
    </>
  );
}
