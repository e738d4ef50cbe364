import { DEFAULT_LANGUAGE } from '@haven/shared/i18n/languages';
import { PAGE_TITLE_MAX_LENGTH } from '@haven/shared/pages/constants';
import { type PageContent, type PageInput, PageInputSchema } from '@haven/shared/pages/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Save } from 'lucide-react';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { RichTextContent, RichTextEditor } from '../../../components/rich-text';
import { Button } from '../../../components/ui/button';
import { CARD_CLASSES } from '../../../components/ui/card';
import { useEditVersion } from '../../../components/ui/edit-conflict';
import { FormField, fieldMessageId, Input } from '../../../components/ui/form-field';
import { LabelledSection } from '../../../components/ui/labelled-section';
import { Spinner } from '../../../components/ui/spinner';
import { applyFieldErrors, messageFor } from '../../../lib/api-errors';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { useForm } from '../../../lib/use-form';
import { getPage } from '../api/get-page';
import { useUpdatePage } from '../api/update-page';
import { pageTexts } from '../shared-texts';

const toValues = (page: PageContent): PageInput => ({ title: page.title, content: page.content });
/** The form's fields by the names it shows, for saying which of them changed elsewhere (read when drawn). */
const PAGE_FIELD_LABELS: Record<keyof PageInput, MessageDescriptor> = {
  title: msg`Title`,
  content: msg`Content`,
};

type AboutPageFormProps = {
  page: PageContent;
  /** Told whether the form holds unsaved changes. */
  onDirtyChange: (isDirty: boolean) => void;
};

/** One about page's title and rich content, Save only when changed, and its live preview. */
export function AboutPageForm({ page, onDirtyChange }: AboutPageFormProps) {
  const { i18n, t } = useLingui();
  const update = useUpdatePage();
  const { register, control, handleSubmit, reset, setError, watch, formState } = useForm<PageInput>({
    resolver: zodResolver(PageInputSchema),
    defaultValues: toValues(page),
  });
  const { errors, isDirty } = formState;
  const title = watch('title');
  const content = watch('content');

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const savePage = async (input: PageInput, version: number) => {
    const saved = await update.mutateAsync({ pageId: page.id, input: { ...input, version } });
    toast.success(pageTexts.updated);
    edit.saved(toValues(saved), saved.version);
    reset(toValues(saved));
  };
  const edit = useEditVersion({
    opened: page,
    toValues,
    labels: { title: i18n._(PAGE_FIELD_LABELS.title), content: i18n._(PAGE_FIELD_LABELS.content) },
    loadCurrent: () => getPage(page.slug, DEFAULT_LANGUAGE),
    onReload: (_current, values) => reset(values),
    overwrite: savePage,
    saveFailed: pageTexts.saveFailed,
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      await savePage(input, edit.version);
    } catch (error) {
      if (await edit.refused(error, input)) return;
      if (applyFieldErrors(error, setError, { shouldFocus: true })) return;
      toast.error(messageFor(error, pageTexts.saveFailed));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="min-w-0 space-y-5">
      <FormField id="page-title" label={t`Title`} error={errors.title?.message}>
        <Input
          id="page-title"
          maxLength={PAGE_TITLE_MAX_LENGTH}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={errors.title ? fieldMessageId('page-title') : undefined}
          {...register('title')}
        />
      </FormField>
      <div>
        <span className="mb-1.5 block text-sm font-semibold text-slate-800 dark:text-slate-200">
          <Trans>Content</Trans>
        </span>
        <Controller
          control={control}
          name="content"
          render={({ field }) => (
            <RichTextEditor
              value={field.value}
              onChange={field.onChange}
              toolbar="page"
              aria-label={t`Page content`}
            />
          )}
        />
      </div>
      <div className="flex items-center justify-end gap-3">
        {isDirty && (
          <span className="text-sm text-slate-600 dark:text-slate-400">
            <Trans>Unsaved changes</Trans>
          </span>
        )}
        <Button type="submit" disabled={!isDirty || update.isPending}>
          {update.isPending ? <Spinner className="size-4" /> : <Save aria-hidden="true" className="size-4" />}
          <Trans>Save</Trans>
        </Button>
      </div>
      <LabelledSection
        id="page-preview"
        title={t`Live preview`}
        className={cn(CARD_CLASSES, 'p-5 sm:p-6')}
        titleClassName="text-xs font-bold tracking-widest text-slate-600 uppercase dark:text-slate-400"
      >
        <p data-content className="mt-3 text-2xl font-bold text-slate-900 dark:text-white">
          {title}
        </p>
        {content ? (
          <RichTextContent html={content} className="mt-4" />
        ) : (
          <p className="mt-4 text-slate-600 dark:text-slate-400">{pageTexts.comingSoon}</p>
        )}
      </LabelledSection>
      {edit.dialog}
    </form>
  );
}
