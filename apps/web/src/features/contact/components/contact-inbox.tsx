import {
  CONTACT_CATEGORY_LABELS,
  CONTACT_FILTER_LABELS,
  CONTACT_FILTERS,
  CONTACT_MESSAGES,
  type ContactFilter,
} from '@haven/shared/contact/constants';
import type { ContactMessage } from '@haven/shared/contact/schemas';
import { Inbox, Mail, MailOpen, Trash2, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { CARD_CLASSES } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { INPUT_CLASSES } from '../../../components/ui/form-field';
import {
  MODAL_CARD_CLASSES,
  Modal,
  ModalClose,
  ModalCloseButton,
  ModalContent,
  ModalTitle,
} from '../../../components/ui/modal';
import { LoadingState } from '../../../components/ui/spinner';
import { messageFor } from '../../../lib/api-errors';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useDeleteContactMessage } from '../api/delete-contact-message';
import { useContactMessages } from '../api/get-contact-messages';
import { useMarkContactMessageRead } from '../api/mark-contact-message-read';

const TH =
  'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300';
const TD = 'px-4 py-3 text-sm text-slate-700 dark:text-slate-300';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The admin inbox: status filter, the table, the detail modal (opening marks read) and deletion. */
export function ContactInbox() {
  const [filter, setFilter] = useState<ContactFilter>('all');
  const messages = useContactMessages(filter);
  // The opened message is kept as it was clicked: marking it read may take it out of the
  // Unread list, and the detail must stay open all the same.
  const [open, setOpen] = useState<ContactMessage | null>(null);
  const openId = open?.id ?? null;
  const [toDelete, setToDelete] = useState<ContactMessage | null>(null);
  const markRead = useMarkContactMessageRead();
  const remove = useDeleteContactMessage();

  const openMessage = (message: ContactMessage) => {
    setOpen(message);
    if (message.status === 'unread') {
      // A failed update leaves the message unread and says so; the detail still opens.
      markRead.mutate(message.id, {
        onError: (error) => toast.error(messageFor(error, CONTACT_MESSAGES.statusFailed)),
      });
    }
  };

  const onDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        toast.success(CONTACT_MESSAGES.deleted);
        setToDelete(null);
        setOpen(null);
      },
      onError: (error) => toast.error(messageFor(error, CONTACT_MESSAGES.deleteFailed)),
    });
  };

  return (
    <div className="space-y-5">
      <div className="flex items-center gap-3">
        <label htmlFor="message-filter" className="text-sm font-semibold text-slate-800 dark:text-slate-200">
          Show
        </label>
        <select
          id="message-filter"
          value={filter}
          onChange={(event) => setFilter(event.target.value as ContactFilter)}
          className={cn(INPUT_CLASSES, 'w-auto')}
        >
          {CONTACT_FILTERS.map((value) => (
            <option key={value} value={value}>
              {CONTACT_FILTER_LABELS[value]}
            </option>
          ))}
        </select>
      </div>

      {messages.isPending ? (
        <LoadingState label="Loading messages..." />
      ) : messages.isError ? (
        <Alert variant="error">{CONTACT_MESSAGES.loadFailed}</Alert>
      ) : messages.data.items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-slate-300 px-6 py-10 text-center text-sm font-medium text-slate-700 dark:border-white/15 dark:text-slate-300">
          <Inbox aria-hidden="true" className="size-6" />
          {CONTACT_MESSAGES.empty}
        </div>
      ) : (
        <div className={cn(CARD_CLASSES, 'overflow-x-auto')}>
          <table className="w-full min-w-[44rem] divide-y divide-slate-200 dark:divide-white/10">
            <thead className="bg-slate-50 dark:bg-white/5">
              <tr>
                <th scope="col" className={TH}>
                  User
                </th>
                <th scope="col" className={TH}>
                  Category
                </th>
                <th scope="col" className={TH}>
                  Subject
                </th>
                <th scope="col" className={TH}>
                  Status
                </th>
                <th scope="col" className={TH}>
                  Date
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-white/10">
              {messages.data.items.map((message) => (
                <tr
                  key={message.id}
                  aria-selected={message.id === openId}
                  className={cn(
                    'cursor-pointer hover:bg-slate-50 dark:hover:bg-white/5',
                    message.id === openId && 'bg-brand-50 dark:bg-white/10',
                    message.status === 'unread' && 'font-semibold',
                  )}
                  onClick={() => openMessage(message)}
                >
                  <td className={TD}>
                    <SenderCell message={message} />
                  </td>
                  <td className={TD}>{CONTACT_CATEGORY_LABELS[message.category]}</td>
                  <td className={cn(TD, 'max-w-64')}>
                    {/* The row opens on click; this button is its keyboard and screen-reader way in. */}
                    <button
                      type="button"
                      className="line-clamp-2 text-left text-slate-900 hover:underline dark:text-white"
                      onClick={(event) => {
                        event.stopPropagation();
                        openMessage(message);
                      }}
                    >
                      {message.subject}
                    </button>
                  </td>
                  <td className={TD}>
                    <span
                      className={cn(
                        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold',
                        message.status === 'unread'
                          ? 'bg-brand-100 text-brand-900 dark:bg-brand-300/15 dark:text-brand-100'
                          : 'bg-slate-200 text-slate-800 dark:bg-white/10 dark:text-slate-200',
                      )}
                    >
                      {message.status === 'unread' ? (
                        <Mail aria-hidden="true" className="size-3" />
                      ) : (
                        <MailOpen aria-hidden="true" className="size-3" />
                      )}
                      {capitalise(message.status)}
                    </span>
                  </td>
                  <td className={cn(TD, 'whitespace-nowrap')}>
                    <time dateTime={message.createdAt}>
                      {new Date(message.createdAt).toLocaleDateString()}
                    </time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <Modal
        open={open !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setOpen(null);
        }}
      >
        <ModalContent
          className={cn(
            MODAL_CARD_CLASSES,
            'max-h-[90dvh] w-[min(36rem,calc(100vw-2rem))] overflow-y-auto p-6',
          )}
        >
          {open && (
            <>
              <div className="flex items-start justify-between gap-4">
                <ModalTitle>{open.subject}</ModalTitle>
                <ModalCloseButton label="Close message" className="-mt-1 -mr-2" />
              </div>
              <dl className="mt-4 space-y-1.5 text-sm text-slate-700 dark:text-slate-300">
                <div className="flex flex-wrap items-center gap-x-3">
                  <dt className="sr-only">From</dt>
                  <dd>From: {open.name}</dd>
                  {open.sender && (
                    <dd>
                      <Link
                        to={paths.profile(open.sender.username)}
                        className="font-semibold text-brand-700 hover:underline dark:text-brand-300"
                      >
                        View Profile
                      </Link>
                    </dd>
                  )}
                </div>
                <div>
                  <dt className="sr-only">Email</dt>
                  <dd>
                    Email:{' '}
                    <a href={`mailto:${open.email}`} className="text-brand-700 underline dark:text-brand-300">
                      {open.email}
                    </a>
                  </dd>
                </div>
                <div>
                  <dt className="sr-only">Category</dt>
                  <dd>{CONTACT_CATEGORY_LABELS[open.category]}</dd>
                </div>
                <div>
                  <dt className="sr-only">Sent</dt>
                  <dd>
                    <time dateTime={open.createdAt}>{formatDate(open.createdAt, 'dateTime')}</time>
                  </dd>
                </div>
              </dl>
              <p className="mt-5 rounded-xl bg-slate-50 p-4 text-sm leading-6 whitespace-pre-wrap text-slate-800 dark:bg-white/5 dark:text-slate-100">
                {open.message}
              </p>
              <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <ModalClose asChild>
                  <Button variant="outline">Close</Button>
                </ModalClose>
                <Button variant="danger" onClick={() => setToDelete(open)}>
                  <Trash2 aria-hidden="true" className="size-4" />
                  Delete Message
                </Button>
              </div>
            </>
          )}
        </ModalContent>
      </Modal>

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setToDelete(null);
        }}
        title="Delete Message"
        description={CONTACT_MESSAGES.deleteConfirm}
        isBusy={remove.isPending}
        onConfirm={onDelete}
      />
    </div>
  );
}

function SenderCell({ message }: { message: ContactMessage }) {
  if (!message.sender) {
    return (
      <span className="flex items-center gap-2">
        <span className="grid size-8 place-items-center rounded-full bg-slate-200 dark:bg-white/10">
          <UserRound aria-hidden="true" className="size-4" />
        </span>
        {message.name}
      </span>
    );
  }
  return (
    <span className="flex items-center gap-2">
      <Avatar src={message.sender.avatarUrl} alt="" className="size-8" />
      <Link
        to={paths.profile(message.sender.username)}
        onClick={(event) => event.stopPropagation()}
        className="text-brand-700 hover:underline dark:text-brand-300"
      >
        {message.sender.username}
      </Link>
    </span>
  );
}
