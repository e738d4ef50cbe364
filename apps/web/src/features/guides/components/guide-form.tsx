import {
  GUIDE_HEROES_MAX,
  GUIDE_TAG_MAX_LENGTH,
  GUIDE_TAGS_MAX,
  normaliseGuideTags,
} from '@haven/shared/guides/rules';
import { type Guide, type GuideRequest, GuideRequestSchema } from '@haven/shared/guides/schemas';
import { LANGUAGES } from '@haven/shared/i18n/languages';
import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { RichTextEditor } from '../../../components/rich-text';
import { Button } from '../../../components/ui/button';
import { CARD_CLASSES } from '../../../components/ui/card';
import { useEditVersion } from '../../../components/ui/edit-conflict';
import { Select } from '../../../components/ui/form-controls';
import { FormField, fieldMessageId, Input } from '../../../components/ui/form-field';
import { type HeroChip, HeroChipsField, type HeroPickerProps } from '../../../components/ui/hero-chips-field';
import { ImageFilePicker, uploadThen, useImageUpload } from '../../../components/ui/image-upload-field';
import { Spinner } from '../../../components/ui/spinner';
import { TagsInput } from '../../../components/ui/tags-input';
import { useWriteRestriction, WriteRestrictionNotice } from '../../../components/ui/write-restriction';
import { applyFieldErrors, messageFor } from '../../../lib/api-errors';
import { cn } from '../../../lib/cn';
import { activeLanguage } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useForm } from '../../../lib/use-form';
import { useCreateGuide } from '../api/create-guide';
import { getUnpublishedGuide } from '../api/get-unpublished-guide';
import { useUpdateGuide } from '../api/update-guide';
import { uploadGuideImage } from '../api/upload-guide-image';
import { GUIDE_TEXTS as GUIDE_MESSAGES } from '../shared-texts';
import { GuideTags } from './guide-tags';
import { GuideThumbnail } from './guide-thumbnail';

type GuideFormValues = z.input<typeof GuideRequestSchema>;
type GuideFormOutput = z.output<typeof GuideRequestSchema>;

/** The form's values: the guide's own, or an empty guide. */
function guideValues(guide: Guide | undefined): GuideFormValues {
  return {
    title: guide?.title ?? '',
    content: guide?.content ?? '',
    thumbnailUrl: guide?.thumbnailUrl ?? '',
    tags: guide?.tags ?? [],
    heroIds: guide?.heroes.map((hero) => hero.id) ?? [],
    // A new guide is written in the page's language unless the writer chooses another.
    language: guide?.language ?? activeLanguage(),
  };
}

const GUIDE_FIELD_LABELS = {
  title: msg`Title`,
  thumbnailUrl: msg`Thumbnail`,
  tags: msg`Tags`,
  heroIds: msg`Heroes`,
  language: msg`Language`,
  content: msg`Content`,
};

type GuideFormProps = {
  /** The guide being edited (its author only); absent when writing a new one. */
  guide?: Guide;
  authorName: string;
  /** The hero picker, rendered by the page (features do not import each other). */
  renderHeroPicker: (props: HeroPickerProps) => ReactNode;
};

/**
 * Write or edit a guide: title, thumbnail, tags, the heroes it is about and rich content, with a
 * live preview of its header.
 */
