import { REPORT_NOTE_MAX_LENGTH, REPORT_REASONS } from '@haven/shared/moderation/constants';
import { type CreateReportRequest, CreateReportRequestSchema } from '@haven/shared/reports/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import type { ReportTargetRef } from '../../../components/reports/report-control';
import { FormButtons } from '../../../components/ui/form-controls';
import { FormDialog, ModalHeader } from '../../../components/ui/modal';
import { applyFieldErrors, messageFor } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { useForm } from '../../../lib/use-form';
import { useCreateReport } from '../api/create-report';
import { REPORT_REASON_TEXTS, reportTexts } from '../shared-texts';
import { ReasonField } from './reason-field';

type ReportDialogProps = { target: ReportTargetRef; open: boolean; onOpenChange: (open: boolean) => void };

/** The report form in a dialog: a reason, a note ('Other' needs one), Submit. */
export function ReportDialog({ target, open, onOpenChange }: ReportDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange}>
      {open && <ReportForm target={target} onDone={() => onOpenChange(false)} />}
    </FormDialog>
  );
}

function ReportForm({ target, onDone }: { target: ReportTargetRef; onDone: () => void }) {
  const { t } = useLingui();
  const targetLabel = target.label;
  const report = useCreateReport();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CreateReportRequest>({
    resolver: zodResolver(CreateReportRequestSchema),
    defaultValues: { targetKind: target.targetKind, targetId: target.targetId, note: '' },
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      const answer = await report.mutateAsync(input);
      toast.success(answer.message);
      onDone();
    } catch (error) {
      if (applyFieldErrors(error, setError, { shouldFocus: true })) return;
      toast.error(messageFor(error, reportTexts.reportFailed));
      onDone();
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <ModalHeader title={t`Report ${targetLabel}`} />
      <fieldset className="mt-5" aria-describedby={errors.reason ? 'report-reason-message' : undefined}>
        <legend className="mb-2 text-sm font-semibold text-slate-800 dark:text-slate-200">
          {reportTexts.reasonLegend}
        </legend>
        <div className="space-y-1">
          {REPORT_REASONS.map((reason) => (
            <label
              key={reason}
              className="flex cursor-pointer items-center gap-3 rounded-lg px-2 py-2 text-sm text-slate-800 hover:bg-slate-50 dark:text-slate-200 dark:hover:bg-white/5"
            >
              <input
                type="radio"
                value={reason}
                className="size-4 accent-brand-600 dark:accent-brand-400"
                {...register('reason')}
              />
              {t(REPORT_REASON_TEXTS[reason])}
            </label>
          ))}
        </div>
        {errors.reason && (
          <p
            id="report-reason-message"
            role="alert"
            className="mt-1 text-sm font-medium text-red-700 dark:text-red-300"
          >
            {reportTexts.reasonRequired}
          </p>
        )}
      </fieldset>
      <div className="mt-4">
        <ReasonField
          control={control}
          name="note"
          label={reportTexts.noteLabel}
          maxLength={REPORT_NOTE_MAX_LENGTH}
        />
      </div>
      <div className="mt-5">
        <FormButtons submitLabel={reportTexts.submit} onCancel={onDone} isSubmitting={isSubmitting} />
      </div>
    </form>
  );
}
