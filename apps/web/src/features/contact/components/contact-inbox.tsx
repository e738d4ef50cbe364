import { CONTACT_FILTERS, type ContactFilter } from '@haven/shared/contact/constants';
import type { ContactMessage } from '@haven/shared/contact/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { AdminList, listStatus } from '../../../components/ui/admin-list';
import { INPUT_CLASSES } from '../../../components/ui/form-field';
import { useAdminList } from '../../../components/ui/use-admin-list';
import { messageFor } from '../../../lib/api-errors';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { useContactMessages } from '../api/get-contact-messages';
import { useMarkContactMessageRead } from '../api/mark-contact-message-read';
import { CONTACT_FILTER_TEXTS, contactTexts } from '../shared-texts';
import { ContactMessageDetail } from './contact-message-detail';
import { ContactMessageTable } from './contact-message-table';

/** The admin inbox: status filter, the table, the detail modal (opening marks read) and deletion. */
export function ContactInbox() {
  const { t } = useLingui();
  const list = useAdminList();
  const filter: ContactFilter = CONTACT_FILTERS.find((value) => value === list.filter('show')) ?? 'all';
  const messages = useContactMessages(filter);
  // The opened message is kept as it was clicked: marking it read may take it out of the
  // Unread list, and the detail must stay open all the same.
  const [open, setOpen] = useState<ContactMessage | null>(null);
  const markRead = useMarkContactMessageRead();

  const openMessage = (message: ContactMessage) => {
    setOpen(message);
    if (message.status === 'unread') {
      // A failed update leaves the message unread and says so; the detail still opens.
      markRead.mutate(message.id, {
        onError: (error) => toast.error(messageFor(error, contactTexts.statusFailed)),
      });
    }
  };

  return (
    <AdminList
      toolbar={
        <div className="flex items-center gap-3">
          <label
            htmlFor="message-filter"
            className="text-sm font-semibold text-slate-800 dark:text-slate-200"
          >
            <Trans>Show</Trans>
          </label>
          <select
            id="message-filter"
            value={filter}
            // The whole inbox is the default, so it is left out of the address.
            onChange={(event) =>
              list.setFilter('show', event.target.value === 'all' ? '' : event.target.value)
            }
            className={cn(INPUT_CLASSES, 'w-auto')}
          >
            {CONTACT_FILTERS.map((value) => (
              <option key={value} value={value}>
                {t(CONTACT_FILTER_TEXTS[value])}
              </option>
            ))}
          </select>
        </div>
      }
      status={listStatus(messages)}
      loadingLabel={t`Loading messages...`}
      errorText={contactTexts.loadFailed}
      emptyText={contactTexts.empty}
      emptyIcon={Inbox}
      after={<ContactMessageDetail message={open} onClose={() => setOpen(null)} />}
    >
      <ContactMessageTable
        messages={messages.data?.items ?? []}
        openId={open?.id ?? null}
        onOpen={openMessage}
      />
    </AdminList>
  );
}
