import { BookOpen, Swords, Users } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { BannerFrame } from './banner-frame';

/** The signed-in banner: a welcome and the three quick actions. */
export function WelcomeBanner({ username }: { username: string }) {
  return (
    <BannerFrame>
      <p className="text-sm font-semibold tracking-widest text-gold-300 uppercase">Your haven awaits</p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-white sm:text-5xl">
        Welcome back, <span className="break-all text-gold-300">{username}</span>!
      </h1>
      <p className="mt-4 max-w-2xl text-base text-slate-200 sm:text-lg">
        Ready for your next adventure? Study the heroes, plan your next formation or share what you have
        learned with the community.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink to={paths.heroes} variant="gold" size="lg">
          <Swords aria-hidden="true" className="size-5" />
          Browse Heroes
        </ButtonLink>
        <ButtonLink to={paths.myTeams} variant="light" size="lg">
          <Users aria-hidden="true" className="size-5" />
          Team Builder
        </ButtonLink>
        <ButtonLink to={paths.createGuide} variant="light" size="lg">
          <BookOpen aria-hidden="true" className="size-5" />
          Create Guide
        </ButtonLink>
      </div>
    </BannerFrame>
  );
}
