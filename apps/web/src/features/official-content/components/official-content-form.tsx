import { OFFICIAL_CONTENT_TYPES, type OfficialContentType } from '@haven/shared/home/constants';
import {
  OFFICIAL_DESCRIPTION_MAX_LENGTH,
  OFFICIAL_TITLE_MAX_LENGTH,
} from '@haven/shared/official-content/constants';
import {
  type OfficialContent,
  type OfficialContentInput,
  OfficialContentInputSchema,
} from '@haven/shared/official-content/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { format } from 'date-fns';
import { Controller } from 'react-hook-form';
import { RichTextEditor } from '../../../components/rich-text';
import { CARD_CLASSES } from '../../../components/ui/card';
import { useEditVersion } from '../../../components/ui/edit-conflict';
import { FormButtons, Select, Textarea } from '../../../components/ui/form-controls';
import { FormField, fieldMessageId, Input } from '../../../components/ui/form-field';
import { ImageUploadField, useImageUpload } from '../../../components/ui/image-upload-field';
import { applyFieldErrors, messageFor } from '../../../lib/api-errors';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { useForm } from '../../../lib/use-form';
import { getAdminOfficialContent } from '../api/get-admin-official-content';
import { useSaveOfficialContent } from '../api/save-official-content';
import { uploadOfficialImage } from '../api/upload-official-image';
import { OFFICIAL_ADMIN_TEXTS, OFFICIAL_TAB_TEXTS } from '../official-texts';

type OfficialContentFormProps = {
  /** The post being edited, or null to add one of `type`. */
  item: OfficialContent | null;
  type: OfficialContentType;
  onDone: () => void;
};

/** The value of a datetime-local field: local time, to the minute. */
const toLocalInput = (date: Date) => format(date, "yyyy-MM-dd'T'HH:mm");

function defaultValues(item: OfficialContent | null, type: OfficialContentType): OfficialContentInput {
  return {
    type: item?.type ?? type,
    title: item?.title ?? '',
    description: item?.description ?? '',
    content: item?.content ?? '',
    imageUrl: item?.imageUrl ?? null,
    publishDate: toLocalInput(item ? new Date(item.publishDate) : new Date()),
    startsAt: item?.startsAt ? toLocalInput(new Date(item.startsAt)) : '',
    endsAt: item?.endsAt ? toLocalInput(new Date(item.endsAt)) : '',
  };
}

/** The form's fields by the names it shows, for saying which of them changed elsewhere (read when drawn). */
const POST_FIELD_LABELS: Partial<Record<keyof OfficialContentInput, MessageDescriptor>> = {
  title: msg`Title`,
  type: msg`Type`,
  description: msg`Description`,
  content: msg`Content`,
  imageUrl: msg`Image`,
  publishDate: msg`Publish date`,
  startsAt: msg`Event starts`,
  endsAt: msg`Event ends`,
};

