import type { ContactMessage } from '@haven/shared/contact/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { Mail, MailOpen, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { IconTile } from '../../../components/ui/icon-tile';
import { Cell, Table, TableBody, TableHead } from '../../../components/ui/table';
import { cn } from '../../../lib/cn';
import { useFormatDate } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { CONTACT_CATEGORY_TEXTS } from '../shared-texts';

type ContactMessageTableProps = {
  messages: readonly ContactMessage[];
  /** The message shown in the detail, marked as selected. */
  openId: string | null;
  onOpen: (message: ContactMessage) => void;
};

/** The inbox's messages: sender, category, subject, status and date; a row opens its message. */
export function ContactMessageTable({ messages, openId, onOpen }: ContactMessageTableProps) {
  // The day in the reader's zone once the page has hydrated (UTC, as the server drew it, before).
  const formatDate = useFormatDate();
  const { t } = useLingui();
  return (
    <Table minWidth="min-w-[44rem]">
      <TableHead columns={[t`User`, t`Category`, t`Subject`, t`Status`, t`Date`]} />
      <TableBody>
        {messages.map((message) => (
          <tr
            key={message.id}
            aria-selected={message.id === openId}
            className={cn(
              'cursor-pointer hover:bg-slate-50 dark:hover:bg-white/5',
              message.id === openId && 'bg-brand-50 dark:bg-white/10',
              message.status === 'unread' && 'font-semibold',
            )}
            onClick={() => onOpen(message)}
          >
            <Cell>
              <SenderCell message={message} />
            </Cell>
            <Cell>{t(CONTACT_CATEGORY_TEXTS[message.category])}</Cell>
            <Cell className="max-w-64">
              {/* The row opens on click; this button is its keyboard and screen-reader way in. */}
              <button
                type="button"
                className="line-clamp-2 text-left text-slate-900 hover:underline dark:text-white"
                onClick={(event) => {
                  event.stopPropagation();
                  onOpen(message);
                }}
              >
                {message.subject}
              </button>
            </Cell>
            <Cell>
              <StatusBadge status={message.status} />
            </Cell>
            <Cell className="whitespace-nowrap">
              <time dateTime={message.createdAt}>{formatDate(message.createdAt, 'short')}</time>
            </Cell>
          </tr>
        ))}
      </TableBody>
    </Table>
  );
}

function StatusBadge({ status }: { status: ContactMessage['status'] }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold',
        status === 'unread'
          ? 'bg-brand-100 text-brand-900 dark:bg-brand-300/15 dark:text-brand-100'
          : 'bg-slate-200 text-slate-800 dark:bg-white/10 dark:text-slate-200',
      )}
    >
      {status === 'unread' ? (
        <Mail aria-hidden="true" className="size-3" />
      ) : (
        <MailOpen aria-hidden="true" className="size-3" />
      )}
      {status === 'unread' ? <Trans>Unread</Trans> : <Trans>Read</Trans>}
    </span>
  );
}

function SenderCell({ message }: { message: ContactMessage }) {
  if (!message.sender) {
    return (
      <span className="flex items-center gap-2">
        <IconTile
          icon={UserRound}
          className="size-8 rounded-full bg-slate-200 dark:bg-white/10"
          iconClassName="size-4"
        />
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
