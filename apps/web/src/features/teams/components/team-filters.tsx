import type { HeroPickerItem } from '@haven/shared/heroes/schemas';
import type { Team } from '@haven/shared/teams/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { UserSearch, X } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/form-controls';
import { CompactField } from '../../../components/ui/form-field';
import type { PublicTeamsParams } from '../api/get-public-teams';
import { teamTexts } from '../shared-texts';
import type { HeroPickerProps } from './team-builder';
import type { TeamModeOption } from './team-details-fields';

type TeamFiltersProps = {
  params: PublicTeamsParams;
  change: (next: Partial<Omit<PublicTeamsParams, 'page'>>) => void;
  modes: readonly (TeamModeOption & { slug: string })[];
  /** The teams shown, which name the chosen hero when the page was opened with it. */
  shown: readonly Team[];
  renderPicker: (props: HeroPickerProps) => ReactNode;
};

/** The gallery's filter panel: a game mode and a hero the team contains, both kept in the address. */
export function TeamFilters({ params, change, modes, shown, renderPicker }: TeamFiltersProps) {
  const { t } = useLingui();
  const modeId = useId();
  const [isPicking, setIsPicking] = useState(false);
  const [picked, setPicked] = useState<HeroPickerItem | null>(null);
  const heroName =
    (picked?.id === params.hero ? picked.name : null) ??
    shown.flatMap((team) => team.heroes).find((member) => member.hero?.id === params.hero)?.hero?.name ??
    t`Chosen hero`;

  return (
    <div className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 dark:border-white/10 dark:bg-night-900">
      <CompactField id={modeId} label={t`Game Mode`} className="min-w-0">
        <Select id={modeId} value={params.mode} onChange={(event) => change({ mode: event.target.value })}>
          <option value="">{teamTexts.filterAnyMode}</option>
          {modes.map((mode) => (
            <option key={mode.id} value={mode.slug}>
              {mode.name}
            </option>
          ))}
        </Select>
      </CompactField>
      <fieldset className="min-w-0">
        <legend className="mb-1 block text-xs font-semibold text-slate-700 dark:text-slate-300">
          <Trans>Includes Hero</Trans>
        </legend>
        <div className="flex flex-wrap items-center gap-2">
          {params.hero ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-semibold text-brand-800 dark:bg-brand-500/15 dark:text-brand-100">
              {heroName}
              <button
                type="button"
                aria-label={t`Remove the hero filter ${heroName}`}
                onClick={() => change({ hero: '' })}
                className="grid size-6 place-items-center rounded-full hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:bg-white/10"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </span>
          ) : (
            <span className="text-sm text-slate-600 dark:text-slate-300">{teamTexts.filterAnyHero}</span>
          )}
          <Button variant="outline" size="sm" onClick={() => setIsPicking(true)}>
            <UserSearch aria-hidden="true" className="size-4" />
            {params.hero ? t`Change Hero` : t`Choose Hero`}
          </Button>
        </div>
      </fieldset>
      {renderPicker({
        open: isPicking,
        onOpenChange: setIsPicking,
        onSelect: (hero) => {
          setPicked(hero);
          change({ hero: hero.id });
        },
        excludeIds: params.hero ? [params.hero] : [],
      })}
    </div>
  );
}
