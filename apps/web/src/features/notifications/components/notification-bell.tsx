import { Bell } from 'lucide-react';
import { Popover } from 'radix-ui';
import { cn } from '../../../lib/cn';
import { NotificationList } from './notification-list';

type NotificationBellProps = {
  isSignedIn: boolean;
  triggerClassName: string;
  /** Marks the trigger so focus can find it again (data-menu-id). */
  menuId?: string;
  defaultOpen?: boolean;
};

/** The bell and its dropdown on large screens. */
export function NotificationBell({
  isSignedIn,
  triggerClassName,
  menuId,
  defaultOpen,
}: NotificationBellProps) {
  return (
    <Popover.Root defaultOpen={defaultOpen}>
      <Popover.Trigger data-menu-id={menuId} aria-label="Notifications" className={triggerClassName}>
        <Bell aria-hidden="true" className="size-5" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={10}
          aria-label="Notifications"
          className={cn(
            'z-50 w-[24rem] max-w-[calc(100vw-2rem)] overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xl',
            'animate-pop-in dark:border-white/10 dark:bg-night-900',
          )}
        >
          <div className="border-b border-slate-200 px-4 py-3 dark:border-white/10">
            <h2 className="font-sans text-sm font-semibold text-slate-900 dark:text-white">Notifications</h2>
          </div>
          <NotificationList isSignedIn={isSignedIn} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
