import { canBlockMember } from '@haven/shared/blocks/policies';
import { canChangeFriendship } from '@haven/shared/friends/policies';
import { canChangeGameTeam } from '@haven/shared/game-team/policies';
import { canChangeFavoriteOutfit } from '@haven/shared/outfits/policies';
import { canEditProfile } from '@haven/shared/profiles/policies';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { arrivalThreadPage } from '../../../components/comments/use-linked-comment';
import { AfterHydration } from '../../../components/ui/after-hydration';
import { DetailPageTitle } from '../../../components/ui/detail-page-title';
import { useSession } from '../../../features/auth/api/get-me';
import { useBlockedIds } from '../../../features/blocks/api/get-blocked-ids';
import { BlockButton } from '../../../features/blocks/components/block-button';
import { getMemberCollectionQueryOptions } from '../../../features/collection/api/get-member-collection';
import { CollectionShowcase } from '../../../features/collection/components/collection-showcase';
import { UpcomingEventsWidget } from '../../../features/flash-events/components/upcoming-events-widget';
import { getFriendshipQueryOptions } from '../../../features/friends/api/get-friendship';
import { FriendButton } from '../../../features/friends/components/friend-button';
import { GameTeamPanel } from '../../../features/game-team/components/game-team-panel';
import { getAuthorGuidesQueryOptions } from '../../../features/guides/api/get-guides';
import { AuthorGuides } from '../../../features/guides/components/author-guides';
import { useRemoveFavoriteOutfit } from '../../../features/outfits/api/remove-favorite-outfit';
import { getProfileCommentsQueryOptions } from '../../../features/profile-comments/api/get-profile-comments';
import { ProfileComments } from '../../../features/profile-comments/components/profile-comments';
import { getFriendsQueryOptions } from '../../../features/profiles/api/get-friends';
import { getProfileQueryOptions, useProfile } from '../../../features/profiles/api/get-profile';
import { FavoriteOutfitCard } from '../../../features/profiles/components/favorite-outfit-card';
import { FriendsGrid } from '../../../features/profiles/components/friends-grid';
import { ProfileHeader } from '../../../features/profiles/components/profile-header';
import { GameFamilyCard, GameProfileCard } from '../../../features/profiles/components/profile-info-cards';
import {
  PROFILE_COLUMNS_CLASSES,
  PROFILE_PAGE_CLASSES,
  ProfileLoadError,
  ProfileNotFound,
  ProfilePageSkeleton,
} from '../../../features/profiles/components/profile-page-states';
import { getMemberTeamsQueryOptions } from '../../../features/teams/api/get-public-teams';
import { MemberTeams } from '../../../features/teams/components/member-teams';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { mainQueryLoader, withPageQueries } from '../../loader-context';

// Only an owner's own profile draws the hero picker (to fill an empty Game Team slot): its own chunk.
const HeroPickerModal = lazy(() =>
  import('../../../features/heroes/components/hero-picker-modal').then((module) => ({
    default: module.HeroPickerModal,
  })),
);

/** The server answers 404 for a member that does not exist. */
export const loader = withPageQueries(
  mainQueryLoader(({ username = '' }) => getProfileQueryOptions(username)),
  ({ params: { username = '' }, url, queryClient, viewer }) => {
    const profile = queryClient.getQueryData(getProfileQueryOptions(username).queryKey);
    if (!profile) return [];
    return [
      getMemberTeamsQueryOptions(profile.username),
      getAuthorGuidesQueryOptions(profile.username),
      getProfileCommentsQueryOptions(profile.id, arrivalThreadPage(url)),
      getMemberCollectionQueryOptions(profile.id),
      ...(viewer ? [getFriendsQueryOptions(profile.id)] : []),
      ...(canChangeFriendship(viewer, profile.id) ? [getFriendshipQueryOptions(profile.id)] : []),
    ];
  },
);

export function Component() {
  const { username = '' } = useParams();
  const { user, isLoading: isSessionLoading } = useSession();
  const profile = useProfile(username);
  const removeFavoriteOutfit = useRemoveFavoriteOutfit();
  const { t } = useLingui();
  const blockedIds = useBlockedIds(user !== null);

  if (profile.isPending) return <ProfilePageSkeleton />;
  if (profile.isError) {
    if (profile.error instanceof ApiError && profile.error.status === 404) return <ProfileNotFound />;
    return <ProfileLoadError onRetry={() => void profile.refetch()} />;
  }

  const data = profile.data;
  const name = data.username;
  return (
    <div className={PROFILE_PAGE_CLASSES}>
      <DetailPageTitle
        title={t`${name}'s Profile`}
        description={data.biography ?? t`${name} on Heroes Haven`}
        image={data.avatarUrl ? { src: data.avatarUrl, alt: data.username } : null}
        breadcrumb={{
          trail: [
            { label: t`Home`, to: paths.home },
            { label: t`Members`, to: paths.users },
          ],
          current: data.username,
        }}
      />
      <ProfileHeader
        profile={data}
        isOwn={canEditProfile(user, data.id)}
        action={
          <ProfileActions
            profile={data}
            canBefriend={canChangeFriendship(user, data.id)}
            canBlock={canBlockMember(user, data)}
            isBlocked={blockedIds?.has(data.id) ?? false}
          />
        }
      />
      <div className={PROFILE_COLUMNS_CLASSES}>
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <div className="grid gap-6 md:grid-cols-2">
            <GameProfileCard profile={data} />
            <GameFamilyCard profile={data} />
          </div>
          <GameTeamPanel
            entries={data.gameTeam}
            isLoading={false}
            player={{ username: data.username, characterName: data.characterName, avatarUrl: data.avatarUrl }}
            isOwner={canChangeGameTeam(user, data.id)}
            renderHeroPicker={(props) => (
              <Suspense>
                <HeroPickerModal {...props} canFilterOwned />
              </Suspense>
            )}
          />
          <CollectionShowcase memberId={data.id} isOwn={canEditProfile(user, data.id)} />
          <MemberTeams username={data.username} viewer={isSessionLoading ? undefined : user} />
          <AuthorGuides username={data.username} isOwn={canEditProfile(user, data.id)} />
          <ProfileComments profileId={data.id} username={data.username} />
        </div>
        <div className="min-w-0 space-y-6">
          <FavoriteOutfitCard
            favorite={data.favoriteOutfit}
            isOwner={canChangeFavoriteOutfit(user, data.id)}
            remove={removeFavoriteOutfit}
          />
          <AfterHydration>
            <UpcomingEventsWidget />
          </AfterHydration>
          <FriendsGrid profileId={data.id} isSignedIn={user !== null} />
        </div>
      </div>
    </div>
  );
}

type ProfileActionsProps = {
  profile: { id: string; username: string };
  canBefriend: boolean;
  canBlock: boolean;
  isBlocked: boolean;
};

/** The friend control and Block beside it; a blocked member is offered Unblock alone. */
function ProfileActions({ profile, canBefriend, canBlock, isBlocked }: ProfileActionsProps) {
  if (!canBefriend && !canBlock && !isBlocked) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {canBefriend && !isBlocked && <FriendButton profileId={profile.id} username={profile.username} />}
      {(canBlock || isBlocked) && (
        <BlockButton memberId={profile.id} username={profile.username} isBlocked={isBlocked} />
      )}
    </div>
  );
}
