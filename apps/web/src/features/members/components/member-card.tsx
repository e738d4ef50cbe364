import type { MemberCard as MemberCardData } from '@haven/shared/members/schemas';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { CARD_TITLE_LINK_CLASSES, LINK_CARD_CLASSES } from '../../../components/ui/card';
import { SKELETON_BLOCK } from '../../../components/ui/section-states';
import { cn } from '../../../lib/cn';
import { useFormatDate } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { memberTexts } from '../shared-texts';

/**
 * A member in the directory: avatar, name (a link to the profile), Admin badge, join date, the
 * game details they gave (server, guild as a link to its members there, class) and biography.
 */
export function MemberCard({ member }: { member: MemberCardData }) {
  const formatDate = useFormatDate();
  const joined = formatDate(member.createdAt, 'short');
  return (
    <article className={cn(LINK_CARD_CLASSES, 'h-full p-4')}>
      <div className="flex items-center gap-3">
        <Avatar src={member.avatarUrl} alt="" className="size-14" />
        <div className="min-w-0 flex-1">
          <h2 className="flex items-center gap-2">
            <Link
              to={paths.profile(member.username)}
              className={cn(CARD_TITLE_LINK_CLASSES, 'truncate font-semibold text-slate-900 dark:text-white')}
              data-content
              title={member.username}
            >
              {member.username}
            </Link>
            {member.isAdmin && <AdminBadge />}
          </h2>
          <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
            <Trans>
              Joined <time dateTime={member.createdAt}>{joined}</time>
            </Trans>
          </p>
        </div>
      </div>
      <GameDetails member={member} />
      {/* Two lines are always reserved, so cards line up whether or not a biography is set. */}
      <p
        data-content
        className="mt-3 line-clamp-2 min-h-10 text-sm leading-5 text-slate-700 dark:text-slate-300"
      >
        {member.biography}
      </p>
    </article>
  );
}

/** Server, guild and class in one line; the guild links to the directory filtered to its members. */
function GameDetails({ member }: { member: MemberCardData }) {
  const { server, guildName, characterClass } = member;
  if (!server && !guildName && !characterClass) return null;
  const guildmates = new URLSearchParams({ ...(server ? { server } : {}), guild: guildName ?? '' });
  return (
    <p className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600 dark:text-slate-300">
      {server && (
        <span data-content className={CHIP_CLASSES}>
          {server}
        </span>
      )}
      {guildName && (
        <Link
          to={`${paths.users}?${guildmates}`}
          data-content
          aria-label={memberTexts.guildmatesLink(guildName)}
          className={cn(
            CHIP_CLASSES,
            'relative z-10 font-medium text-brand-700 hover:underline dark:text-brand-200',
          )}
        >
          {guildName}
        </Link>
      )}
      {characterClass && <span data-content>{characterClass}</span>}
    </p>
  );
}

const CHIP_CLASSES = 'rounded-md bg-slate-100 px-1.5 py-0.5 dark:bg-white/10';

/** The gold 'Admin' mark beside an administrator's name. */
export function AdminBadge() {
  return (
    <span className="shrink-0 rounded-full bg-gold-300/50 px-2 py-0.5 font-sans text-xs font-semibold text-gold-700 dark:bg-gold-400/20 dark:text-gold-300">
      <Trans>Admin</Trans>
    </span>
  );
}

/** A card's placeholder while the directory loads: the same size as a card. */
export function MemberCardSkeleton() {
  return (
    <div className="h-full rounded-2xl border border-slate-200 p-4 dark:border-white/10">
      <div className="flex items-center gap-3">
        <div className={cn(SKELETON_BLOCK, 'size-14 rounded-full')} />
        <div className="flex-1 space-y-2">
          <div className={cn(SKELETON_BLOCK, 'h-5 w-32')} />
          <div className={cn(SKELETON_BLOCK, 'h-4 w-24')} />
        </div>
      </div>
      <div className={cn(SKELETON_BLOCK, 'mt-3 h-10')} />
    </div>
  );
}
