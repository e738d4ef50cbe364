import { TEAM_MESSAGES } from '@haven/shared/teams/messages';
import type { PublicTeamCard } from '@haven/shared/teams/schemas';
import { LINK_CARD_CLASSES } from '../../../components/ui/card';
import { CardTitle } from '../../../components/ui/card-title';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/dates';
import { paths } from '../../../lib/paths';

/** A team of the public gallery as a link card; `headingLevel` fits the page it sits on. */
export function TeamCard({ team, headingLevel = 2 }: { team: PublicTeamCard; headingLevel?: 2 | 3 }) {
  return (
    <article className={cn(LINK_CARD_CLASSES, 'h-full')}>
      {team.imageUrl ? (
        <FallbackImage
          src={team.imageUrl}
          alt=""
          width={400}
          height={300}
          className="aspect-[4/3] w-full bg-night-900 object-contain"
        />
      ) : (
        <div className="grid aspect-[4/3] w-full place-items-center bg-slate-100 text-sm font-semibold text-slate-600 dark:bg-white/5 dark:text-slate-300">
          {TEAM_MESSAGES.noImage}
        </div>
      )}
      <div className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
        <CardTitle
          level={headingLevel}
          to={paths.team(team.slug)}
          className="font-display text-base leading-snug font-bold break-words text-slate-900 sm:text-lg dark:text-white"
        >
          {team.name}
        </CardTitle>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          by {team.creator ? team.creator.username : TEAM_MESSAGES.unknownUser}
        </p>
        <p className="mt-auto flex flex-wrap justify-between gap-x-2 pt-2 text-xs text-slate-600 dark:text-slate-300">
          <time dateTime={team.createdAt}>{formatDate(team.createdAt, 'short')}</time>
          <span>{team.heroCount} heroes</span>
        </p>
      </div>
    </article>
  );
}
