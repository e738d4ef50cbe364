import {
  DATABASE_ENTRY_RELATED_HEROES_MAX,
  DATABASE_ENTRY_TAG_MAX_LENGTH,
  DATABASE_ENTRY_TAGS_MAX,
  type DatabaseCategory,
} from '@haven/shared/game-database/constants';
import type { DatabaseEntryDetail, DatabaseEntryInput } from '@haven/shared/game-database/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { RichTextField } from '../../../components/rich-text/rich-text-field';
import { CARD_CLASSES } from '../../../components/ui/card';
import { useEditVersion } from '../../../components/ui/edit-conflict';
import { FormButtons } from '../../../components/ui/form-controls';
import { IMAGE_FILE_HINT, ImageUploadField, useImageUpload } from '../../../components/ui/image-upload-field';
import { TagsInput } from '../../../components/ui/tags-input';
import { applyFieldErrors, messageFor } from '../../../lib/api-errors';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { useForm } from '../../../lib/use-form';
import { getAdminDatabaseEntry } from '../api/get-admin-database-entry';
import { useSaveDatabaseEntry } from '../api/save-database-entry';
import { uploadDatabaseImage } from '../api/upload-database-image';
import { DATABASE_TEXTS as M } from '../shared-texts';
import { AdminEntryAttributesField } from './admin-entry-attributes-field';
import { AdminEntryBasicsFields } from './admin-entry-basics-fields';
import {
  type EntryFormOutput,
  EntryFormSchema,
  type EntryFormValues,
  entryDefaultValues,
} from './admin-entry-form-values';
import { type HeroPickerProps, type RelatedHeroChip, RelatedHeroesField } from './admin-related-heroes-field';

/** The form's fields by the names it shows, for saying which of them changed elsewhere (read when drawn). */
const ENTRY_FIELD_LABELS: Partial<Record<keyof EntryFormValues, MessageDescriptor>> = {
  category: msg`Category`,
  name: msg`Name`,
  summary: msg`Summary`,
  description: msg`Description`,
  imageUrl: msg`Image`,
  rarity: msg`Rarity`,
  tags: msg`Tags`,
  attributes: msg`Attributes`,
  relatedHeroIds: msg`Related heroes`,
};

export type AdminDatabaseEntryFormProps = {
  /** The entry being edited, or null to add one. */
  entry: DatabaseEntryDetail | null;
  /** The category a new entry starts in; null leaves the choice to the admin. */
  category: DatabaseCategory | null;
  onDone: () => void;
  /** The hero picker, rendered by the page (features do not import each other). */
  renderHeroPicker: (props: HeroPickerProps) => ReactNode;
};

/**
 * Add or edit a game database entry: category, name, summary, rich description, image, rarity,
 * tags, attributes and related heroes. Validated with the same rules the server applies; a name
 * already used in the category comes back on the name field.
 */
export function AdminDatabaseEntryForm({
  entry,
  category,
  onDone,
  renderHeroPicker,
}: AdminDatabaseEntryFormProps) {
  const { i18n, t } = useLingui();
  const save = useSaveDatabaseEntry();
  const image = useImageUpload(uploadDatabaseImage);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [heroes, setHeroes] = useState<RelatedHeroChip[]>(entry?.relatedHeroes ?? []);
  const { register, control, handleSubmit, setError, setValue, watch, reset, getValues, formState } = useForm<
    EntryFormValues,
    unknown,
    EntryFormOutput
  >({ resolver: zodResolver(EntryFormSchema), defaultValues: entryDefaultValues(entry, category) });
  const { errors, isSubmitting } = formState;
  const imageUrl = watch('imageUrl');
  const tags = watch('tags') ?? [];

  // The panel opens above the table: bring it into view and start there.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const changeHeroes = (next: RelatedHeroChip[]) => {
    setHeroes(next);
    setValue(
      'relatedHeroIds',
      next.map((hero) => hero.id),
      { shouldDirty: true },
    );
  };

  const saveEntry = async (input: DatabaseEntryInput, version: number) => {
    await save.mutateAsync({ entryId: entry?.id ?? null, input, version });
    toast.success(entry ? M.updated : M.created);
    onDone();
  };
  const edit = useEditVersion({
    opened: entry ?? undefined,
    toValues: (opened: DatabaseEntryDetail) => entryDefaultValues(opened, category),
    labels: Object.fromEntries(
      Object.entries(ENTRY_FIELD_LABELS).map(([field, label]) => [field, i18n._(label)]),
    ),
    loadCurrent: () => getAdminDatabaseEntry(entry?.id ?? ''),
    onReload: (current, values) => {
      setHeroes(current.relatedHeroes);
      reset(values);
    },
    // The server checks the fields again, as on every save.
    overwrite: (values, version) => saveEntry(values as DatabaseEntryInput, version),
    saveFailed: M.saveFailed,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await saveEntry(values, edit.version);
    } catch (error) {
      if (await edit.refused(error, getValues())) return;
      if (applyFieldErrors(error, setError, { conflictField: 'name', shouldFocus: true })) return;
      toast.error(messageFor(error, M.saveFailed));
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="entry-form-title"
      className={cn(CARD_CLASSES, 'space-y-6 p-4 sm:p-6')}
    >
      <h3
        ref={headingRef}
        id="entry-form-title"
        tabIndex={-1}
        className="scroll-mt-24 text-lg font-bold text-slate-900 outline-none dark:text-white"
      >
        {entry ? t`Edit ${entry.name}` : t`Add Entry`}
      </h3>

      <div className="grid gap-6 md:grid-cols-[1fr_14rem]">
        <AdminEntryBasicsFields register={register} control={control} errors={errors} />
        <ImageUploadField
          legend={t`Image`}
          fileId="entry-image"
          fileLabel={t`Entry image`}
          imageUrl={imageUrl}
          upload={image}
          onChange={(uploaded) => setValue('imageUrl', uploaded, { shouldDirty: true, shouldValidate: true })}
          previewClassName="mx-auto aspect-square w-full max-w-56"
          removeLabel={t`Remove Image`}
          hint={i18n._(IMAGE_FILE_HINT)}
          error={errors.imageUrl?.message}
        />
      </div>

      <RichTextField
        control={control}
        name="description"
        label={t`Description`}
        toolbar="content"
        onUploadImage={image.upload}
      />

      <TagsInput
        id="entry-tags"
        tags={tags}
        error={errors.tags?.message ?? errors.tags?.root?.message}
        onChange={(next) => setValue('tags', next, { shouldDirty: true })}
        max={DATABASE_ENTRY_TAGS_MAX}
        maxLength={DATABASE_ENTRY_TAG_MAX_LENGTH}
        placeholder={t`e.g. Fire`}
      />

      <AdminEntryAttributesField register={register} control={control} errors={errors} />

      <RelatedHeroesField
        heroes={heroes}
        max={DATABASE_ENTRY_RELATED_HEROES_MAX}
        error={errors.relatedHeroIds?.message ?? errors.relatedHeroIds?.root?.message}
        onChange={changeHeroes}
        renderHeroPicker={renderHeroPicker}
      />

      <FormButtons
        submitLabel={entry ? t`Save Changes` : t`Create Entry`}
        onCancel={onDone}
        isSubmitting={isSubmitting}
        isBusy={image.isUploading}
      />
      {edit.dialog}
    </form>
  );
}
