import { Bell } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { BottomSheetContent } from '../../../components/ui/bottom-sheet';
import { NotificationList } from './notification-list';

type NotificationSheetProps = {
  isSignedIn: boolean;
  triggerClassName: string;
  /** Marks the trigger so focus can find it again (data-menu-id). */
  menuId?: string;
  defaultOpen?: boolean;
};

/** The bell and its bottom sheet on small screens. */
export function NotificationSheet({
  isSignedIn,
  triggerClassName,
  menuId,
  defaultOpen,
}: NotificationSheetProps) {
  return (
    <Dialog.Root defaultOpen={defaultOpen}>
      <Dialog.Trigger data-menu-id={menuId} aria-label="Notifications" className={triggerClassName}>
        <Bell aria-hidden="true" className="size-5" />
      </Dialog.Trigger>
      <BottomSheetContent title="Notifications" closeLabel="Close notifications">
        <NotificationList isSignedIn={isSignedIn} />
      </BottomSheetContent>
    </Dialog.Root>
  );
}
