import { NOTIFICATION_DROPDOWN_LIMIT } from '@haven/shared/notifications/constants';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { cn } from '../../../lib/cn';
import { useNotificationCount } from '../api/get-notification-count';
import { notificationTexts } from '../shared-texts';
import { BellFace } from './bell-face';
import { NotificationList } from './notification-list';

type NotificationBellProps = {
  isSignedIn: boolean;
  /** The trigger's accessible name, with the count when there is one. */
  label: string;
  triggerClassName: string;
  /** Marks the trigger so focus can find it again (data-menu-id). */
  menuId?: string;
  defaultOpen?: boolean;
};

/** The bell and its dropdown of the newest notifications on large screens. */
export function NotificationBell({
  isSignedIn,
  label,
  triggerClassName,
  menuId,
  defaultOpen = false,
}: NotificationBellProps) {
  const [isOpen, setIsOpen] = useState(defaultOpen);
  const count = useNotificationCount(isSignedIn);
  return (
    <Popover.Root open={isOpen} onOpenChange={setIsOpen}>
      <Popover.Trigger data-menu-id={menuId} aria-label={label} className={triggerClassName}>
        <BellFace count={count} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={10}
          aria-label={notificationTexts.title}
          className={cn(
            'z-50 w-[24rem] max-w-[calc(100vw-2rem)] overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xl',
            'animate-pop-in dark:border-white/10 dark:bg-night-900',
          )}
        >
          <div className="border-b border-slate-200 px-4 py-3 dark:border-white/10">
            <h2 className="font-sans text-sm font-semibold text-slate-900 dark:text-white">
              {notificationTexts.title}
            </h2>
          </div>
          <NotificationList
            isSignedIn={isSignedIn}
            limit={NOTIFICATION_DROPDOWN_LIMIT}
            emptyText={notificationTexts.empty}
            onNavigate={() => setIsOpen(false)}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
