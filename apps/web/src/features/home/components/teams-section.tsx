import { HOME_MESSAGES } from '@haven/shared/home/constants';
import type { HomeTeam } from '@haven/shared/home/schemas';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { PlusCircle, Swords, ThumbsUp, Users } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { LINK_CARD_CLASSES } from '../../../components/ui/card';
import { CardTitle } from '../../../components/ui/card-title';
import { IconTile } from '../../../components/ui/icon-tile';
import {
  CardList,
  SectionLoading,
  SKELETON_BLOCK,
  SkeletonBlocks,
  SkeletonCards,
} from '../../../components/ui/section-states';
import { TeamLineup } from '../../../components/ui/team-lineup';
import { cn } from '../../../lib/cn';
import { formatCount } from '../../../lib/numbers';
import { paths } from '../../../lib/paths';
import { useHomeTeams } from '../api/get-home-teams';
import { Byline } from './byline';
import { HomeSection } from './home-section';

/** A team's five places, drawn in the skeleton. */
const TEAM_PLACES = 5;

const GRID = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-4';

type TeamsSectionProps = { isSignedIn: boolean };

/** Team Compositions: the three newest teams and an invitation to build one. */
export function TeamsSection({ isSignedIn }: TeamsSectionProps) {
  const { t } = useLingui();
  const query = useHomeTeams();

  return (
    <HomeSection
      id="home-teams"
      title={t`Team Compositions`}
      description={t`The latest teams shared by players.`}
      icon={Swords}
      viewAll={{ to: paths.publicTeams, label: t`teams` }}
      query={query}
      logName="teams"
      loading={<TeamsSkeleton />}
    >
      {/* No empty state: the invitation to build a team is always there. */}
      {(teams) => (
        <CardList
          items={teams}
          getKey={(team) => team.id}
          renderItem={(team) => <TeamCard team={team} />}
          last={<CreateTeamCard isSignedIn={isSignedIn} />}
          className={GRID}
        />
      )}
    </HomeSection>
  );
}

function TeamCard({ team }: { team: HomeTeam }) {
  const votes = formatCount(team.voteCount);
  return (
    <article className={cn(LINK_CARD_CLASSES, 'w-full gap-3 p-4')}>
      <div className="flex items-start justify-between gap-3">
        <CardTitle
          to={paths.team(team.slug)}
          className="line-clamp-2 font-display text-lg leading-snug font-bold break-words text-slate-900 dark:text-white"
        >
          {team.name}
        </CardTitle>
        <Users aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-600 dark:text-brand-300" />
      </div>
      {team.heroes.length > 0 ? (
        <TeamLineup heroes={team.heroes} />
      ) : (
        <p className="flex min-h-20 items-center justify-center rounded-xl bg-slate-100 text-sm text-slate-600 italic dark:bg-white/5 dark:text-slate-300">
          {HOME_MESSAGES.noTeamHeroes}
        </p>
      )}
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs font-semibold text-slate-700 dark:text-slate-200">
        {team.mode && (
          <span data-content className="text-brand-800 dark:text-brand-100">
            {team.mode}
          </span>
        )}
        <span className="inline-flex items-center gap-1">
          <ThumbsUp aria-hidden="true" className="size-3.5" />
          <Plural value={team.voteCount} one={`${votes} vote`} other={`${votes} votes`} />
        </span>
      </p>
      <Byline author={team.owner} createdAt={team.createdAt} className="mt-auto text-xs" />
    </article>
  );
}

/** The 'Create Your Team' card: members go to the team builder, visitors to sign in. */
function CreateTeamCard({ isSignedIn }: TeamsSectionProps) {
  return (
    <article className="flex w-full flex-col items-center justify-center gap-3 rounded-2xl border-2 border-dashed border-brand-300 bg-brand-50/70 p-6 text-center dark:border-brand-400/40 dark:bg-brand-500/10">
      <IconTile
        icon={PlusCircle}
        className="size-12 rounded-full bg-brand-600 text-white shadow-md shadow-brand-600/30"
      />
      <h3 className="font-display text-lg font-bold text-slate-900 dark:text-white">
        <Trans>Create Your Team</Trans>
      </h3>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        <Trans>Pick five heroes, set their formation and share it with the community.</Trans>
      </p>
      {isSignedIn ? (
        <ButtonLink to={paths.myTeams} className="mt-1">
          <Trans>Build Now</Trans>
        </ButtonLink>
      ) : (
        <ButtonLink to={paths.login} className="mt-1">
          <Trans>Sign In to Build</Trans>
        </ButtonLink>
      )}
    </article>
  );
}

function TeamsSkeleton() {
  const { t } = useLingui();
  return (
    <SectionLoading label={t`Loading teams...`}>
      <SkeletonCards count={4} className={GRID} cardClassName={cn(LINK_CARD_CLASSES, 'gap-4 p-5')}>
        <div className={cn(SKELETON_BLOCK, 'h-5 w-2/3')} />
        <SkeletonBlocks className="flex gap-2" blocks={Array(TEAM_PLACES).fill('size-10 rounded-full')} />
        <SkeletonBlocks
          className="flex items-center gap-2 pt-3"
          blocks={['size-8 rounded-full', 'h-3 w-24']}
        />
      </SkeletonCards>
    </SectionLoading>
  );
}
