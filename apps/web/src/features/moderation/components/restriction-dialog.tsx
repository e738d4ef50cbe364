import type { SuspensionDays } from '@haven/shared/moderation/constants';
import { moderationReasonSchema, type RestrictMemberInput } from '@haven/shared/moderation/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { z } from 'zod';
import { FormButtons, Select, Textarea } from '../../../components/ui/form-controls';
import { FormField, fieldMessageId } from '../../../components/ui/form-field';
import {
  Modal,
  ModalCloseButton,
  ModalContent,
  ModalTitle,
  SHEET_MODAL_CLASSES,
} from '../../../components/ui/modal';
import { messageFor } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { useForm } from '../../../lib/use-form';
import { useLiftRestriction } from '../api/lift-restriction';
import { useRestrictMember } from '../api/restrict-member';
import { moderationTexts } from '../shared-texts';
import { RESTRICTION_CHOICES, restrictionChoiceText } from './restriction-choices';

const CHOICES = RESTRICTION_CHOICES;

const ReasonFormSchema = z.object({ choice: z.enum(CHOICES), reason: moderationReasonSchema });
type ReasonForm = z.input<typeof ReasonFormSchema>;

function toInput({ choice, reason }: z.output<typeof ReasonFormSchema>): RestrictMemberInput {
  return choice === 'ban'
    ? { kind: 'ban', reason }
    : { kind: 'suspension', days: Number(choice) as SuspensionDays, reason };
}

export type RestrictionDialogProps = {
  member: { id: string; username: string };
  /** `restrict`: suspend or ban; `lift`: end the restriction in force early. */
  mode: 'restrict' | 'lift';
  onClose: () => void;
};

/** The reason dialog behind Suspend/Ban and Lift: every such action is given a reason, kept in the log. */
export function RestrictionDialog({ member, mode, onClose }: RestrictionDialogProps) {
  const { i18n, t } = useLingui();
  const restrict = useRestrictMember();
  const lift = useLiftRestriction();
  const ids = { choice: useId(), reason: useId() };
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ReasonForm, unknown, z.output<typeof ReasonFormSchema>>({
    resolver: zodResolver(ReasonFormSchema),
    defaultValues: { choice: mode === 'lift' ? 'ban' : '7', reason: '' },
  });

  const onSubmit = handleSubmit((values) => {
    if (mode === 'lift') {
      lift.mutate(
        { memberId: member.id, input: { reason: values.reason } },
        {
          onSuccess: () => {
            toast.success(moderationTexts.liftedDone);
            onClose();
          },
          onError: (error) => toast.error(messageFor(error, moderationTexts.liftFailed)),
        },
      );
      return;
    }
    restrict.mutate(
      { memberId: member.id, input: toInput(values) },
      {
        onSuccess: () => {
          toast.success(values.choice === 'ban' ? moderationTexts.bannedDone : moderationTexts.suspendedDone);
          onClose();
        },
        onError: (error) => toast.error(messageFor(error, moderationTexts.restrictFailed)),
      },
    );
  });
  const isPending = restrict.isPending || lift.isPending;

  return (
    <Modal open onOpenChange={(open) => !open && onClose()}>
      <ModalContent className={SHEET_MODAL_CLASSES}>
        <ModalTitle>
          {mode === 'lift' ? t`Lift restriction on ${member.username}` : t`Suspend or ban ${member.username}`}
        </ModalTitle>
        <ModalCloseButton label={t`Close`} className="absolute top-4 right-4" />
        <form onSubmit={onSubmit} noValidate className="mt-5 space-y-4">
          {mode === 'restrict' && (
            <FormField id={ids.choice} label={t`Action`}>
              <Select id={ids.choice} {...register('choice')}>
                {CHOICES.map((choice) => (
                  <option key={choice} value={choice}>
                    {i18n._(restrictionChoiceText(choice))}
                  </option>
                ))}
              </Select>
            </FormField>
          )}
          <FormField
            id={ids.reason}
            label={t`Reason`}
            error={errors.reason?.message}
            hint={t`Kept in the moderation log.`}
          >
            <Textarea
              id={ids.reason}
              rows={3}
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={fieldMessageId(ids.reason)}
              {...register('reason')}
            />
          </FormField>
          <FormButtons
            submitLabel={mode === 'lift' ? t`Lift` : t`Confirm`}
            onCancel={onClose}
            isSubmitting={isPending}
          />
        </form>
      </ModalContent>
    </Modal>
  );
}
