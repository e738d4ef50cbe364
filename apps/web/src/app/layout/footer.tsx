import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { LanguageLinks } from './language-switcher';

const FOOTER_LINKS = [
  { label: msg`Terms of Service`, to: paths.terms },
  { label: msg`Privacy Policy`, to: paths.privacy },
  { label: msg`Cookies Policy`, to: paths.cookies },
  { label: msg`Community Guidelines`, to: paths.communityGuidelines },
  { label: msg`About This Website`, to: paths.aboutWebsite },
  { label: msg`Contact`, to: paths.contact },
];

export function Footer() {
  const { i18n, t } = useLingui();
  const year = new Date().getUTCFullYear();
  return (
    <footer className="mt-16 border-t border-gold-400/20 bg-night-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-[1.2fr_1fr]">
        <div>
          <div translate="no" className="font-display text-lg font-bold text-white">
            Heroes <span className="text-gold-400">Haven</span>
          </div>
          <p className="mt-3 max-w-md text-sm leading-6">
            <Trans>
              Heroes Haven is an unofficial, fan-made community website, made by players for players. It is
              not affiliated with, endorsed by or connected to the game's publisher or developers. Game names
              and trademarks belong to their respective owners.
            </Trans>
          </p>
        </div>
        <nav aria-label={t`Footer`}>
          <ul className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="rounded-sm text-slate-200 underline-offset-4 hover:text-gold-300 hover:underline focus-visible:outline-gold-400"
                >
                  {i18n._(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="mx-auto max-w-7xl px-4 pb-6 sm:px-6">
        <nav aria-label={t`Language`}>
          <LanguageLinks
            inline
            className="rounded-sm text-sm text-slate-200 underline-offset-4 hover:text-gold-300 hover:underline focus-visible:outline-gold-400 aria-[current=true]:font-semibold aria-[current=true]:text-gold-300"
          />
        </nav>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-slate-400 sm:px-6">
          <Trans>© {year} Heroes Haven · Made by fans, for fans.</Trans>
        </p>
      </div>
    </footer>
  );
}
