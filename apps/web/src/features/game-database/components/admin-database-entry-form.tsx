import {
  DATABASE_ATTRIBUTE_LABEL_MAX_LENGTH,
  DATABASE_ATTRIBUTE_VALUE_MAX_LENGTH,
  DATABASE_CATEGORIES,
  DATABASE_ENTRY_ATTRIBUTES_MAX,
  DATABASE_ENTRY_NAME_MAX_LENGTH,
  DATABASE_ENTRY_RELATED_HEROES_MAX,
  DATABASE_ENTRY_SUMMARY_MAX_LENGTH,
  DATABASE_ENTRY_TAG_MAX_LENGTH,
  DATABASE_ENTRY_TAGS_MAX,
  type DatabaseCategory,
} from '@haven/shared/game-database/constants';
import { DATABASE_MESSAGES as M } from '@haven/shared/game-database/messages';
import {
  DatabaseCategorySchema,
  type DatabaseEntryDetail,
  DatabaseEntryInputSchema,
} from '@haven/shared/game-database/schemas';
import { RARITIES } from '@haven/shared/heroes/constants';
import { ACCEPTED_IMAGE_TYPES, imageFileProblem, MEDIA_MESSAGES } from '@haven/shared/media/rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { ImagePlus, Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import { RichTextEditor } from '../../../components/rich-text';
import { Button } from '../../../components/ui/button';
import { CARD_CLASSES } from '../../../components/ui/card';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { FormField, fieldMessageId, INPUT_CLASSES, Input } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { TagsInput } from '../../../components/ui/tags-input';
import { applyFieldErrors, messageFor } from '../../../lib/api-errors';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { useSaveDatabaseEntry } from '../api/save-database-entry';
import { useUploadDatabaseImage } from '../api/upload-database-image';
import { type HeroPickerProps, type RelatedHeroChip, RelatedHeroesField } from './admin-related-heroes-field';

/** The shared editor rules, with the category chosen from a list that starts empty. */
const EntryFormSchema = DatabaseEntryInputSchema.extend({
  category: z.string().min(1, M.categoryRequired).pipe(DatabaseCategorySchema),
});
type EntryFormValues = z.input<typeof EntryFormSchema>;
type EntryFormOutput = z.output<typeof EntryFormSchema>;

export type AdminDatabaseEntryFormProps = {
  /** The entry being edited, or null to add one. */
  entry: DatabaseEntryDetail | null;
  /** The category a new entry starts in; null leaves the choice to the admin. */
  category: DatabaseCategory | null;
  onDone: () => void;
  /** The hero picker, rendered by the page (features do not import each other). */
  renderHeroPicker: (props: HeroPickerProps) => ReactNode;
};

