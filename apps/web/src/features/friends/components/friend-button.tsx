import { Trans, useLingui } from '@lingui/react/macro';
import { UserMinus, UserPlus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { messageFor } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { useFriendship } from '../api/get-friendship';
import { useRemoveFriend } from '../api/remove-friend';
import { useSendFriendRequest } from '../api/send-friend-request';
import { friendTexts } from '../shared-texts';

/** Every state of the button has this width, so the header does not move when it changes. */
const BUTTON_WIDTH = 'min-w-40';

type FriendButtonProps = { profileId: string; username: string };

/**
 * The friend control on another member's profile: Add Friend ('Adding...' while it is sent),
 * a disabled Pending once the viewer has asked, Remove Friend between friends. Asking a member
 * who already asked the viewer makes them friends at once.
 * Shown only to signed-in members on another member's profile.
 */
export function FriendButton({ profileId, username }: FriendButtonProps) {
  const { t } = useLingui();
  const friendship = useFriendship(profileId);
  const send = useSendFriendRequest();
  const remove = useRemoveFriend();

  const isBusy = send.isPending || remove.isPending;
  const status = friendship.data?.status;

  if (status === 'friends') {
    return (
      <Button
        variant="outline"
        className={BUTTON_WIDTH}
        disabled={isBusy}
        onClick={() =>
          remove.mutate(profileId, {
            onSuccess: () => toast.success(friendTexts.removed),
            onError: (error) => toast.error(messageFor(error, friendTexts.removeFailed)),
          })
        }
      >
        {remove.isPending ? (
          <Spinner className="size-4" />
        ) : (
          <UserMinus aria-hidden="true" className="size-4" />
        )}
        <Trans>Remove Friend</Trans>
      </Button>
    );
  }

  if (status === 'pending_sent') {
    return (
      <Button
        variant="secondary"
        className={BUTTON_WIDTH}
        aria-disabled="true"
        title={t`Waiting for ${username} to answer your friend request`}
      >
        <Spinner className="size-4" />
        <Trans>Pending</Trans>
      </Button>
    );
  }

  return (
    <Button
      className={BUTTON_WIDTH}
      disabled={isBusy || friendship.isPending}
      onClick={() =>
        send.mutate(profileId, {
          onSuccess: (result) =>
            toast.success(
              result.status === 'friends' ? friendTexts.requestAccepted : friendTexts.requestSent,
            ),
          onError: (error) => toast.error(messageFor(error, friendTexts.requestFailed)),
        })
      }
    >
      {send.isPending ? <Spinner className="size-4" /> : <UserPlus aria-hidden="true" className="size-4" />}
      {send.isPending ? t`Adding...` : t`Add Friend`}
    </Button>
  );
}
