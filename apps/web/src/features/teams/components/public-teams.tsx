import type { PolicyViewer } from '@haven/shared/common/policy-viewer';
import { TEAM_BUILD_FILTERS, TEAM_SORTS, type TeamBuildFilter } from '@haven/shared/teams/constants';
import type { Team } from '@haven/shared/teams/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert, CircleCheck, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { LINK_CARD_CLASSES } from '../../../components/ui/card';
import { ChoiceSelect } from '../../../components/ui/form-controls';
import { GalleryShell, galleryQueryState } from '../../../components/ui/gallery-shell';
import { FilterToggle, GallerySearch, useFilterToggle } from '../../../components/ui/gallery-toolbar';
import { ListForm } from '../../../components/ui/list-form';
import { SectionLoading, SKELETON_BLOCK, SKELETON_FILL } from '../../../components/ui/section-states';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { usePublicTeams } from '../api/get-public-teams';
import { usePublicTeamsParams } from '../hooks/use-public-teams-params';
import { TEAM_BUILD_TEXTS, TEAM_SORT_TEXTS, teamTexts } from '../shared-texts';
import type { HeroPickerProps } from './team-builder';
import { TeamCard } from './team-card';
import type { TeamModeOption } from './team-details-fields';
import { TeamFilters } from './team-filters';

type PublicTeamsProps = {
  /** Who is looking (undefined while the session loads), for the vote buttons. */
  viewer: PolicyViewer | undefined;
  /** The game modes to filter by, given by the page. */
  modes: readonly (TeamModeOption & { slug: string })[];
  /** The hero picker for the hero filter, rendered by the page. */
  renderPicker: (props: HeroPickerProps) => ReactNode;
  /** Whether 'Teams I can build' is offered: to signed-in members. */
  canBuild?: boolean;
};

const BUILD_CHOICES = ['', ...TEAM_BUILD_FILTERS] as const;

/** What a card of 'Teams I can build' says: that the member owns every hero, or the one they lack. */
function BuildNote({
  team,
}: {
  team: Team | (Team & { missing: number; missingHero: { name: string } | null });
}) {
  if (!('missing' in team)) return null;
  const ready = team.missing === 0;
  const Icon = ready ? CircleCheck : CircleAlert;
  return (
    <p
      className={cn(
        'flex items-center gap-1.5 text-sm font-semibold',
        ready ? 'text-emerald-700 dark:text-emerald-300' : 'text-amber-800 dark:text-amber-200',
      )}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {ready
        ? teamTexts.buildReady
        : team.missingHero
          ? teamTexts.buildMissing(team.missingHero.name)
          : teamTexts.buildMissingRemoved}
    </p>
  );
}

const GRID = 'grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4';

/**
 * 'Community Teams': every shared team, searched, filtered by game mode, hero or member and sorted
 * on the server, a page at a time.
 */
