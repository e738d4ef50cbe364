import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { Notification } from '@haven/shared/notifications/schemas';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { AlertCircle, BellOff, LogIn } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { messageFor } from '../../../lib/api-errors';
import { useFormatDate } from '../../../lib/dates';
import { formatCount } from '../../../lib/numbers';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { friendTexts } from '../../friends/shared-texts';
import { useAcceptFriendRequest } from '../api/accept-friend-request';
import { useClearNotifications } from '../api/clear-notifications';
import { useDeclineFriendRequest } from '../api/decline-friend-request';
import { useDeleteNotification } from '../api/delete-notification';
import { useNotifications } from '../api/get-notifications';
import { notificationLine, notificationSenderText, notificationTexts } from '../shared-texts';

type NotificationListProps = {
  isSignedIn: boolean;
  /** How many of the newest to show: 10 in the dropdown, 20 in the phone sheet. */
  limit: number;
  /** Shown when the member has none. */
  emptyText: string;
  /** Closes the dropdown or sheet before going to a notification's page. */
  onNavigate: () => void;
};

/**
 * Where opening a notification leads: the sender's profile, the comment on its profile, the post,
 * the guide, or the comment on a team's or guide's page.
 */
function targetOf(notification: Notification): string | null {
  const { type, from, wallUsername, commentId, postId } = notification;
  const commentQuery = commentId ? `?comment=${encodeURIComponent(commentId)}` : '';
  if (type === 'profile_comment' || type === 'comment_reply') {
    if (wallUsername) return `${paths.profile(wallUsername)}${commentQuery}`;
    return from ? paths.profile(from.username) : null;
  }
  if (type === 'post_comment') return postId ? `${paths.post(postId)}${commentQuery}` : null;
  // A guide's review names the guide by its slug.
  if (type === 'guide_approved' || type === 'guide_rejected') return postId ? paths.guide(postId) : null;
  // A comment on a team or a guide names the page by its slug, opened at the comment.
  if (type === 'team_comment' || type === 'team_comment_reply') {
    return postId ? `${paths.team(postId)}${commentQuery}` : null;
  }
  if (type === 'guide_comment' || type === 'guide_comment_reply') {
    return postId ? `${paths.guide(postId)}${commentQuery}` : null;
  }
  return from ? paths.profile(from.username) : null;
}

/** The viewer's newest notifications: open one to go to it (which deletes it), answer friend requests, clear all. */
export function NotificationList({ isSignedIn, limit, emptyText, onNavigate }: NotificationListProps) {
  const { t } = useLingui();
  const feed = useNotifications(limit, { enabled: isSignedIn });
  const clear = useClearNotifications();
  const isLoadError = feed.isError;

  useEffect(() => {
    if (isLoadError) toast.error(notificationTexts.loadFailed);
  }, [isLoadError]);

  if (!isSignedIn) return <ListMessage icon={LogIn} text={notificationTexts.signIn} />;
  if (feed.isPending) {
    return (
      <div
        role="status"
        className="flex items-center justify-center gap-2 px-4 py-8 text-sm text-slate-600 dark:text-slate-300"
      >
        <Spinner className="size-5" />
        <Trans>Loading notifications...</Trans>
      </div>
    );
  }
  if (feed.isError) {
    return (
      <div className="flex flex-col items-center gap-3 px-4 py-8 text-center text-sm text-slate-600 dark:text-slate-300">
        <AlertCircle aria-hidden="true" className="size-6 text-red-600 dark:text-red-400" />
        <p>{notificationTexts.loadFailed}</p>
        <Button size="sm" variant="outline" onClick={() => void feed.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  if (feed.data.items.length === 0) return <ListMessage icon={BellOff} text={emptyText} />;

  const onClearAll = () =>
    clear.mutate(undefined, {
      onSuccess: () => toast.success(notificationTexts.cleared),
      onError: (error) => toast.error(messageFor(error, notificationTexts.clearFailed)),
    });

  const total = feed.data.total;
  const totalText = formatCount(total);
  const shown = feed.data.items.length;
  return (
    <div>
      <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-2 text-xs text-slate-600 dark:border-white/10 dark:text-slate-300">
        <span>
          {total > shown
            ? t`Newest ${shown} of ${total}`
            : t`${plural(total, { one: `${totalText} notification`, other: `${totalText} notifications` })}`}
        </span>
        <Button size="sm" variant="ghost" className="h-8" disabled={clear.isPending} onClick={onClearAll}>
          {clear.isPending && <Spinner className="size-4" />}
          {notificationTexts.clearAll}
        </Button>
      </div>
      <ul className="max-h-[min(28rem,60dvh)] divide-y divide-slate-200 overflow-y-auto dark:divide-white/10">
        {feed.data.items.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} onNavigate={onNavigate} />
        ))}
      </ul>
    </div>
  );
}

