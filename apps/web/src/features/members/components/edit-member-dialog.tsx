import type { PolicyViewer } from '@haven/shared/common/policy-viewer';
import { canChangeMemberAdmin } from '@haven/shared/members/policies';
import {
  type AdminUpdateMemberRequest,
  AdminUpdateMemberRequestSchema,
  type MemberCard,
} from '@haven/shared/members/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/form-controls';
import { FormField, fieldMessageId, Input } from '../../../components/ui/form-field';
import {
  Modal,
  ModalCloseButton,
  ModalContent,
  ModalTitle,
  SHEET_MODAL_CLASSES,
} from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { applyFieldErrors, messageFor } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { useForm } from '../../../lib/use-form';
import { useUpdateMember } from '../api/update-member';
import { memberTexts } from '../shared-texts';

// The password box may stay empty (keep the password); anything typed must pass the password rules.
// The admin box is disabled (so absent from the values) on the admin's own row.
const EditMemberFormSchema = AdminUpdateMemberRequestSchema.extend({
  isAdmin: z.boolean().optional(),
  newPassword: z.union([z.literal(''), AdminUpdateMemberRequestSchema.shape.newPassword.unwrap()]),
});
type EditMemberForm = z.input<typeof EditMemberFormSchema>;

type EditMemberDialogProps = {
  member: MemberCard | null;
  /** The signed-in admin: they may not take away their own admin rights. */
  viewer: PolicyViewer;
  onClose: () => void;
};

/** The admin's edit of a member: username, admin flag and an optional new password. */
export function EditMemberDialog({ member, viewer, onClose }: EditMemberDialogProps) {
  const { t } = useLingui();
  return (
    <Modal
      open={member !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <ModalContent className={SHEET_MODAL_CLASSES}>
        <ModalTitle>
          <Trans>Edit User</Trans>
        </ModalTitle>
        <ModalCloseButton label={t`Close`} className="absolute top-4 right-4" />
        {member && (
          <EditMemberFormBody
            member={member}
            isAdminLocked={!canChangeMemberAdmin(viewer, member)}
            onDone={onClose}
          />
        )}
      </ModalContent>
    </Modal>
  );
}

function EditMemberFormBody({
  member,
  isAdminLocked,
  onDone,
}: {
  member: MemberCard;
  isAdminLocked: boolean;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const update = useUpdateMember();
  const ids = { username: useId(), isAdmin: useId(), password: useId() };
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<EditMemberForm>({
    resolver: zodResolver(EditMemberFormSchema),
    defaultValues: { username: member.username, isAdmin: member.isAdmin, newPassword: '' },
  });

  const onSubmit = handleSubmit((values) => {
    const input: AdminUpdateMemberRequest = {
      username: values.username.trim(),
      isAdmin: isAdminLocked ? member.isAdmin : (values.isAdmin ?? member.isAdmin),
      ...(values.newPassword ? { newPassword: values.newPassword } : {}),
    };
    update.mutate(
      { memberId: member.id, input },
      {
        onSuccess: () => {
          toast.success(memberTexts.updated);
          onDone();
        },
        onError: (error) => {
          if (!applyFieldErrors(error, setError, { conflictField: 'username', shouldFocus: true })) {
            toast.error(messageFor(error, memberTexts.updateFailed));
          }
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-5 space-y-4">
      <FormField id={ids.username} label={t`Username`} error={errors.username?.message}>
        <Input
          id={ids.username}
          autoComplete="off"
          aria-invalid={errors.username ? true : undefined}
          aria-describedby={errors.username ? fieldMessageId(ids.username) : undefined}
          {...register('username')}
        />
      </FormField>
      <div>
        <div className="flex items-center gap-2.5">
          <Checkbox
            id={ids.isAdmin}
            disabled={isAdminLocked}
            aria-describedby={isAdminLocked ? `${ids.isAdmin}-hint` : undefined}
            {...register('isAdmin')}
          />
          <label htmlFor={ids.isAdmin} className="text-sm font-semibold text-slate-800 dark:text-slate-200">
            <Trans>Administrator</Trans>
          </label>
        </div>
        {(isAdminLocked || errors.isAdmin) && (
          <p id={`${ids.isAdmin}-hint`} className="mt-1.5 text-sm text-slate-600 dark:text-slate-400">
            {errors.isAdmin?.message ?? memberTexts.cannotRemoveOwnAdmin}
          </p>
        )}
      </div>
      <FormField
        id={ids.password}
        label={t`New password (optional)`}
        error={errors.newPassword?.message}
        hint={t`Leave empty to keep the current password. A new password signs this user out everywhere.`}
      >
        <Input
          id={ids.password}
          type="password"
          autoComplete="new-password"
          aria-invalid={errors.newPassword ? true : undefined}
          aria-describedby={fieldMessageId(ids.password)}
          {...register('newPassword')}
        />
      </FormField>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending && <Spinner className="size-4" />}
          {update.isPending ? t`Saving...` : t`Save Changes`}
        </Button>
      </div>
    </form>
  );
}
