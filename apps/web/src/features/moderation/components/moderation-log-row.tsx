import type { ModerationLogEntry } from '@haven/shared/moderation/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { Cell } from '../../../components/ui/table';
import { TextLink } from '../../../components/ui/text-link';
import { useFormatDate } from '../../../lib/dates';
import type { OfficialContentType } from '../../../lib/paths';
import { paths } from '../../../lib/paths';
import { MODERATION_ACTION_TEXTS, moderationTexts } from '../shared-texts';

type Target = NonNullable<ModerationLogEntry['target']>;
type Link = NonNullable<Target['link']>;

/** The page of an item the log names, by its kind; kinds without a page of their own have none. */
const TARGET_PATHS: Partial<Record<Target['kind'], (link: Link) => string>> = {
  guide: (link) => paths.guide(link.slug),
  hero: (link) => paths.hero(link.slug),
  team: (link) => paths.team(link.slug),
  outfit: (link) => paths.outfit(link.slug),
  profile: (link) => paths.profile(link.slug),
  official_content: (link) => paths.officialItem(link.section as OfficialContentType, link.slug),
  database_entry: (link) => paths.databaseEntry(link.section ?? '', link.slug),
};

/** Narrows the log to one admin or one member, from their name in a row. */
export type FilterBy = (name: 'admin' | 'member', id: string) => void;

const FILTER_BUTTON =
  'text-left font-semibold text-slate-900 underline decoration-dotted underline-offset-2 hover:decoration-solid dark:text-white';

/** One admin action: when, who, what, on whom or what, and why. */
export function ModerationLogRow({ entry, onFilter }: { entry: ModerationLogEntry; onFilter: FilterBy }) {
  const { t } = useLingui();
  const formatDate = useFormatDate();
  return (
    <tr>
      <Cell className="hidden whitespace-nowrap md:table-cell">
        <time dateTime={entry.createdAt}>{formatDate(entry.createdAt, 'dateTime')}</time>
      </Cell>
      <Cell>
        <button
          type="button"
          className={FILTER_BUTTON}
          aria-label={t`Only actions by ${entry.admin.username}`}
          onClick={() => onFilter('admin', entry.admin.id)}
        >
          <span data-content>{entry.admin.username}</span>
        </button>
      </Cell>
      <Cell>
        {t(MODERATION_ACTION_TEXTS[entry.action])}
        {/* Narrower screens show the date under the action instead of in its own column. */}
        <time
          dateTime={entry.createdAt}
          className="block text-xs text-slate-600 md:hidden dark:text-slate-400"
        >
          {formatDate(entry.createdAt, 'dateTime')}
        </time>
      </Cell>
      <Cell className="max-w-72">
        <Subject entry={entry} onFilter={onFilter} />
      </Cell>
      <Cell className="max-w-72 break-words text-slate-700 dark:text-slate-300">
        <span data-content>{entry.reason ?? '—'}</span>
      </Cell>
    </tr>
  );
}

function Subject({ entry, onFilter }: { entry: ModerationLogEntry; onFilter: FilterBy }) {
  const { t } = useLingui();
  const { member, target } = entry;
  return (
    <div className="space-y-1">
      {member && (
        <div className="flex flex-wrap items-baseline gap-x-2">
          <button
            type="button"
            className={FILTER_BUTTON}
            aria-label={
              member.username ? t`Only actions on ${member.username}` : t`Only actions on this member`
            }
            onClick={() => onFilter('member', member.id)}
          >
            {member.username ? <span data-content>{member.username}</span> : t`Unknown member`}
          </button>
          {member.currentUsername ? (
            <TextLink to={paths.profile(member.currentUsername)} className="text-xs">
              <Trans>Profile</Trans>
            </TextLink>
          ) : (
            <span className="text-xs text-slate-600 dark:text-slate-400">{moderationTexts.itemGone}</span>
          )}
        </div>
      )}
      {target && !(target.kind === 'profile' && member) && <TargetLabel target={target} />}
      {target && target.kind === 'profile' && member && target.label !== member.username && (
        <p data-content className="text-xs text-slate-600 dark:text-slate-400">
          {target.label}
        </p>
      )}
    </div>
  );
}

function TargetLabel({ target }: { target: Target }) {
  const toPath = TARGET_PATHS[target.kind];
  if (target.link && toPath) {
    return (
      <TextLink to={toPath(target.link)} className="line-clamp-2 break-words">
        <span data-content>{target.label}</span>
      </TextLink>
    );
  }
  return (
    <p className="line-clamp-2 break-words text-slate-700 dark:text-slate-300">
      <span data-content>{target.label}</span>{' '}
      {!target.link && toPath && (
        <span className="text-xs text-slate-600 dark:text-slate-400">{moderationTexts.itemGone}</span>
      )}
    </p>
  );
}
