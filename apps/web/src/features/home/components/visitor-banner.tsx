import { Trans } from '@lingui/react/macro';
import { Sparkles } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { BANNER_BUTTON, BannerFrame } from './banner-frame';

/** The visitor banner: the pitch and two ways in (on a phone, the headline and the ways in). */
export function VisitorBanner() {
  return (
    <BannerFrame>
      <p className="hidden items-center gap-2 rounded-full sm:inline-flex border border-gold-400/40 bg-white/5 px-3 py-1 text-sm font-semibold text-gold-300">
        <Sparkles aria-hidden="true" className="size-4" />
        <Trans>A fan-made community for players</Trans>
      </p>
      <h1 className="max-w-3xl text-3xl font-bold tracking-tight text-white sm:mt-5 sm:text-6xl">
        <Trans>
          Gather your heroes. <span className="text-gold-300">Forge your legend.</span>
        </Trans>
      </h1>
      <p className="mt-3 hidden max-w-2xl text-sm text-slate-200 sm:mt-5 sm:block sm:text-lg">
        <Trans>
          Heroes Haven brings players together to explore every hero, plan winning teams, follow official news
          and learn from guides written by the community.
        </Trans>
      </p>
      <div className="mt-4 flex flex-wrap gap-3 sm:mt-8">
        <ButtonLink to={paths.login} variant="gold" size="md" className={BANNER_BUTTON}>
          <Trans>Join the Community</Trans>
        </ButtonLink>
        <ButtonLink to={paths.login} variant="light" size="md" className={BANNER_BUTTON}>
          <Trans>Build Teams</Trans>
        </ButtonLink>
      </div>
    </BannerFrame>
  );
}