export function PublicTeams({ viewer, modes, renderPicker, canBuild = false }: PublicTeamsProps) {
  const { t } = useLingui();
  const list = usePublicTeamsParams();
  const { change, pageHref } = list;
  // A visitor's address may ask for the teams they can build; they have no collection, so it lists every team.
  const params = canBuild ? list.params : { ...list.params, build: '' as const };
  const teams = usePublicTeams(params);
  const data = teams.data;
  const shownCount = data?.items.length;
  const totalCount = data?.total;
  const ownedHeroes = data && 'ownedHeroes' in data ? data.ownedHeroes : null;
  const filters = useFilterToggle(params.mode !== '' || params.hero !== '');
  const activeCount = [params.mode, params.hero].filter(Boolean).length;

  return (
    <GalleryShell
      toolbar={
        <>
          <div>
            <h1 className="font-display text-3xl font-bold text-slate-900 dark:text-white">
              <Trans>Community Teams</Trans>
            </h1>
            <p className="mt-1 text-slate-600 dark:text-slate-300">
              <Trans>Teams built and shared by players.</Trans>
            </p>
            {params.member && (
              <p className="mt-2 flex flex-wrap items-center gap-2 text-sm font-medium text-slate-700 dark:text-slate-200">
                {teamTexts.memberFilterActive(params.member)}
                <Button variant="outline" size="sm" onClick={() => change({ member: '' })}>
                  <Trans>Show all teams</Trans>
                </Button>
              </p>
            )}
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <GallerySearch
              label={t`Search teams by name or creator`}
              placeholder={teamTexts.searchPlaceholder}
              value={params.search}
              onSearch={(search, options) => change({ search }, options)}
            />
            <div className="flex min-w-0 gap-3">
              <ListForm owns={['sort']} inline className="min-w-0 flex-1 sm:flex-none">
                <ChoiceSelect
                  label={t`Sort teams`}
                  name="sort"
                  value={params.sort}
                  choices={TEAM_SORTS}
                  labelOf={(sort) => t(TEAM_SORT_TEXTS[sort])}
                  onChange={(sort) => change({ sort })}
                  className="h-11 min-w-0 flex-1 sm:w-36 sm:flex-none"
                />
              </ListForm>
              <FilterToggle {...filters} activeCount={activeCount}>
                {filters.isOpen ? t`Hide Filters` : t`Show Filters`}
              </FilterToggle>
            </div>
          </div>
          {canBuild && (
            <ListForm owns={['build']} inline>
              <ChoiceSelect<TeamBuildFilter | ''>
                label={teamTexts.buildLabel}
                name="build"
                value={params.build}
                choices={BUILD_CHOICES}
                labelOf={(build) => t(TEAM_BUILD_TEXTS[build])}
                onChange={(build) => change({ build })}
                className="h-11 w-full sm:w-80"
              />
            </ListForm>
          )}
        </>
      }
      panel={
        filters.isOpen && (
          <div id={filters.panelId}>
            <TeamFilters
              params={params}
              change={change}
              modes={modes}
              shown={teams.data?.items ?? []}
              renderPicker={renderPicker}
            />
          </div>
        )
      }
      {...galleryQueryState(teams)}
      page={params.page}
      loading={
        <SectionLoading label={t`Loading teams...`}>
          <ul className={GRID}>
            {Array.from({ length: 8 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <li key={i} className={cn(LINK_CARD_CLASSES, 'h-full')}>
                <div className="space-y-2 p-4">
                  <div className={cn(SKELETON_FILL, 'h-36 w-full rounded-xl')} />
                  <div className={cn(SKELETON_BLOCK, 'h-6 w-2/3')} />
                  <div className={cn(SKELETON_BLOCK, 'h-4 w-1/2')} />
                  <div className={cn(SKELETON_BLOCK, 'h-4 w-1/3')} />
                </div>
              </li>
            ))}
          </ul>
        </SectionLoading>
      }
      error={<Alert variant="error">{teamTexts.loadListFailed}</Alert>}
      empty={
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 px-6 py-14 text-center dark:border-white/15">
          <Users aria-hidden="true" className="size-10 text-brand-600 dark:text-brand-300" />
          <h2 className="font-display text-xl font-bold text-slate-900 dark:text-white">
            {params.build ? teamTexts.buildEmptyTitle : teamTexts.publicEmptyTitle}
          </h2>
          <p className="max-w-md text-slate-600 dark:text-slate-300">
            {ownedHeroes === 0
              ? teamTexts.buildNoCollection
              : params.build === 'ready'
                ? teamTexts.buildEmptyReady
                : params.build === 'near'
                  ? teamTexts.buildEmptyNear
                  : params.search || params.hero || params.mode || params.member
                    ? teamTexts.publicEmptySearch
                    : teamTexts.publicEmpty}
          </p>
          {ownedHeroes === 0 ? (
            <ButtonLink to={paths.collection}>{teamTexts.buildOpenCollection}</ButtonLink>
          ) : (
            <ButtonLink to={paths.manageTeams}>Create Your Team</ButtonLink>
          )}
        </div>
      }
      count={
        <p className="text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
          <Trans>
            Showing {shownCount} of {totalCount} teams
          </Trans>
        </p>
      }
      label={t`Teams`}
      gridClassName={GRID}
      getKey={(team) => team.id}
      renderItem={(team) => <TeamCard team={team} viewer={viewer} note={<BuildNote team={team} />} />}
      pages={teams.data && { ...teams.data, label: t`Team pages`, getHref: pageHref }}
    />
  );
}
