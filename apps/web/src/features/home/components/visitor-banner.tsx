import { Sparkles } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { BannerFrame } from './banner-frame';

/** The visitor banner: the pitch and two ways in. */
export function VisitorBanner() {
  return (
    <BannerFrame>
      <p className="inline-flex items-center gap-2 rounded-full border border-gold-400/40 bg-white/5 px-3 py-1 text-sm font-semibold text-gold-300">
        <Sparkles aria-hidden="true" className="size-4" />A fan-made community for players
      </p>
      <h1 className="mt-5 max-w-3xl text-4xl font-bold tracking-tight text-white sm:text-6xl">
        Gather your heroes. <span className="text-gold-300">Forge your legend.</span>
      </h1>
      <p className="mt-5 max-w-2xl text-base text-slate-200 sm:text-lg">
        Heroes Haven brings players together to explore every hero, plan winning teams, follow official news
        and learn from guides written by the community.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink to={paths.login} variant="gold" size="lg">
          Join the Community
        </ButtonLink>
        <ButtonLink to={paths.login} variant="light" size="lg">
          Build Teams
        </ButtonLink>
      </div>
    </BannerFrame>
  );
}
