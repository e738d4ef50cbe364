import { ACCEPTED_IMAGE_TYPES, imageFileProblem, MEDIA_MESSAGES } from '@haven/shared/media/rules';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ImagePlus } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { messageFor } from '../../lib/api-errors';
import { cn } from '../../lib/cn';
import { toast } from '../../lib/toast';
import { Button, type ButtonSize } from './button';
import { FallbackImage } from './fallback-image';
import { Spinner } from './spinner';

/** The rules of an ordinary image upload, as the field's hint (read in the page's language when drawn). */
export const IMAGE_FILE_HINT = msg`PNG, JPG or WEBP, up to 5MB`;

type ImageFileLimits = Parameters<typeof imageFileProblem>[1];

/**
 * One image upload: checks a picked file with the server's rules (type, size) before sending it,
 * then resolves to the stored image's address. Every refusal rejects with the text to show, so
 * the caller (a field, or the rich-text editor's image panel) only displays it.
 */
export function useImageUpload(
  send: (file: File) => Promise<{ imageUrl: string }>,
  limits?: ImageFileLimits,
) {
  const [pending, setPending] = useState(0);
  const upload = async (file: File): Promise<string> => {
    const problem = imageFileProblem(file, limits);
    if (problem) throw new Error(problem);
    setPending((count) => count + 1);
    try {
      return (await send(file)).imageUrl;
    } catch (error) {
      throw new Error(messageFor(error, MEDIA_MESSAGES.uploadFailed));
    } finally {
      setPending((count) => count - 1);
    }
  };
  return { upload, isUploading: pending > 0 };
}

/** Uploads a picked file and hands its address on; a refusal is shown as a toast. */
export function uploadThen(upload: (file: File) => Promise<string>, onUploaded: (imageUrl: string) => void) {
  return (file: File) =>
    upload(file).then(onUploaded, (error: unknown) =>
      toast.error(error instanceof Error ? error.message : MEDIA_MESSAGES.uploadFailed),
    );
}

/** The spinner laid over a preview while its image uploads, announced once. */
export function UploadingOverlay({
  className,
  spinnerClassName = 'size-8',
}: {
  className?: string;
  spinnerClassName?: string;
}) {
  return (
    <div
      className={cn('absolute inset-0 grid place-items-center bg-night-950/50 text-white', className)}
      role="status"
    >
      <Spinner className={spinnerClassName} />
      <span className="sr-only">
        <Trans>Uploading image...</Trans>
      </span>
    </div>
  );
}

type ImagePreviewProps = {
  imageUrl: string | null | undefined;
  alt: string;
  isUploading: boolean;
  className: string;
};

/** A picture's preview in its frame (size and shape from `className`), 'No image yet' when empty. */
function ImagePreview({ imageUrl, alt, isUploading, className }: ImagePreviewProps) {
  const { t } = useLingui();
  return (
    <div className={cn('relative overflow-hidden rounded-xl bg-slate-100 dark:bg-night-950', className)}>
      <FallbackImage
        src={imageUrl}
        alt={imageUrl ? alt : t`No image yet`}
        className="size-full object-cover"
      />
      {isUploading && <UploadingOverlay />}
    </div>
  );
}

type ImageFilePickerProps = {
  /** The hidden file input's id and accessible name (browser journeys fill it directly). */
  fileId: string;
  fileLabel: string;
  hasImage: boolean;
  /** The button's text before and after an image is chosen ('Upload Image' / 'Change Image'). */
  chooseLabel?: string;
  replaceLabel?: string;
  onFile: (file: File) => void;
  disabled?: boolean;
  /** Shows a spinner and 'Uploading...' on the button itself. */
  isUploading?: boolean;
  size?: ButtonSize;
  /** The button's icon; a picture with a plus by default. */
  icon?: ReactNode;
  className?: string;
};

