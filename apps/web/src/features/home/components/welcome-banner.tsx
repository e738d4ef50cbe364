import { Trans } from '@lingui/react/macro';
import { BookOpen, Swords, Users } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { BANNER_BUTTON, BannerFrame } from './banner-frame';

/**
 * The signed-in banner: a welcome (a new member's first visit is not a return) and the three quick
 * actions. On the copy every member shares (`member` null), the welcome waits for the session in
 * the space its line takes; the rest works at once.
 */
export function WelcomeBanner({ member }: { member: { username: string; isFirstVisit: boolean } | null }) {
  const heading = 'text-2xl font-bold tracking-tight text-white sm:mt-3 sm:text-5xl';
  return (
    <BannerFrame>
      <p className="hidden text-sm font-semibold tracking-widest text-gold-300 uppercase sm:block">
        <Trans>Your haven awaits</Trans>
      </p>
      {member === null ? (
        <div aria-hidden="true" className={cn(heading, 'flex h-8 items-center sm:h-12')}>
          <span className="h-6 w-64 max-w-full animate-pulse rounded-lg bg-white/10 sm:h-10 sm:w-[32rem]" />
        </div>
      ) : (
        <h1 className={heading}>
          <Welcome {...member} />
        </h1>
      )}
      <p className="mt-3 hidden max-w-2xl text-sm text-slate-200 sm:mt-4 sm:block sm:text-lg">
        <Trans>
          Ready for your next adventure? Study the heroes, plan your next formation or share what you have
          learned with the community.
        </Trans>
      </p>
      <div className="mt-4 flex flex-wrap gap-3 sm:mt-8">
        <ButtonLink to={paths.heroes} variant="gold" size="md" className={BANNER_BUTTON}>
          <Swords aria-hidden="true" className="size-5" />
          <Trans>Browse Heroes</Trans>
        </ButtonLink>
        <ButtonLink to={paths.myTeams} variant="light" size="md" className={BANNER_BUTTON}>
          <Users aria-hidden="true" className="size-5" />
          <Trans>Team Builder</Trans>
        </ButtonLink>
        <ButtonLink to={paths.createGuide} variant="light" size="md" className={BANNER_BUTTON}>
          <BookOpen aria-hidden="true" className="size-5" />
          <Trans>Create Guide</Trans>
        </ButtonLink>
      </div>
    </BannerFrame>
  );
}

function Welcome({ username, isFirstVisit }: { username: string; isFirstVisit: boolean }) {
  return isFirstVisit ? (
    <Trans>
      Welcome, <span className="break-all text-gold-300">{username}</span>!
    </Trans>
  ) : (
    <Trans>
      Welcome back, <span className="break-all text-gold-300">{username}</span>!
    </Trans>
  );
}
