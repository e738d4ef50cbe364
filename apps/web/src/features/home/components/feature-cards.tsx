import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BookOpen, Shield, Swords } from 'lucide-react';
import { IconTile } from '../../../components/ui/icon-tile';

const FEATURES = [
  {
    icon: Shield,
    title: msg`Hero Database`,
    text: msg`Look up every hero with class, rarity, roles and skills, and see how the community rates them.`,
  },
  {
    icon: Swords,
    title: msg`Team Builder`,
    text: msg`Arrange five heroes into a formation, keep up to five teams and share them with a link.`,
  },
  {
    icon: BookOpen,
    title: msg`Guides & Friends`,
    text: msg`Read strategy guides, write your own, make friends and keep an eye on weekly flash events.`,
  },
];

/** The three feature cards shown to visitors: a short row each on phones, full cards from the medium breakpoint. */
export function FeatureCards() {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="features-heading" className="mx-auto max-w-7xl px-4 pt-8 sm:px-6 md:pt-12">
      <h2 id="features-heading" className="sr-only">
        <Trans>What you will find here</Trans>
      </h2>
      <ul className="grid gap-3 md:grid-cols-3 md:gap-5">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <li
            key={title.id}
            className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm transition-shadow hover:shadow-md md:block md:p-6 dark:border-white/10 dark:bg-night-900"
          >
            <IconTile
              icon={Icon}
              className="row-span-2 size-9 rounded-xl bg-brand-600 text-white shadow-md shadow-brand-600/30 md:size-11"
              iconClassName="size-5"
            />
            <h3 className="font-display font-bold text-slate-900 md:mt-4 md:text-lg dark:text-white">
              {i18n._(title)}
            </h3>
            <p className="text-xs leading-5 text-slate-600 md:mt-2 md:text-sm md:leading-6 dark:text-slate-300">
              {i18n._(text)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
