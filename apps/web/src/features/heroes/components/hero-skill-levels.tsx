import type { HeroDetail, HeroSkill, SkillLevel } from '@haven/shared/heroes/schemas';
import { Trans } from '@lingui/react/macro';
import { Thumbnail } from '../../../components/ui/card-image';
import { TextLink } from '../../../components/ui/text-link';
import { formatCount } from '../../../lib/numbers';
import { paths } from '../../../lib/paths';
import { heroText } from '../shared-texts';

/** What reaching a level costs: each item's picture, its name linking to its page, and how many. */
function LevelCosts({ costs }: { costs: SkillLevel['costs'] }) {
  if (costs.length === 0)
    return (
      <span className="text-slate-500 dark:text-slate-400">
        <Trans>Free</Trans>
      </span>
    );
  return (
    <ul className="flex flex-col gap-1.5 sm:flex-row sm:flex-wrap sm:gap-x-4">
      {costs.map(({ entry, quantity }) => (
        <li key={entry.id} className="flex items-center gap-2">
          <Thumbnail src={entry.imageUrl} size={24} ground="grey" className="shrink-0 rounded" />
          <span className="min-w-0">
            <TextLink to={paths.databaseEntry(entry.category, entry.slug)} className="rounded">
              <span data-content>{entry.name}</span>
            </TextLink>{' '}
            <span className="font-semibold whitespace-nowrap text-slate-900 dark:text-white">
              ×{formatCount(quantity)}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * A skill's values by level as a small table: level, effect and what reaching it costs (the
 * first level's cost unlocks the skill).
 */
export function SkillLevelTable({ skill, levels }: { skill: HeroSkill; levels: SkillLevel[] }) {
  if (levels.length === 0) {
    return <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{heroText('levelsEmpty')}</p>;
  }
  return (
    <div className="relative mt-3 overflow-x-auto rounded-lg border border-slate-200 dark:border-white/10">
      <table className="w-full min-w-[17rem] text-left text-[0.8125rem] sm:text-sm">
        <caption className="sr-only">
          <Trans>{skill.name} by level, with upgrade costs</Trans>
        </caption>
        <thead className="bg-white text-xs tracking-wide text-slate-600 uppercase dark:bg-night-900 dark:text-slate-300">
          <tr>
            <th scope="col" className="w-9 px-2 py-2 font-semibold sm:w-12 sm:px-3">
              <Trans>Lv</Trans>
            </th>
            <th scope="col" className="px-2 py-2 font-semibold sm:px-3">
              <Trans>Effect</Trans>
            </th>
            <th scope="col" className="px-2 py-2 font-semibold sm:px-3">
              <Trans>Cost</Trans>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 align-top text-slate-700 dark:divide-white/10 dark:text-slate-300">
          {levels.map((level) => (
            <tr key={level.level}>
              <th scope="row" className="px-2 py-2 font-bold text-slate-900 sm:px-3 dark:text-white">
                {level.level}
              </th>
              <td data-content className="px-2 py-2 sm:px-3">
                {level.value}
              </td>
              <td className="px-2 py-2 sm:px-3">
                <LevelCosts costs={level.costs} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** 'Upgrade order': the skills to raise first, in order, and the editors' note on why. */
export function SkillUpgradeOrder({ hero }: { hero: Pick<HeroDetail, 'skills' | 'skillDepth'> }) {
  const { upgradeOrder, upgradeNote } = hero.skillDepth;
  const ordered = upgradeOrder.flatMap((position) => {
    const skill = hero.skills[position];
    return skill ? [{ position, skill }] : [];
  });
  return (
    <div className="mt-4 rounded-xl border border-brand-200 bg-brand-50/60 p-4 dark:border-brand-300/20 dark:bg-brand-300/5">
      <h3 className="font-semibold text-slate-900 dark:text-white">
        <Trans>Upgrade order</Trans>
      </h3>
      {ordered.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{heroText('orderEmpty')}</p>
      ) : (
        <ol className="mt-2 flex flex-wrap items-center gap-2 text-sm">
          {ordered.map(({ position, skill }, index) => (
            <li key={position} className="flex items-center gap-2">
              {index > 0 && (
                <span aria-hidden="true" className="text-slate-500 dark:text-slate-400">
                  →
                </span>
              )}
              <span className="inline-flex items-center gap-1.5 rounded-full bg-white px-2.5 py-1 font-semibold text-slate-900 shadow-sm dark:bg-night-900 dark:text-white">
                <span className="grid size-5 place-items-center rounded-full bg-brand-700 text-xs text-white dark:bg-brand-300 dark:text-night-950">
                  {index + 1}
                </span>
                <span data-content>{skill.name}</span>
              </span>
            </li>
          ))}
        </ol>
      )}
      {upgradeNote && (
        <p data-content className="mt-2 text-sm leading-6 text-slate-700 dark:text-slate-300">
          {upgradeNote}
        </p>
      )}
    </div>
  );
}
