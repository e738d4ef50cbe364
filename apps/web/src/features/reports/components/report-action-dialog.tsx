import { MODERATION_REASON_MAX_LENGTH, SUSPENSION_DAYS } from '@haven/shared/moderation/constants';
import type { ReportAction } from '@haven/shared/reports/constants';
import {
  type ReportActionInput,
  type ReportActionRequest,
  ReportActionRequestSchema,
  type ReportedItem,
} from '@haven/shared/reports/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox, FormButtons, Select } from '../../../components/ui/form-controls';
import { FormField } from '../../../components/ui/form-field';
import { FormDialog, ModalDescription, ModalHeader } from '../../../components/ui/modal';
import { applyFieldErrors, messageFor } from '../../../lib/api-errors';
import { formatCount } from '../../../lib/numbers';
import { toast } from '../../../lib/toast';
import { useForm } from '../../../lib/use-form';
import { useActOnReport } from '../api/act-on-report';
import { REPORT_ACTION_TEXTS, reportTexts } from '../shared-texts';
import { ReasonField } from './reason-field';

/** What each action does, said in its dialog. */
const ACTION_DESCRIPTIONS: Record<ReportAction, MessageDescriptor> = {
  dismiss: msg`Close these reports without changing anything.`,
  remove: msg`Replace the content for everyone with "Removed by a moderator".`,
  warn: msg`Send the author a notification with your reason.`,
  suspend: msg`The author can read but not write until the suspension ends.`,
  ban: msg`End the author's sessions and refuse their sign-in until the ban is lifted.`,
};

type ReportActionDialogProps = {
  item: ReportedItem;
  /** The action chosen, or null while the dialog is closed. */
  action: ReportAction | null;
  title: string;
  onClose: () => void;
};

/** An action on a reported item, with its required reason (and a suspension's length). */
export function ReportActionDialog({ item, action, title, onClose }: ReportActionDialogProps) {
  return (
    <FormDialog open={action !== null} onOpenChange={(open) => !open && onClose()} hasDescription>
      {action && <ActionForm key={action} item={item} action={action} title={title} onDone={onClose} />}
    </FormDialog>
  );
}

type ActionFormProps = { item: ReportedItem; action: ReportAction; title: string; onDone: () => void };

function ActionForm({ item, action, title, onDone }: ActionFormProps) {
  const { t } = useLingui();
  const act = useActOnReport();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<ReportActionInput, unknown, ReportActionRequest>({
    resolver: zodResolver(ReportActionRequestSchema),
    defaultValues: (action === 'suspend'
      ? { action, reason: '', days: 7 }
      : { action, reason: '' }) as ReportActionInput,
  });
  const actionName = t(REPORT_ACTION_TEXTS[action]);
  const actsOnAuthor = action === 'warn' || action === 'suspend' || action === 'ban';

  const onSubmit = handleSubmit(async (input) => {
    try {
      await act.mutateAsync({ itemId: item.id, input });
      toast.success(reportTexts.actionDone(action));
      onDone();
    } catch (error) {
      if (applyFieldErrors(error, setError, { shouldFocus: true })) return;
      toast.error(messageFor(error, reportTexts.actionFailed));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <ModalHeader title={t`${actionName}: ${title}`} />
      <ModalDescription className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        {t(ACTION_DESCRIPTIONS[action])}
      </ModalDescription>
      <div className="mt-5 space-y-4">
        {action === 'suspend' && (
          <FormField id="suspension-days" label={t`Suspend for`}>
            <Select id="suspension-days" {...register('days', { valueAsNumber: true })}>
              {SUSPENSION_DAYS.map((days) => {
                const dayCount = formatCount(days);
                return (
                  <option key={days} value={days}>
                    {t`${plural(days, { one: `${dayCount} day`, other: `${dayCount} days` })}`}
                  </option>
                );
              })}
            </Select>
          </FormField>
        )}
        <ReasonField
          control={control}
          name="reason"
          label={reportTexts.actionReasonLabel}
          maxLength={MODERATION_REASON_MAX_LENGTH}
        />
        {actsOnAuthor && !item.isRemoved && (
          <label className="flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
            <Checkbox {...register('alsoRemove')} />
            <Trans>Also remove the content</Trans>
          </label>
        )}
      </div>
      <div className="mt-5">
        <FormButtons submitLabel={actionName} onCancel={onDone} isSubmitting={isSubmitting} />
      </div>
    </form>
  );
}
