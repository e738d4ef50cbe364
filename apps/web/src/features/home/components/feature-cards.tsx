import { BookOpen, Shield, Swords } from 'lucide-react';

const FEATURES = [
  {
    icon: Shield,
    title: 'Hero Database',
    text: 'Look up every hero with class, rarity, roles and skills, and see how the community rates them.',
  },
  {
    icon: Swords,
    title: 'Team Builder',
    text: 'Arrange five heroes into a formation, keep up to five teams and share them with a link.',
  },
  {
    icon: BookOpen,
    title: 'Guides & Friends',
    text: 'Read strategy guides, write your own, make friends and keep an eye on weekly flash events.',
  },
];

/** The three feature cards shown to visitors. */
export function FeatureCards() {
  return (
    <section aria-labelledby="features-heading" className="mx-auto max-w-7xl px-4 pt-12 sm:px-6">
      <h2 id="features-heading" className="sr-only">
        What you will find here
      </h2>
      <ul className="grid gap-5 md:grid-cols-3">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <li
            key={title}
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md dark:border-white/10 dark:bg-night-900"
          >
            <span className="grid size-11 place-items-center rounded-xl bg-brand-600 text-white shadow-md shadow-brand-600/30">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <h3 className="mt-4 font-display text-lg font-bold text-slate-900 dark:text-white">{title}</h3>
            <p className="mt-2 text-sm leading-6 text-slate-600 dark:text-slate-300">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
