import { BellOff, LogIn } from 'lucide-react';

type NotificationListProps = { isSignedIn: boolean };

/** The notification list body; the notifications themselves arrive with the social features. */
export function NotificationList({ isSignedIn }: NotificationListProps) {
  const Icon = isSignedIn ? BellOff : LogIn;
  return (
    <div className="flex flex-col items-center gap-2 px-4 py-8 text-center text-sm text-slate-600 dark:text-slate-300">
      <Icon aria-hidden="true" className="size-6 text-slate-500 dark:text-slate-400" />
      <p>{isSignedIn ? 'No notifications' : 'Sign in to view notifications'}</p>
    </div>
  );
}
