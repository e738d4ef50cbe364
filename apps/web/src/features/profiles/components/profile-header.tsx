import type { PublicProfile } from '@haven/shared/profiles/public-profile';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarDays, MapPin, Pencil, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { ReportControl } from '../../../components/reports/report-control';
import { Avatar } from '../../../components/ui/avatar';
import { ButtonLink } from '../../../components/ui/button';
import { CARD_CLASSES } from '../../../components/ui/card';
import { useFormatDate } from '../../../lib/dates';
import { paths } from '../../../lib/paths';

type ProfileHeaderProps = {
  profile: PublicProfile;
  isOwn: boolean;
  /** The friend button, on other members' profiles for signed-in viewers. */
  action?: ReactNode;
};

/** Social handles as links to the member's page on each network (Discord has no public page per name). */
function socialLinks(profile: PublicProfile) {
  const links: { label: string; handle: string; href?: string }[] = [];
  const handle = (value: string) => value.replace(/^@/, '');
  if (profile.twitterHandle) {
    links.push({
      label: 'Twitter',
      handle: `@${handle(profile.twitterHandle)}`,
      href: `https://twitter.com/${encodeURIComponent(handle(profile.twitterHandle))}`,
    });
  }
  if (profile.youtubeHandle) {
    links.push({
      label: 'YouTube',
      handle: `@${handle(profile.youtubeHandle)}`,
      href: `https://www.youtube.com/@${encodeURIComponent(handle(profile.youtubeHandle))}`,
    });
  }
  if (profile.discordHandle) links.push({ label: 'Discord', handle: profile.discordHandle });
  return links;
}

/** The top of a profile: avatar, name, location, member since, social handles and biography. */
export function ProfileHeader({ profile, isOwn, action }: ProfileHeaderProps) {
  const { t } = useLingui();
  const { username } = profile;
  const formatDate = useFormatDate();
  const since = formatDate(profile.createdAt, 'long');
  const links = socialLinks(profile);
  return (
    <section className={`${CARD_CLASSES} p-4 sm:p-6`} aria-label={t`Profile`}>
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <Avatar
          src={profile.avatarUrl}
          alt={t`${username}'s avatar`}
          className="mx-auto size-24 border-4 border-white shadow-md sm:mx-0 sm:size-28 dark:border-night-800"
        />
        <div className="min-w-0 flex-1 text-center sm:text-left">
          <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start sm:justify-between">
            <div className="min-w-0">
              <h1
                data-content
                className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl dark:text-white"
              >
                {profile.username}
              </h1>
              <ul className="mt-2 flex flex-wrap items-center justify-center gap-x-4 gap-y-1 text-sm text-slate-600 sm:justify-start dark:text-slate-300">
                {profile.isAdmin && (
                  <li className="inline-flex items-center gap-1 font-semibold text-brand-700 dark:text-brand-200">
                    <ShieldCheck aria-hidden="true" className="size-4" />
                    <Trans>Admin</Trans>
                  </li>
                )}
                {profile.location && (
                  <li className="inline-flex items-center gap-1">
                    <MapPin aria-hidden="true" className="size-4" />
                    <span className="sr-only">
                      <Trans>Location:</Trans>{' '}
                    </span>
                    <span data-content>{profile.location}</span>
                  </li>
                )}
                <li className="inline-flex items-center gap-1">
                  <CalendarDays aria-hidden="true" className="size-4" />
                  <Trans>
                    Member since <time dateTime={profile.createdAt}>{since}</time>
                  </Trans>
                </li>
              </ul>
            </div>
            <div className="flex shrink-0 gap-2">
              {isOwn ? (
                <ButtonLink to={paths.profileEdit} variant="outline">
                  <Pencil aria-hidden="true" className="size-4" />
                  <Trans>Edit Profile</Trans>
                </ButtonLink>
              ) : (
                action
              )}
              <ReportControl
                target={{
                  targetKind: 'profile',
                  targetId: profile.id,
                  authorId: profile.id,
                  label: t`${username}'s profile`,
                }}
                variant="page"
              />
            </div>
          </div>
          {links.length > 0 && (
            <ul
              className="mt-3 flex flex-wrap justify-center gap-2 sm:justify-start"
              aria-label={t`Social links`}
            >
              {links.map((link) => (
                <li key={link.label}>
                  {link.href ? (
                    <a
                      href={link.href}
                      target="_blank"
                      rel="noopener noreferrer nofollow"
                      className="inline-flex items-center gap-1.5 rounded-full border border-slate-300 px-3 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50 dark:border-white/15 dark:text-brand-200 dark:hover:bg-white/10"
                    >
                      <span className="text-slate-600 dark:text-slate-300">{link.label}</span>
                      {link.handle}
                    </a>
                  ) : (
                    <span className="inline-flex items-center gap-1.5 rounded-full border border-slate-300 px-3 py-1 text-sm font-medium text-slate-800 dark:border-white/15 dark:text-slate-100">
                      <span className="text-slate-600 dark:text-slate-300">{link.label}</span>
                      {link.handle}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
          {profile.biography && (
            <p
              data-content
              className="mt-4 leading-7 break-words whitespace-pre-line text-slate-700 dark:text-slate-300"
            >
              {profile.biography}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
