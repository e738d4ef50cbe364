import type { PolicyViewer } from '@haven/shared/common/policy-viewer';
import type { TeamPage } from '@haven/shared/teams/schemas';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { CommentMentions, LinkedNames } from '../../../components/comments/comment-mentions';
import { CARD_CLASSES } from '../../../components/ui/card';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { RARITY_STYLES } from '../../../components/ui/rarity-badge';
import { cn } from '../../../lib/cn';
import { useFormatDate } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { teamTexts } from '../shared-texts';
import { ModeTag } from './mode-tag';
import { TeamActions } from './team-actions';
import { TeamFormation } from './team-formation';
import { VoteButton } from './vote-button';

type TeamViewProps = {
  team: TeamPage;
  /** Who is looking; undefined while the session loads. */
  viewer: PolicyViewer | undefined;
  /** Opens the edit form (offered to the owner). */
  onEdit: () => void;
};

/**
 * A team's page: its name, creator, date, mode, votes, formation, notes (the names they hold linked,
 * with preview cards) and what one can do with it.
 */
export function TeamView({ team, viewer, onEdit }: TeamViewProps) {
  const formatDate = useFormatDate();
  const heroAt = (position: number) => team.heroes.find((h) => h.position === position);
  const creator = team.creator ? (
    <Link
      to={paths.profile(team.creator.username)}
      data-content
      className="font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-200"
    >
      {team.creator.username}
    </Link>
  ) : (
    <span className="font-semibold">{teamTexts.anonymousCreator}</span>
  );
  const createdAt = formatDate(team.createdAt, 'dateTime');
  return (
    <article className={cn(CARD_CLASSES, 'space-y-6 p-4 sm:p-6')}>
      <header className="flex flex-col gap-4">
        <div className="min-w-0">
          <h1
            data-content
            className="font-display text-3xl font-bold break-words text-slate-900 dark:text-white"
          >
            {team.name}
          </h1>
          <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
            <Trans>
              Created by {creator} on <time dateTime={team.createdAt}>{createdAt}</time>
            </Trans>
          </p>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <VoteButton team={team} viewer={viewer} />
            {team.mode && <ModeTag name={team.mode.name} />}
          </div>
        </div>
        <TeamActions team={team} viewer={viewer} onEdit={onEdit} />
      </header>
      <TeamFormation
        renderSlot={(position) => {
          const member = heroAt(position);
          if (!member) return <EmptySlot />;
          if (!member.hero) return <HeroTile name={teamTexts.unknownHeroName} imageUrl={null} />;
          return (
            <Link
              to={paths.hero(member.hero.slug)}
              className="group block w-full rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <HeroTile name={member.hero.name} imageUrl={member.hero.imageUrl} rarity={member.hero.rarity} />
            </Link>
          );
        }}
      />
      {team.notes && (
        <section aria-labelledby="team-notes">
          <h2 id="team-notes" className="font-display text-lg font-bold text-slate-900 dark:text-white">
            <Trans>Notes</Trans>
          </h2>
          <CommentMentions cards={team.mentions}>
            <p
              data-content
              className="mt-2 text-sm leading-6 break-words whitespace-pre-line text-slate-700 dark:text-slate-200"
            >
              <LinkedNames text={team.notes} />
            </p>
          </CommentMentions>
        </section>
      )}
    </article>
  );
}

type HeroTileProps = { name: string; imageUrl: string | null; rarity?: keyof typeof RARITY_STYLES };

/** A hero's portrait and name in a formation slot. */
export function HeroTile({ name, imageUrl, rarity }: HeroTileProps) {
  return (
    <span className="flex w-full flex-col items-center gap-1 text-center">
      <FallbackImage
        src={imageUrl}
        alt=""
        width={128}
        height={128}
        className="aspect-square w-full rounded-xl bg-night-900 object-cover shadow-sm ring-2 ring-white group-hover:ring-brand-400 dark:ring-white/10"
      />
      <span
        data-content
        className="line-clamp-2 text-sm font-semibold break-words text-slate-900 group-hover:text-brand-700 dark:text-white dark:group-hover:text-brand-200"
      >
        {name}
      </span>
      {rarity && (
        <span data-content className={cn('text-xs font-bold', RARITY_STYLES[rarity].text)}>
          {rarity}
        </span>
      )}
    </span>
  );
}

function EmptySlot() {
  return (
    <span className="grid aspect-square w-full place-items-center rounded-xl border-2 border-dashed border-slate-300 text-xs text-slate-500 dark:border-white/15 dark:text-slate-400">
      <Trans>Empty</Trans>
    </span>
  );
}
