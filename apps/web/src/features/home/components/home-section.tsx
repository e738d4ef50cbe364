import { UnderConstruction } from '../../../components/ui/under-construction';

type HomeSectionProps = { id: string; title: string; description: string };

/** One of the home page's data sections; its content arrives with its feature. */
export function HomeSection({ id, title, description }: HomeSectionProps) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 bg-white/80 p-6 dark:border-white/10 dark:bg-night-900/70"
    >
      <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{description}</p>
      <UnderConstruction className="mt-5" />
    </section>
  );
}
