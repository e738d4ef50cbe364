import {
  REDEEM_CODE_MAX_LENGTH,
  REDEEM_DESCRIPTION_MAX_LENGTH,
  REDEEM_REWARDS_MAX_LENGTH,
} from '@haven/shared/redeem-codes/constants';
import {
  type RedeemCode,
  type RedeemCodeInput,
  RedeemCodeInputSchema,
} from '@haven/shared/redeem-codes/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button';
import { useEditVersion } from '../../../components/ui/edit-conflict';
import { Checkbox, Textarea } from '../../../components/ui/form-controls';
import { FormField, fieldMessageId, Input } from '../../../components/ui/form-field';
import { FormDialog, ModalHeader } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { applyFieldErrors } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { useForm } from '../../../lib/use-form';
import { getAdminRedeemCodes } from '../api/get-admin-redeem-codes';
import { useSaveRedeemCode } from '../api/save-redeem-code';
import { redeemCodeTexts } from '../shared-texts';

type RedeemCodeFormModalProps = {
  /** Open with this code to edit it, with `'new'` to create one, or closed with null. */
  editing: RedeemCode | 'new' | null;
  onClose: () => void;
};

function defaultValues(code: RedeemCode | null): RedeemCodeInput {
  return {
    code: code?.code ?? '',
    rewards: code?.rewards ?? '',
    description: code?.description ?? '',
    expiresAt: code?.expiresAt ?? '',
    isActive: code?.isActive ?? true,
  };
}

/** The form's fields by the names it shows, for saying which of them changed elsewhere (read when drawn). */
const CODE_FIELD_LABELS: Record<keyof RedeemCodeInput, MessageDescriptor> = {
  code: msg`Code`,
  rewards: msg`Rewards`,
  description: msg`Description`,
  expiresAt: msg`Expiry date`,
  isActive: msg`Active`,
};

/** Create New Code and the edit form, in one modal. */
export function RedeemCodeFormModal({ editing, onClose }: RedeemCodeFormModalProps) {
  return (
    <FormDialog
      open={editing !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      className="w-[min(32rem,calc(100vw-2rem))] p-6"
    >
      {editing !== null && (
        // Keyed so each opening starts from that code's values.
        <RedeemCodeForm
          key={editing === 'new' ? 'new' : editing.id}
          code={editing === 'new' ? null : editing}
          onDone={onClose}
        />
      )}
    </FormDialog>
  );
}

function RedeemCodeForm({ code, onDone }: { code: RedeemCode | null; onDone: () => void }) {
  const { i18n, t } = useLingui();
  const save = useSaveRedeemCode();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<RedeemCodeInput>({
    resolver: zodResolver(RedeemCodeInputSchema),
    defaultValues: defaultValues(code),
  });

  const saveCode = async (input: RedeemCodeInput, version: number) => {
    await save.mutateAsync({ codeId: code?.id ?? null, input, version });
    toast.success(code ? redeemCodeTexts.updated : redeemCodeTexts.created);
    onDone();
  };
  const edit = useEditVersion({
    opened: code ?? undefined,
    toValues: defaultValues,
    labels: Object.fromEntries(
      Object.entries(CODE_FIELD_LABELS).map(([field, label]) => [field, i18n._(label)]),
    ),
    loadCurrent: async () => {
      const current = (await getAdminRedeemCodes()).items.find((item) => item.id === code?.id);
      if (!current) throw new Error('code not found');
      return current;
    },
    onReload: (_current, values) => reset(values),
    overwrite: saveCode,
    saveFailed: redeemCodeTexts.saveFailed,
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      await saveCode(input, edit.version);
    } catch (error) {
      if (await edit.refused(error, input)) return;
      if (applyFieldErrors(error, setError, { conflictField: 'code', shouldFocus: true })) return;
      toast.error(redeemCodeTexts.saveFailed);
    }
  });

  const fieldProps = (name: keyof RedeemCodeInput) => ({
    id: `code-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? fieldMessageId(`code-${name}`) : undefined,
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <ModalHeader title={code ? t`Edit Redeem Code` : t`Create New Code`} />
      <div className="mt-5 space-y-4">
        <FormField id="code-code" label={t`Code`} error={errors.code?.message}>
          <Input
            {...fieldProps('code')}
            className="font-mono"
            maxLength={REDEEM_CODE_MAX_LENGTH}
            autoComplete="off"
            spellCheck={false}
            {...register('code')}
          />
        </FormField>
        <FormField id="code-rewards" label={t`Rewards`} error={errors.rewards?.message}>
          <Input
            {...fieldProps('rewards')}
            maxLength={REDEEM_REWARDS_MAX_LENGTH}
            placeholder={t`e.g. 300 Gems, 2 Summon Scrolls`}
            {...register('rewards')}
          />
        </FormField>
        <FormField
          id="code-description"
          label={t`Description (optional)`}
          error={errors.description?.message}
        >
          <Textarea
            {...fieldProps('description')}
            rows={3}
            maxLength={REDEEM_DESCRIPTION_MAX_LENGTH}
            {...register('description')}
          />
        </FormField>
        <FormField
          id="code-expiresAt"
          label={t`Expiry date (optional)`}
          error={errors.expiresAt?.message}
          hint={t`The code works through this day (UTC). Leave empty for no expiry.`}
        >
          <Input {...fieldProps('expiresAt')} type="date" {...register('expiresAt')} />
        </FormField>
        <label className="flex items-center gap-2.5 text-sm font-semibold text-slate-800 dark:text-slate-200">
          <Checkbox {...register('isActive')} />
          <Trans>Active</Trans>
        </label>
      </div>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting && <Spinner className="size-4" />}
          {code ? t`Save Changes` : t`Create Code`}
        </Button>
      </div>
      {edit.dialog}
    </form>
  );
}
