import type { ModeTiers } from '@haven/shared/statistics/schemas';
import { useId, useState } from 'react';
import { Select } from '../../../components/ui/form-controls';
import { STATISTICS_TEXTS as M } from '../shared-texts';
import { summariseTiers } from '../summaries';
import { CountsCard } from './count-cards';

/** 'Heroes per tier' for the mode chosen in its select (the first mode at first). */
export function TiersCard({ modes }: { modes: readonly ModeTiers[] }) {
  const selectId = useId();
  const [slug, setSlug] = useState('');
  const mode = modes.find((m) => m.slug === slug) ?? modes[0];
  const controls =
    modes.length > 0 ? (
      <div className="mb-1 flex items-center gap-2 text-sm">
        <label htmlFor={selectId} className="font-medium text-slate-700 dark:text-slate-200">
          {M.heroesPerTier.modeLabel}
        </label>
        <Select
          id={selectId}
          className="h-9 w-auto"
          value={mode?.slug ?? ''}
          onChange={(event) => setSlug(event.target.value)}
        >
          {modes.map((m) => (
            <option key={m.slug} value={m.slug}>
              {m.mode}
            </option>
          ))}
        </Select>
      </div>
    ) : null;
  return (
    <CountsCard
      messages={{
        title: M.heroesPerTier.title,
        caption: M.heroesPerTier.caption(mode?.mode ?? ''),
        empty: M.heroesPerTier.empty,
      }}
      summary={mode ? summariseTiers(mode.mode, mode.tiers) : null}
      rows={mode?.tiers ?? []}
      headers={[M.columns.tier, M.columns.heroes]}
      chart="columns"
      tableWhenEmpty={false}
      controls={controls}
    />
  );
}
