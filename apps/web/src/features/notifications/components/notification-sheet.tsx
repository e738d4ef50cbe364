import { NOTIFICATION_SHEET_LIMIT } from '@haven/shared/notifications/constants';
import { useLingui } from '@lingui/react/macro';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { BottomSheetContent } from '../../../components/ui/bottom-sheet';
import { useNotificationCount } from '../api/get-notification-count';
import { notificationTexts } from '../shared-texts';
import { BellFace } from './bell-face';
import { NotificationList } from './notification-list';

type NotificationSheetProps = {
  isSignedIn: boolean;
  /** The trigger's accessible name, with the count when there is one. */
  label: string;
  triggerClassName: string;
  /** Marks the trigger so focus can find it again (data-menu-id). */
  menuId?: string;
  defaultOpen?: boolean;
};

/** The bell and its bottom sheet of the newest notifications on small screens. */
export function NotificationSheet({
  isSignedIn,
  label,
  triggerClassName,
  menuId,
  defaultOpen = false,
}: NotificationSheetProps) {
  const [isOpen, setIsOpen] = useState(defaultOpen);
  const count = useNotificationCount(isSignedIn);
  const { t } = useLingui();
  return (
    <Dialog.Root open={isOpen} onOpenChange={setIsOpen}>
      <Dialog.Trigger data-menu-id={menuId} aria-label={label} className={triggerClassName}>
        <BellFace count={count} />
      </Dialog.Trigger>
      <BottomSheetContent title={notificationTexts.title} closeLabel={t`Close notifications`}>
        <NotificationList
          isSignedIn={isSignedIn}
          limit={NOTIFICATION_SHEET_LIMIT}
          emptyText={notificationTexts.emptySheet}
          onNavigate={() => setIsOpen(false)}
        />
      </BottomSheetContent>
    </Dialog.Root>
  );
}