function defaultValues(
  entry: DatabaseEntryDetail | null,
  category: DatabaseCategory | null,
): EntryFormValues {
  return {
    category: entry?.category ?? category ?? '',
    name: entry?.name ?? '',
    summary: entry?.summary ?? '',
    description: entry?.description ?? '',
    imageUrl: entry?.imageUrl ?? null,
    rarity: entry?.rarity ?? null,
    tags: entry?.tags ?? [],
    attributes: entry?.attributes ?? [],
    relatedHeroIds: entry?.relatedHeroes.map((hero) => hero.id) ?? [],
  };
}

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
  const save = useSaveDatabaseEntry();
  const upload = useUploadDatabaseImage();
  const fileInput = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [heroes, setHeroes] = useState<RelatedHeroChip[]>(entry?.relatedHeroes ?? []);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<EntryFormValues, unknown, EntryFormOutput>({
    resolver: zodResolver(EntryFormSchema),
    defaultValues: defaultValues(entry, category),
  });
  const attributes = useFieldArray({ control, name: 'attributes' });
  const imageUrl = watch('imageUrl');
  const summary = watch('summary') ?? '';
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

  const uploadImage = async (file: File): Promise<string> => {
    const problem = imageFileProblem(file);
    if (problem) {
      toast.error(problem);
      throw new Error(problem);
    }
    try {
      return (await upload.mutateAsync(file)).imageUrl;
    } catch (error) {
      toast.error(messageFor(error, MEDIA_MESSAGES.uploadFailed));
      throw error;
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ entryId: entry?.id ?? null, input: values });
      toast.success(entry ? M.updated : M.created);
      onDone();
    } catch (error) {
      if (applyFieldErrors(error, setError, { conflictField: 'name', shouldFocus: true })) return;
      toast.error(messageFor(error, M.saveFailed));
    }
  });

  const fieldProps = (name: 'category' | 'name' | 'summary' | 'rarity') => ({
    id: `entry-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? fieldMessageId(`entry-${name}`) : undefined,
  });
  const attributesError = errors.attributes?.message ?? errors.attributes?.root?.message;

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
        {entry ? `Edit ${entry.name}` : 'Add Entry'}
      </h3>

      <div className="grid gap-6 md:grid-cols-[1fr_14rem]">
        <div className="min-w-0 space-y-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField id="entry-category" label="Category" error={errors.category?.message}>
              <select {...fieldProps('category')} className={INPUT_CLASSES} {...register('category')}>
                <option value="">Choose a category</option>
                {DATABASE_CATEGORIES.map((option) => (
                  <option key={option.slug} value={option.slug}>
                    {option.label}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField id="entry-rarity" label="Rarity" error={errors.rarity?.message}>
              <Controller
                control={control}
                name="rarity"
                render={({ field }) => (
                  <select
                    {...fieldProps('rarity')}
                    ref={field.ref}
                    name={field.name}
                    value={field.value ?? ''}
                    onBlur={field.onBlur}
                    onChange={(event) =>
                      field.onChange(event.target.value === '' ? null : event.target.value)
                    }
                    className={INPUT_CLASSES}
                  >
                    <option value="">None</option>
                    {RARITIES.map((rarity) => (
                      <option key={rarity} value={rarity}>
                        {rarity}
                      </option>
                    ))}
                  </select>
                )}
              />
            </FormField>
          </div>
          <FormField id="entry-name" label="Name" error={errors.name?.message}>
            <Input
              {...fieldProps('name')}
              maxLength={DATABASE_ENTRY_NAME_MAX_LENGTH}
              autoComplete="off"
              {...register('name')}
            />
          </FormField>
          <FormField
            id="entry-summary"
            label="Summary"
            error={errors.summary?.message}
            hint={`${DATABASE_ENTRY_SUMMARY_MAX_LENGTH - summary.length} characters left`}
          >
            <textarea
              {...fieldProps('summary')}
              aria-describedby={fieldMessageId('entry-summary')}
              rows={3}
              maxLength={DATABASE_ENTRY_SUMMARY_MAX_LENGTH}
              className={INPUT_CLASSES}
              {...register('summary')}
            />
          </FormField>
        </div>

        <div>
          <span className="mb-1.5 block text-sm font-semibold text-slate-800 dark:text-slate-200">Image</span>
          <div className="relative mx-auto aspect-square w-full max-w-56 overflow-hidden rounded-xl bg-slate-100 dark:bg-night-950">
            <FallbackImage
              src={imageUrl}
              alt={imageUrl ? 'Image preview' : 'No image yet'}
              className="size-full object-cover"
            />
            {upload.isPending && (
              <div
                className="absolute inset-0 grid place-items-center bg-night-950/50 text-white"
                role="status"
              >
                <Spinner className="size-8" />
                <span className="sr-only">Uploading image...</span>
              </div>
            )}
          </div>
          <label htmlFor="entry-image" className="sr-only">
            Entry image
          </label>
          <input
            ref={fileInput}
            id="entry-image"
            type="file"
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            className="sr-only"
            tabIndex={-1}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              uploadImage(file).then(
                (uploaded) => setValue('imageUrl', uploaded, { shouldDirty: true, shouldValidate: true }),
                () => undefined,
              );
            }}
          />
          <div className="mt-2 flex flex-wrap justify-center gap-2">
            <Button
              variant="outline"
              size="sm"
              onClick={() => fileInput.current?.click()}
              disabled={upload.isPending}
            >
              <ImagePlus aria-hidden="true" className="size-4" />
              {imageUrl ? 'Change Image' : 'Upload Image'}
            </Button>
            {imageUrl && (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setValue('imageUrl', null, { shouldDirty: true })}
              >
                Remove Image
              </Button>
            )}
          </div>
          <p className="mt-2 text-center text-xs text-slate-600 dark:text-slate-400">
            PNG, JPG or WEBP, up to 5MB
          </p>
          {errors.imageUrl?.message && (
            <p className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-300">
              {errors.imageUrl.message}
            </p>
          )}
        </div>
      </div>

      <div>
        <span className="mb-1.5 block text-sm font-semibold text-slate-800 dark:text-slate-200">
          Description
        </span>
        <Controller
          control={control}
          name="description"
          render={({ field, fieldState }) => (
            <>
              <RichTextEditor
                value={field.value ?? ''}
                onChange={field.onChange}
                toolbar="content"
                aria-label="Description"
                aria-invalid={fieldState.error ? true : undefined}
                onUploadImage={uploadImage}
              />
              {fieldState.error?.message && (
                <p className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-300">
                  {fieldState.error.message}
                </p>
              )}
            </>
          )}
        />
      </div>

      <TagsInput
        id="entry-tags"
        tags={tags}
        error={errors.tags?.message ?? errors.tags?.root?.message}
        onChange={(next) => setValue('tags', next, { shouldDirty: true })}
        max={DATABASE_ENTRY_TAGS_MAX}
        maxLength={DATABASE_ENTRY_TAG_MAX_LENGTH}
        placeholder="e.g. Fire"
      />

      <fieldset>
        <legend className="text-sm font-semibold text-slate-800 dark:text-slate-200">Attributes</legend>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Label and value pairs such as "Attack" and "+120" (up to {DATABASE_ENTRY_ATTRIBUTES_MAX}).
        </p>
        {attributes.fields.length > 0 && (
          <ol className="mt-3 space-y-2">
            {attributes.fields.map((row, index) => {
              const rowErrors = errors.attributes?.[index];
              return (
                // On phones the value sits under its label, so long values stay readable.
                <li
                  key={row.id}
                  className="flex items-start gap-2 border-b border-slate-200 pb-2 last:border-0 last:pb-0 sm:border-0 sm:pb-0 dark:border-white/10"
                >
                  <div className="grid min-w-0 flex-1 gap-2 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.5fr)]">
                    <Input
                      aria-label={`Attribute ${index + 1} label`}
                      placeholder="Label"
                      maxLength={DATABASE_ATTRIBUTE_LABEL_MAX_LENGTH}
                      aria-invalid={rowErrors?.label || attributesError ? true : undefined}
                      {...register(`attributes.${index}.label`)}
                    />
                    <Input
                      aria-label={`Attribute ${index + 1} value`}
                      placeholder="Value"
                      maxLength={DATABASE_ATTRIBUTE_VALUE_MAX_LENGTH}
                      aria-invalid={rowErrors?.value || attributesError ? true : undefined}
                      {...register(`attributes.${index}.value`)}
                    />
                  </div>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove attribute ${index + 1}`}
                    className="text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-400/10"
                    onClick={() => attributes.remove(index)}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </Button>
                </li>
              );
            })}
          </ol>
        )}
        {(attributesError || errors.attributes?.some?.((row) => row?.label || row?.value)) && (
          <p className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-300">
            {attributesError ?? M.attributeTooLong}
          </p>
        )}
        <Button
          variant="outline"
          size="sm"
          className="mt-3"
          disabled={attributes.fields.length >= DATABASE_ENTRY_ATTRIBUTES_MAX}
          onClick={() => attributes.append({ label: '', value: '' })}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add Attribute
        </Button>
      </fieldset>

      <RelatedHeroesField
        heroes={heroes}
        max={DATABASE_ENTRY_RELATED_HEROES_MAX}
        error={errors.relatedHeroIds?.message ?? errors.relatedHeroIds?.root?.message}
        onChange={changeHeroes}
        renderHeroPicker={renderHeroPicker}
      />

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting || upload.isPending}>
          {isSubmitting && <Spinner className="size-4" />}
          {entry ? 'Save Changes' : 'Create Entry'}
        </Button>
      </div>
    </form>
  );
}
