import { ACCEPTED_IMAGE_TYPES, imageFileProblem, MEDIA_MESSAGES } from '@haven/shared';
import { ImagePlus } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { Spinner } from '../../../components/ui/spinner';
import { messageFor } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { useUploadHeroImage } from '../api/upload-hero-image';

/**
 * Uploads a chosen portrait and hands its address to `onUploaded`. The type and size are checked
 * here first, so a wrong file is refused at once with the same limits the server applies.
 */
export function useHeroImageUpload(onUploaded: (imageUrl: string) => void) {
  const upload = useUploadHeroImage();
  const uploadFile = (file: File | undefined) => {
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      toast.error(problem);
      return;
    }
    upload.mutate(file, {
      onSuccess: ({ imageUrl }) => onUploaded(imageUrl),
      onError: (error) => toast.error(messageFor(error, MEDIA_MESSAGES.uploadFailed)),
    });
  };
  return { uploadFile, isUploading: upload.isPending };
}

type HeroImageFieldProps = {
  imageUrl: string | null | undefined;
  isUploading: boolean;
  isDisabled: boolean;
  onFileChosen: (file: File | undefined) => void;
  onRemove: () => void;
};

/** The portrait: a preview, Upload/Change and Remove buttons, and the hidden file input. */
export function HeroImageField({
  imageUrl,
  isUploading,
  isDisabled,
  onFileChosen,
  onRemove,
}: HeroImageFieldProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 text-sm font-semibold text-slate-800 dark:text-slate-200">Image</legend>
      <div className="relative mx-auto aspect-square w-full max-w-64 overflow-hidden rounded-xl bg-slate-100 dark:bg-night-950">
        <FallbackImage
          src={imageUrl}
          alt={imageUrl ? 'Hero image preview' : 'No image yet'}
          className="size-full object-cover"
        />
        {isUploading && (
          <div className="absolute inset-0 grid place-items-center bg-night-950/50 text-white" role="status">
            <Spinner className="size-8" />
            <span className="sr-only">Uploading image...</span>
          </div>
        )}
      </div>
      <label htmlFor="hero-image" className="sr-only">
        Hero image
      </label>
      <input
        ref={fileInput}
        id="hero-image"
        type="file"
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          onFileChosen(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <div className="mt-3 flex flex-wrap justify-center gap-2">
        <Button variant="outline" size="sm" onClick={() => fileInput.current?.click()} disabled={isDisabled}>
          <ImagePlus aria-hidden="true" className="size-4" />
          {imageUrl ? 'Change Image' : 'Upload Image'}
        </Button>
        {imageUrl && (
          <Button variant="ghost" size="sm" onClick={onRemove} disabled={isDisabled}>
            Remove
          </Button>
        )}
      </div>
      <p className="mt-2 text-center text-xs text-slate-600 dark:text-slate-400">
        PNG, JPG or WEBP, up to 5MB
      </p>
    </fieldset>
  );
}