/** Add or edit a post: title, description, rich content, cover image and publish date (now by default). */
export function OfficialContentForm({ item, type, onDone }: OfficialContentFormProps) {
  const { i18n, t } = useLingui();
  const M = {
    imageUploaded: i18n._(OFFICIAL_ADMIN_TEXTS.imageUploaded),
    updated: i18n._(OFFICIAL_ADMIN_TEXTS.updated),
    saved: i18n._(OFFICIAL_ADMIN_TEXTS.saved),
    saveFailed: i18n._(OFFICIAL_ADMIN_TEXTS.saveFailed),
  };
  const save = useSaveOfficialContent();
  const image = useImageUpload(uploadOfficialImage);
  const form = useForm<OfficialContentInput>({
    resolver: zodResolver(OfficialContentInputSchema),
    defaultValues: defaultValues(item, type),
  });
  const { errors, isSubmitting } = form.formState;
  const imageUrl = form.watch('imageUrl');

  // Every picture added to a post, cover or inline, is confirmed once stored.
  const uploadImage = async (file: File): Promise<string> => {
    const uploaded = await image.upload(file);
    toast.success(M.imageUploaded);
    return uploaded;
  };

  const savePost = async (input: OfficialContentInput, version: number) => {
    // The field holds local time; the server keeps the moment it names.
    const instant = (value: string | null | undefined) => (value ? new Date(value).toISOString() : null);
    const dates = {
      publishDate: instant(input.publishDate),
      startsAt: instant(input.startsAt),
      endsAt: instant(input.endsAt),
    };
    await save.mutateAsync({ contentId: item?.id ?? null, input: { ...input, ...dates }, version });
    toast.success(item ? M.updated : M.saved);
    onDone();
  };
  const edit = useEditVersion({
    opened: item ?? undefined,
    toValues: (post: OfficialContent) => defaultValues(post, type),
    labels: Object.fromEntries(
      Object.entries(POST_FIELD_LABELS).map(([field, label]) => [field, i18n._(label)]),
    ),
    loadCurrent: async () => {
      const { items } = await getAdminOfficialContent(item?.type ?? type);
      const current = items.find((post) => post.id === item?.id);
      if (!current) throw new Error('post not found');
      return current;
    },
    onReload: (_current, values) => form.reset(values),
    overwrite: savePost,
    saveFailed: M.saveFailed,
  });

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await savePost(input, edit.version);
    } catch (error) {
      if (await edit.refused(error, input)) return;
      if (applyFieldErrors(error, form.setError, { shouldFocus: true })) return;
      toast.error(messageFor(error, M.saveFailed));
    }
  });

  const fieldProps = (name: keyof OfficialContentInput) => ({
    id: `content-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? fieldMessageId(`content-${name}`) : undefined,
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={item ? t`Edit content` : t`Add new content`}
      className={cn(CARD_CLASSES, 'space-y-5 p-5 sm:p-6')}
    >
      <h3 className="text-lg font-bold text-slate-900 dark:text-white">
        {item ? t`Edit Content` : t`Add New Content`}
      </h3>
      <div className="grid gap-5 sm:grid-cols-[1fr_12rem]">
        <FormField id="content-title" label={t`Title`} error={errors.title?.message}>
          <Input {...fieldProps('title')} maxLength={OFFICIAL_TITLE_MAX_LENGTH} {...form.register('title')} />
        </FormField>
        <FormField id="content-type" label={t`Type`} error={errors.type?.message}>
          <Select {...fieldProps('type')} {...form.register('type')}>
            {OFFICIAL_CONTENT_TYPES.map((value) => (
              <option key={value} value={value}>
                {i18n._(OFFICIAL_TAB_TEXTS[value])}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <FormField id="content-description" label={t`Description`} error={errors.description?.message}>
        <Textarea
          {...fieldProps('description')}
          rows={3}
          maxLength={OFFICIAL_DESCRIPTION_MAX_LENGTH}
          {...form.register('description')}
        />
      </FormField>
      <div>
        <p
          id="content-body-label"
          className="mb-1.5 text-sm font-semibold text-slate-800 dark:text-slate-200"
        >
          <Trans>Content</Trans>
        </p>
        <Controller
          control={form.control}
          name="content"
          render={({ field }) => (
            <RichTextEditor
              value={field.value ?? ''}
              onChange={field.onChange}
              toolbar="content"
              aria-label={t`Content`}
              onUploadImage={uploadImage}
              offersNames
              aria-describedby="content-names-hint"
            />
          )}
        />
        <p id="content-names-hint" className="mt-1.5 text-sm text-slate-600 dark:text-slate-300">
          <Trans>
            Type @ and the start of a name to add a hero, database entry or outfit. Names written in full link
            to their pages.
          </Trans>
        </p>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <ImageUploadField
          legend={t`Image`}
          fileId="content-image"
          fileLabel={t`Content image`}
          imageUrl={imageUrl}
          upload={{ upload: uploadImage, isUploading: image.isUploading }}
          onChange={(uploaded) => form.setValue('imageUrl', uploaded, { shouldDirty: true })}
          previewClassName="aspect-[16/9] w-full"
          error={errors.imageUrl?.message}
          layout="start"
        />
        <FormField id="content-publishDate" label={t`Publish date`} error={errors.publishDate?.message}>
          <Input {...fieldProps('publishDate')} type="datetime-local" {...form.register('publishDate')} />
        </FormField>
      </div>
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-1.5 text-sm font-semibold text-slate-800 dark:text-slate-200">
          <Trans>Event dates (optional: a dated event shows on the timeline and in the calendar feed)</Trans>
        </legend>
        <FormField id="content-startsAt" label={t`Event starts`} error={errors.startsAt?.message}>
          <Input {...fieldProps('startsAt')} type="datetime-local" {...form.register('startsAt')} />
        </FormField>
        <FormField id="content-endsAt" label={t`Event ends`} error={errors.endsAt?.message}>
          <Input {...fieldProps('endsAt')} type="datetime-local" {...form.register('endsAt')} />
        </FormField>
      </fieldset>
      <FormButtons
        submitLabel={item ? t`Update Content` : t`Publish Content`}
        onCancel={onDone}
        isSubmitting={isSubmitting}
        isBusy={image.isUploading}
      />
      {edit.dialog}
    </form>
  );
}