export function GuideForm({ guide, authorName, renderHeroPicker }: GuideFormProps) {
  const { i18n, t } = useLingui();
  // A suspended member is told before writing, and cannot send.
  const restriction = useWriteRestriction();
  const navigate = useNavigate();
  const create = useCreateGuide();
  const update = useUpdateGuide();
  const contentImage = useImageUpload(uploadGuideImage);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    watch,
    reset,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<GuideFormValues, unknown, GuideFormOutput>({
    resolver: zodResolver(GuideRequestSchema),
    defaultValues: guideValues(guide),
  });
  const [heroes, setHeroes] = useState<HeroChip[]>(guide?.heroes ?? []);
  const title = watch('title');
  const thumbnailUrl = watch('thumbnailUrl') ?? '';
  const tags = watch('tags') ?? [];

  const saveGuide = async (input: GuideRequest, version: number) => {
    const saved = guide
      ? await update.mutateAsync({ guideId: guide.id, input: { ...input, version } })
      : await create.mutateAsync(input);
    toast.success(guide ? GUIDE_MESSAGES.updated : GUIDE_MESSAGES.created);
    navigate(paths.guide(saved.slug));
  };
  const edit = useEditVersion({
    opened: guide,
    toValues: guideValues,
    labels: {
      title: i18n._(GUIDE_FIELD_LABELS.title),
      thumbnailUrl: i18n._(GUIDE_FIELD_LABELS.thumbnailUrl),
      tags: i18n._(GUIDE_FIELD_LABELS.tags),
      heroIds: i18n._(GUIDE_FIELD_LABELS.heroIds),
      content: i18n._(GUIDE_FIELD_LABELS.content),
    },
    loadCurrent: () => getUnpublishedGuide(guide?.slug ?? ''),
    onReload: (current, values) => {
      setHeroes(current.heroes);
      reset(values);
    },
    overwrite: saveGuide,
    saveFailed: GUIDE_MESSAGES.updateFailed,
  });

  const onSubmit = handleSubmit(async (input: GuideRequest) => {
    try {
      await saveGuide(input, edit.version);
    } catch (error) {
      if (await edit.refused(error, getValues())) return;
      if (applyFieldErrors(error, setError, { shouldFocus: true })) return;
      if (guide) toast.error(messageFor(error, GUIDE_MESSAGES.updateFailed));
      else toast.error(GUIDE_MESSAGES.createFailed(messageFor(error, t`please try again`)));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      {restriction && <WriteRestrictionNotice text={restriction} />}
      <GuideHeaderPreview title={title} thumbnailUrl={thumbnailUrl} tags={tags} authorName={authorName} />

      <FormField id="guide-title" label={t`Title`} error={errors.title?.message}>
        <Input
          id="guide-title"
          autoComplete="off"
          maxLength={200}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={errors.title ? fieldMessageId('guide-title') : undefined}
          {...register('title')}
        />
      </FormField>

      <FormField id="guide-language" label={t`Written in`}>
        <Select id="guide-language" {...register('language')}>
          {LANGUAGES.map((entry) => (
            <option key={entry.code} value={entry.code} lang={entry.code}>
              {entry.name}
            </option>
          ))}
        </Select>
      </FormField>

      <ThumbnailField
        value={thumbnailUrl}
        error={errors.thumbnailUrl?.message}
        register={register('thumbnailUrl')}
        onUploaded={(url) => setValue('thumbnailUrl', url, { shouldDirty: true, shouldValidate: true })}
      />

      <TagsInput
        id="guide-tags"
        tags={tags}
        error={errors.tags?.message ?? errors.tags?.root?.message}
        onChange={(next) => setValue('tags', next, { shouldDirty: true })}
        max={GUIDE_TAGS_MAX}
        maxLength={GUIDE_TAG_MAX_LENGTH}
        placeholder={t`e.g. PvP`}
        normalise={normaliseGuideTags}
      />

      <HeroChipsField
        id="guide-heroes"
        legend={GUIDE_MESSAGES.heroesInGuide}
        hint={t`the guide shows on each hero's page once it is published.`}
        heroes={heroes}
        max={GUIDE_HEROES_MAX}
        error={errors.heroIds?.message ?? errors.heroIds?.root?.message}
        onChange={(next) => {
          setHeroes(next);
          setValue(
            'heroIds',
            next.map((hero) => hero.id),
            { shouldDirty: true, shouldValidate: true },
          );
        }}
        renderHeroPicker={renderHeroPicker}
      />

      <Controller
        control={control}
        name="content"
        render={({ field, fieldState }) => (
          <div>
            <p
              id="guide-content-label"
              className="mb-1.5 block text-sm font-semibold text-slate-800 dark:text-slate-200"
            >
              <Trans>Content</Trans>
            </p>
            <RichTextEditor
              id="guide-content"
              toolbar="guide"
              aria-label={t`Guide content`}
              value={field.value}
              onChange={field.onChange}
              onUploadImage={contentImage.upload}
              offersNames
              aria-invalid={Boolean(fieldState.error)}
              aria-describedby={
                fieldState.error ? `${fieldMessageId('guide-content')} guide-names-hint` : 'guide-names-hint'
              }
            />
            <p id="guide-names-hint" className="mt-1.5 text-sm text-slate-600 dark:text-slate-300">
              <Trans>
                Type @ and the start of a name to add a hero, database entry or outfit. Names written in full
                link to their pages.
              </Trans>
            </p>
            {fieldState.error ? (
              <p
                id={fieldMessageId('guide-content')}
                className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-300"
              >
                {fieldState.error.message}
              </p>
            ) : (
              <p className="mt-1.5 text-sm text-slate-600 dark:text-slate-400">
                <Trans>At least 100 characters.</Trans>
              </p>
            )}
          </div>
        )}
      />

      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting || restriction !== null}>
          {isSubmitting && <Spinner className="size-4" />}
          {guide ? <Trans>Save and Send for Review</Trans> : <Trans>Submit Guide</Trans>}
        </Button>
        <Button variant="outline" onClick={() => navigate(guide ? paths.guide(guide.slug) : paths.guides)}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
      {!guide && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          <Trans>An administrator reviews every guide before it is published.</Trans>
        </p>
      )}
      {edit.dialog}
    </form>
  );
}