/** The hidden file input and the button that opens it; the same file may be picked again. */
export function ImageFilePicker({
  fileId,
  fileLabel,
  hasImage,
  chooseLabel,
  replaceLabel,
  onFile,
  disabled,
  isUploading,
  size = 'sm',
  icon = <ImagePlus aria-hidden="true" className="size-4" />,
  className,
}: ImageFilePickerProps) {
  const { t } = useLingui();
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <>
      <label htmlFor={fileId} className="sr-only">
        {fileLabel}
      </label>
      <input
        ref={fileInput}
        id={fileId}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <Button
        variant="outline"
        size={size}
        onClick={() => fileInput.current?.click()}
        disabled={disabled}
        className={className}
      >
        {isUploading ? <Spinner className="size-4" /> : icon}
        {isUploading
          ? t`Uploading...`
          : hasImage
            ? (replaceLabel ?? t`Change Image`)
            : (chooseLabel ?? t`Upload Image`)}
      </Button>
    </>
  );
}

type ImageUploadFieldProps = Pick<
  ImageFilePickerProps,
  'fileId' | 'fileLabel' | 'chooseLabel' | 'replaceLabel'
> & {
  /** The group's visible name; without it the field is not a group of its own. */
  legend?: string;
  imageUrl: string | null | undefined;
  /** The upload in progress, from `useImageUpload`. */
  upload: ReturnType<typeof useImageUpload>;
  /** Called with the uploaded image's address, or null when removed. */
  onChange: (imageUrl: string | null) => void;
  /** The framed preview's text and size; or `preview`, the field's own (an avatar). */
  previewAlt?: string;
  previewClassName?: string;
  preview?: ReactNode;
  removeLabel?: string;
  /** Disables the buttons (while the form is busy); choosing is always disabled while uploading. */
  disabled?: boolean;
  hint?: ReactNode;
  error?: string;
  /** 'stacked': preview above centred buttons; 'start': buttons left-aligned; 'beside': preview left of them. */
  layout?: 'stacked' | 'start' | 'beside';
};

/** An image field: preview, choose/replace and Remove buttons, the file rules hint and the error. */
export function ImageUploadField({
  legend,
  imageUrl,
  upload: { upload, isUploading },
  onChange,
  previewAlt,
  previewClassName,
  preview,
  removeLabel,
  disabled,
  hint,
  error,
  layout = 'stacked',
  ...picker
}: ImageUploadFieldProps) {
  const { t } = useLingui();
  const isBeside = layout === 'beside';
  const controls = (
    <>
      <div
        className={cn('flex flex-wrap gap-2', !isBeside && 'mt-2', layout === 'stacked' && 'justify-center')}
      >
        <ImageFilePicker
          {...picker}
          hasImage={Boolean(imageUrl)}
          onFile={uploadThen(upload, onChange)}
          disabled={disabled || isUploading}
        />
        {imageUrl && (
          <Button variant="ghost" size="sm" onClick={() => onChange(null)} disabled={disabled}>
            {removeLabel ?? t`Remove`}
          </Button>
        )}
      </div>
      {hint && (
        <p
          className={cn(
            'text-xs text-slate-600 dark:text-slate-400',
            !isBeside && 'mt-2',
            layout === 'stacked' && 'text-center',
          )}
        >
          {hint}
        </p>
      )}
      {error && <p className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-300">{error}</p>}
    </>
  );
  const shownPreview = preview ?? (
    <ImagePreview
      imageUrl={imageUrl}
      alt={previewAlt ?? t`Image preview`}
      isUploading={isUploading}
      className={previewClassName ?? ''}
    />
  );
  const body = isBeside ? (
    <div className="flex flex-col items-center gap-4 sm:flex-row">
      {shownPreview}
      <div className="flex flex-col items-center gap-2 sm:items-start">{controls}</div>
    </div>
  ) : (
    <>
      {shownPreview}
      {controls}
    </>
  );
  if (!legend) return body;
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 text-sm font-semibold text-slate-800 dark:text-slate-200">{legend}</legend>
      {body}
    </fieldset>
  );
}
