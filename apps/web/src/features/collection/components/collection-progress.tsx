import type { CollectionProgress as Progress } from '@haven/shared/collection/rules';
import { Trans, useLingui } from '@lingui/react/macro';
import { RARITY_STYLES } from '../../../components/ui/rarity-badge';
import { cn } from '../../../lib/cn';
import { collectionTexts } from '../shared-texts';

/** '43 of 64 heroes; 12 of 14 LR…': the line, then one bar per rarity. */
export function CollectionProgress({ progress }: { progress: Progress }) {
  const { t } = useLingui();
  const line = [
    collectionTexts.progress(progress.owned, progress.total),
    ...progress.byRarity.map(({ rarity, owned, total }) => t`${owned} of ${total} ${rarity}`),
  ].join('; ');
  return (
    <section aria-labelledby="collection-progress" className="mt-4">
      <h2 id="collection-progress" className="sr-only">
        <Trans>Progress</Trans>
      </h2>
      <p className="text-base font-semibold text-slate-800 dark:text-slate-100">{line}</p>
      <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3 lg:grid-cols-6">
        {progress.byRarity.map(({ rarity, owned, total }) => (
          <li key={rarity} className="text-xs text-slate-600 dark:text-slate-300">
            <span className="flex justify-between">
              <span data-content className={cn('font-bold', RARITY_STYLES[rarity].text)}>
                {rarity}
              </span>
              <span>
                <Trans>
                  {owned} of {total}
                </Trans>
              </span>
            </span>
            <span
              aria-hidden="true"
              className="mt-1 block h-1.5 overflow-hidden rounded-full bg-slate-200 dark:bg-white/10"
            >
              <span
                className={cn('block h-full rounded-full', RARITY_STYLES[rarity].bar)}
                style={{ width: `${total === 0 ? 0 : Math.round((owned / total) * 100)}%` }}
              />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