function ListMessage({ icon: Icon, text }: { icon: typeof BellOff; text: string }) {
  return (
    <div className="flex flex-col items-center gap-2 px-4 py-8 text-center text-sm text-slate-600 dark:text-slate-300">
      <Icon aria-hidden="true" className="size-6 text-slate-500 dark:text-slate-400" />
      <p>{text}</p>
    </div>
  );
}

type NotificationItemProps = { notification: Notification; onNavigate: () => void };

function NotificationItem({ notification, onNavigate }: NotificationItemProps) {
  const { t } = useLingui();
  const formatDate = useFormatDate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useDeleteNotification();
  const accept = useAcceptFriendRequest();
  const decline = useDeclineFriendRequest();
  const { from } = notification;
  const target = targetOf(notification);
  const sender = notificationSenderText(notification.type, from);
  const text = notificationLine(notification.type, notification.content);
  const isAnswering = accept.isPending || decline.isPending;

  const open = (event: React.MouseEvent) => {
    event.preventDefault();
    remove.mutate(notification.id);
    onNavigate();
    if (target) void navigate(target);
  };

  // Answering deletes the request's notification on the server; should the request be gone
  // already, the notification is deleted here instead.
  const answer = (action: 'accept' | 'decline') => {
    if (!from) return;
    const mutation = action === 'accept' ? accept : decline;
    mutation.mutate(from.id, {
      onSuccess: () => {
        if (action === 'accept') toast.success(friendTexts.requestAccepted);
        void queryClient.invalidateQueries({ queryKey: [REALTIME_TOPICS.notifications] });
      },
      onError: (error) => {
        toast.error(messageFor(error, friendTexts.requestFailed));
        remove.mutate(notification.id);
      },
    });
  };

  const body = (
    <>
      <Avatar src={from?.avatarUrl} alt="" className="size-10" />
      <span className="min-w-0 flex-1">
        <span className="block text-sm break-words text-slate-800 dark:text-slate-100">
          <span className="font-semibold text-slate-900 dark:text-white">{sender}</span> {text}
        </span>
        <time
          dateTime={notification.createdAt}
          className="mt-0.5 block text-xs text-slate-600 dark:text-slate-400"
        >
          {formatDate(notification.createdAt, 'dateTime')}
        </time>
      </span>
    </>
  );

  return (
    <li className="px-4 py-3">
      {target ? (
        <Link
          to={target}
          onClick={open}
          className="-m-2 flex items-start gap-3 rounded-lg p-2 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:bg-white/5 dark:focus-visible:outline-brand-300"
        >
          {body}
        </Link>
      ) : (
        <div className="flex items-start gap-3">{body}</div>
      )}
      {notification.type === 'friend_request' && from && (
        <div className="mt-2 flex gap-2 pl-13">
          <Button
            size="sm"
            className="h-8"
            disabled={isAnswering}
            aria-label={t`Accept friend request from ${sender}`}
            onClick={() => answer('accept')}
          >
            {accept.isPending && <Spinner className="size-4" />}
            <Trans>Accept</Trans>
          </Button>
          <Button
            size="sm"
            variant="outline"
            className="h-8"
            disabled={isAnswering}
            aria-label={t`Decline friend request from ${sender}`}
            onClick={() => answer('decline')}
          >
            {decline.isPending && <Spinner className="size-4" />}
            <Trans>Decline</Trans>
          </Button>
        </div>
      )}
    </li>
  );
}
