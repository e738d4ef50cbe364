import { OFFICIAL_CONTENT_TYPES, type OfficialContentType } from '@haven/shared/home/constants';
import { ACCEPTED_IMAGE_TYPES, imageFileProblem } from '@haven/shared/media/rules';
import {
  OFFICIAL_CONTENT_MESSAGES as M,
  OFFICIAL_DESCRIPTION_MAX_LENGTH,
  OFFICIAL_TITLE_MAX_LENGTH,
  OFFICIAL_TYPE_TABS,
} from '@haven/shared/official-content/constants';
import {
  type OfficialContent,
  type OfficialContentInput,
  OfficialContentInputSchema,
} from '@haven/shared/official-content/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { format } from 'date-fns';
import { ImagePlus } from 'lucide-react';
import { useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { RichTextEditor } from '../../../components/rich-text';
import { Button } from '../../../components/ui/button';
import { CARD_CLASSES } from '../../../components/ui/card';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { FormField, fieldMessageId, INPUT_CLASSES } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { applyFieldErrors, messageFor } from '../../../lib/api-errors';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { useSaveOfficialContent } from '../api/save-official-content';
import { useUploadOfficialImage } from '../api/upload-official-image';

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
  };
}

/** Add or edit a post: title, description, rich content, cover image and publish date (now by default). */
export function OfficialContentForm({ item, type, onDone }: OfficialContentFormProps) {
  const save = useSaveOfficialContent();
  const upload = useUploadOfficialImage();
  const fileInput = useRef<HTMLInputElement>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<OfficialContentInput>({
    resolver: zodResolver(OfficialContentInputSchema),
    defaultValues: defaultValues(item, type),
  });
  const imageUrl = watch('imageUrl');

  const uploadImage = async (file: File): Promise<string> => {
    const problem = imageFileProblem(file);
    if (problem) {
      toast.error(problem);
      throw new Error(problem);
    }
    try {
      const { imageUrl: uploaded } = await upload.mutateAsync(file);
      toast.success(M.imageUploaded);
      return uploaded;
    } catch (error) {
      toast.error(messageFor(error, M.uploadFailed));
      throw error;
    }
  };

  const onSubmit = handleSubmit(async (input) => {
    try {
      // The field holds local time; the server keeps the moment it names.
      const publishDate = input.publishDate ? new Date(input.publishDate).toISOString() : null;
      await save.mutateAsync({ contentId: item?.id ?? null, input: { ...input, publishDate } });
      toast.success(item ? M.updated : M.saved);
      onDone();
    } catch (error) {
      if (applyFieldErrors(error, setError, { shouldFocus: true })) return;
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
      aria-label={item ? 'Edit content' : 'Add new content'}
      className={cn(CARD_CLASSES, 'space-y-5 p-5 sm:p-6')}
    >
      <h3 className="text-lg font-bold text-slate-900 dark:text-white">
        {item ? 'Edit Content' : 'Add New Content'}
      </h3>
      <div className="grid gap-5 sm:grid-cols-[1fr_12rem]">
        <FormField id="content-title" label="Title" error={errors.title?.message}>
          <input
            {...fieldProps('title')}
            maxLength={OFFICIAL_TITLE_MAX_LENGTH}
            className={INPUT_CLASSES}
            {...register('title')}
          />
        </FormField>
        <FormField id="content-type" label="Type" error={errors.type?.message}>
          <select {...fieldProps('type')} className={INPUT_CLASSES} {...register('type')}>
            {OFFICIAL_CONTENT_TYPES.map((value) => (
              <option key={value} value={value}>
                {OFFICIAL_TYPE_TABS[value]}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <FormField id="content-description" label="Description" error={errors.description?.message}>
        <textarea
          {...fieldProps('description')}
          rows={3}
          maxLength={OFFICIAL_DESCRIPTION_MAX_LENGTH}
          className={INPUT_CLASSES}
          {...register('description')}
        />
      </FormField>
      <div>
        <p
          id="content-body-label"
          className="mb-1.5 text-sm font-semibold text-slate-800 dark:text-slate-200"
        >
          Content
        </p>
        <Controller
          control={control}
          name="content"
          render={({ field }) => (
            <RichTextEditor
              value={field.value ?? ''}
              onChange={field.onChange}
              toolbar="content"
              aria-label="Content"
              onUploadImage={uploadImage}
            />
          )}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <span className="mb-1.5 block text-sm font-semibold text-slate-800 dark:text-slate-200">Image</span>
          <div className="relative aspect-[16/9] w-full overflow-hidden rounded-xl bg-slate-100 dark:bg-night-950">
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
          <label htmlFor="content-image" className="sr-only">
            Content image
          </label>
          <input
            ref={fileInput}
            id="content-image"
            type="file"
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            className="sr-only"
            tabIndex={-1}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              uploadImage(file).then(
                (uploaded) => setValue('imageUrl', uploaded, { shouldDirty: true }),
                () => undefined,
              );
            }}
          />
          <div className="mt-2 flex flex-wrap gap-2">
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
                Remove
              </Button>
            )}
          </div>
          {errors.imageUrl?.message && (
            <p className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-300">
              {errors.imageUrl.message}
            </p>
          )}
        </div>
        <FormField id="content-publishDate" label="Publish date" error={errors.publishDate?.message}>
          <input
            {...fieldProps('publishDate')}
            type="datetime-local"
            className={INPUT_CLASSES}
            {...register('publishDate')}
          />
        </FormField>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting || upload.isPending}>
          {isSubmitting && <Spinner className="size-4" />}
          {item ? 'Update Content' : 'Publish Content'}
        </Button>
      </div>
    </form>
  );
}
