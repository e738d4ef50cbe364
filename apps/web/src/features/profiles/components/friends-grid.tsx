import { Trans, useLingui } from '@lingui/react/macro';
import { Users } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { ButtonLink } from '../../../components/ui/button';
import { SectionLoading, SKELETON_FILL } from '../../../components/ui/section-states';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { useFriends } from '../api/get-friends';
import { profileTexts } from '../shared-texts';
import { ProfileCardSection } from './profile-card-section';

type FriendsGridProps = { profileId: string; isSignedIn: boolean };

/** A member's friends; visitors are invited to sign in. Long lists scroll within the card. */
export function FriendsGrid({ profileId, isSignedIn }: FriendsGridProps) {
  const { t } = useLingui();
  const friends = useFriends(profileId, { enabled: isSignedIn });
  const list = friends.data?.friends;
  return (
    <ProfileCardSection
      id="friends-heading"
      icon={Users}
      title={t`Friends`}
      after={
        list &&
        list.length > 0 && (
          <span className="text-sm font-medium text-slate-600 dark:text-slate-300">({list.length})</span>
        )
      }
    >
      {!isSignedIn ? (
        <div className="mt-3 flex flex-col items-center gap-3 py-4 text-center">
          <p className="text-sm text-slate-600 dark:text-slate-300">{profileTexts.friendsSignIn}</p>
          <ButtonLink to={paths.login} variant="outline" size="sm">
            <Trans>Sign In</Trans>
          </ButtonLink>
        </div>
      ) : friends.isPending ? (
        <SectionLoading label={t`Loading friends...`}>
          <div className="mt-3 grid grid-cols-3 gap-3">
            {[0, 1, 2].map((i) => (
              <div key={i} className="flex flex-col items-center gap-1.5">
                <div className={cn(SKELETON_FILL, 'size-12 rounded-full')} />
                <div className={cn(SKELETON_FILL, 'h-3 w-14 rounded')} />
              </div>
            ))}
          </div>
        </SectionLoading>
      ) : friends.isError ? (
        <p className="mt-3 py-4 text-center text-sm text-slate-600 dark:text-slate-300">
          <Trans>Failed to load friends</Trans>
        </p>
      ) : !list?.length ? (
        <p className="mt-3 py-4 text-center text-sm text-slate-600 dark:text-slate-300">
          {profileTexts.noFriends}
        </p>
      ) : (
        // The links inside take the focus, so keyboard users scroll the list by moving through them.
        <div className="mt-3 max-h-[300px] overflow-y-auto rounded-lg">
          <ul className="grid grid-cols-3 gap-3">
            {list.map((friend) => (
              <li key={friend.id}>
                <Link
                  to={paths.profile(friend.username)}
                  className="flex flex-col items-center gap-1.5 rounded-lg p-1.5 text-center hover:bg-slate-100 dark:hover:bg-white/10"
                >
                  <Avatar src={friend.avatarUrl} alt="" className="size-12" />
                  <span
                    className="w-full truncate text-xs font-medium text-slate-800 dark:text-slate-100"
                    data-content
                    title={friend.username}
                  >
                    {friend.username}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </ProfileCardSection>
  );
}
