import { useParams } from 'react-router';
import { PlaceholderPage } from '../../../components/ui/under-construction';
import { useSession } from '../../../features/auth/api/get-me';
import { UpcomingEventsWidget } from '../../../features/flash-events/components/upcoming-events-widget';
import { FriendButton } from '../../../features/friends/components/friend-button';
import { ProfileComments } from '../../../features/profile-comments/components/profile-comments';

export function Component() {
  const { username = '' } = useParams();
  const { user } = useSession();
  // The member's id comes from the profile read once it exists; the username stands in until then.
  const profileId = username;
  const isOwn = user?.username.toLowerCase() === username.toLowerCase();
  return (
    <>
      <PlaceholderPage title={username} documentTitle={`${username}'s Profile`} />
      <div className="mx-auto w-full max-w-5xl space-y-6 px-4 pb-10 sm:px-6">
        {!isOwn && user && <FriendButton profileId={profileId} username={username} />}
        <UpcomingEventsWidget />
        <ProfileComments profileId={profileId} username={username} />
      </div>
    </>
  );
}