type ThumbnailFieldProps = {
  value: string;
  error: string | undefined;
  register: ReturnType<ReturnType<typeof useForm<GuideFormValues, unknown, GuideFormOutput>>['register']>;
  onUploaded: (url: string) => void;
};

function ThumbnailField({ value, error, register, onUploaded }: ThumbnailFieldProps) {
  const { t } = useLingui();
  const fileId = useId();
  const { upload, isUploading } = useImageUpload(uploadGuideImage);
  return (
    <FormField
      id="guide-thumbnail"
      label={t`Thumbnail URL (optional)`}
      error={error}
      hint={t`A link to a jpg, jpeg, gif or png image, or upload one.`}
    >
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id="guide-thumbnail"
          type="url"
          inputMode="url"
          placeholder="https://example.com/image.png"
          translate="no"
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldMessageId('guide-thumbnail')}
          className="flex-1"
          {...register}
        />
        <ImageFilePicker
          fileId={fileId}
          fileLabel={t`Thumbnail image file`}
          hasImage={value !== ''}
          onFile={uploadThen(upload, onUploaded)}
          disabled={isUploading}
          isUploading={isUploading}
          size="md"
          className="h-[2.625rem]"
        />
      </div>
    </FormField>
  );
}

type GuideHeaderPreviewProps = { title: string; thumbnailUrl: string; tags: string[]; authorName: string };

/** The guide's header as readers will see it, updated while the author types. */
function GuideHeaderPreview({ title, thumbnailUrl, tags, authorName }: GuideHeaderPreviewProps) {
  const { t } = useLingui();
  return (
    <section aria-label={t`Preview`} className={cn(CARD_CLASSES, 'sm:flex')}>
      <GuideThumbnail
        src={thumbnailUrl.trim() || null}
        title={title || '?'}
        tags={tags}
        className="sm:w-64 sm:shrink-0"
      />
      <div className="min-w-0 p-5">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">
          <Trans>Preview</Trans>
        </p>
        <p className="mt-1 line-clamp-2 font-display text-2xl font-bold break-words text-slate-900 dark:text-white">
          {title.trim() || t`Your guide title`}
        </p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          <Trans>
            By <span data-content>{authorName}</span>
          </Trans>
        </p>
        <GuideTags tags={tags} className="mt-3" />
      </div>
    </section>
  );
}
