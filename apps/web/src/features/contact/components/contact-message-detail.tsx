import type { ContactMessage } from '@haven/shared/contact/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ConfirmDeleteButton } from '../../../components/ui/confirm-delete-button';
import {
  MODAL_CARD_CLASSES,
  Modal,
  ModalClose,
  ModalCloseButton,
  ModalContent,
  ModalTitle,
} from '../../../components/ui/modal';
import { TextLink } from '../../../components/ui/text-link';
import { cn } from '../../../lib/cn';
import { useFormatDate } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { useDeleteContactMessage } from '../api/delete-contact-message';
import { CONTACT_CATEGORY_TEXTS, contactTexts } from '../shared-texts';

type ContactMessageDetailProps = { message: ContactMessage | null; onClose: () => void };

/** The opened message in a modal: sender, address, category, date, the text, and Delete Message. */
export function ContactMessageDetail({ message, onClose }: ContactMessageDetailProps) {
  const { t } = useLingui();
  const remove = useDeleteContactMessage();
  return (
    <Modal
      open={message !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      <ModalContent
        className={cn(
          MODAL_CARD_CLASSES,
          'max-h-[90dvh] w-[min(36rem,calc(100vw-2rem))] overflow-y-auto p-6',
        )}
      >
        {message && (
          <>
            <div className="flex items-start justify-between gap-4">
              <ModalTitle>{message.subject}</ModalTitle>
              <ModalCloseButton label={t`Close message`} className="-mt-1 -mr-2" />
            </div>
            <MessageFacts message={message} />
            <p className="mt-5 rounded-xl bg-slate-50 p-4 text-sm leading-6 whitespace-pre-wrap text-slate-800 dark:bg-white/5 dark:text-slate-100">
              {message.message}
            </p>
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <ModalClose asChild>
                <Button variant="outline">
                  <Trans>Close</Trans>
                </Button>
              </ModalClose>
              <ConfirmDeleteButton
                variant="danger"
                size="md"
                className=""
                dialogTitle={t`Delete Message`}
                description={contactTexts.deleteConfirm}
                action={() => remove.mutateAsync(message.id)}
                messages={contactTexts}
                onDone={onClose}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                <Trans>Delete Message</Trans>
              </ConfirmDeleteButton>
            </div>
          </>
        )}
      </ModalContent>
    </Modal>
  );
}

function MessageFacts({ message }: { message: ContactMessage }) {
  const formatDate = useFormatDate();
  const { t } = useLingui();
  const { name, email } = message;
  return (
    <dl className="mt-4 space-y-1.5 text-sm text-slate-700 dark:text-slate-300">
      <div className="flex flex-wrap items-center gap-x-3">
        <dt className="sr-only">
          <Trans>From</Trans>
        </dt>
        <dd>
          <Trans>From: {name}</Trans>
        </dd>
        {message.sender && (
          <dd>
            <TextLink to={paths.profile(message.sender.username)}>
              <Trans>View Profile</Trans>
            </TextLink>
          </dd>
        )}
      </div>
      <div>
        <dt className="sr-only">
          <Trans>Email</Trans>
        </dt>
        <dd>
          <Trans>
            Email:{' '}
            <a href={`mailto:${message.email}`} className="text-brand-700 underline dark:text-brand-300">
              {email}
            </a>
          </Trans>
        </dd>
      </div>
      <div>
        <dt className="sr-only">
          <Trans>Category</Trans>
        </dt>
        <dd>{t(CONTACT_CATEGORY_TEXTS[message.category])}</dd>
      </div>
      <div>
        <dt className="sr-only">
          <Trans>Sent</Trans>
        </dt>
        <dd>
          <time dateTime={message.createdAt}>{formatDate(message.createdAt, 'dateTime')}</time>
        </dd>
      </div>
    </dl>
  );
}
