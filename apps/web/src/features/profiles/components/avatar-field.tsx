import {
  ACCEPTED_IMAGE_TYPES,
  imageFileProblem,
  MAX_AVATAR_BYTES,
  MEDIA_MESSAGES,
  PROFILE_MESSAGES,
} from '@haven/shared';
import { ImagePlus } from 'lucide-react';
import { useRef } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { messageFor } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { useUploadAvatar } from '../api/upload-avatar';

type AvatarFieldProps = {
  avatarUrl: string;
  username: string;
  /** Called with the uploaded image's address, or '' to go back to the default avatar. */
  onChange: (avatarUrl: string) => void;
};

/**
 * The avatar: a preview, Upload/Change and Remove buttons. The type and size are checked here
 * first, so a wrong file is refused at once with the limits the server applies.
 */
export function AvatarField({ avatarUrl, username, onChange }: AvatarFieldProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();

  const onFile = (file: File | undefined) => {
    if (!file) return;
    const problem = imageFileProblem(file, {
      maxBytes: MAX_AVATAR_BYTES,
      tooLargeMessage: PROFILE_MESSAGES.avatarTooLarge,
    });
    if (problem) {
      toast.error(problem);
      return;
    }
    upload.mutate(file, {
      onSuccess: ({ imageUrl }) => onChange(imageUrl),
      onError: (error) => toast.error(messageFor(error, MEDIA_MESSAGES.uploadFailed)),
    });
  };

  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row">
      <div className="relative">
        <Avatar src={avatarUrl || null} alt={`${username}'s avatar preview`} className="size-24" />
        {upload.isPending && (
          <div
            className="absolute inset-0 grid place-items-center rounded-full bg-night-950/50 text-white"
            role="status"
          >
            <Spinner className="size-6" />
            <span className="sr-only">Uploading image...</span>
          </div>
        )}
      </div>
      <div className="flex flex-col items-center gap-2 sm:items-start">
        <label htmlFor="profile-avatar-file" className="sr-only">
          Avatar image
        </label>
        <input
          ref={fileInput}
          id="profile-avatar-file"
          type="file"
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          className="sr-only"
          tabIndex={-1}
          onChange={(event) => {
            onFile(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => fileInput.current?.click()}
            disabled={upload.isPending}
          >
            <ImagePlus aria-hidden="true" className="size-4" />
            {avatarUrl ? 'Change Avatar' : 'Upload Avatar'}
          </Button>
          {avatarUrl && (
            <Button variant="ghost" size="sm" onClick={() => onChange('')} disabled={upload.isPending}>
              Remove
            </Button>
          )}
        </div>
        <p className="text-xs text-slate-600 dark:text-slate-400">
          PNG, JPG or WEBP, up to 2MB. It is cropped to a square.
        </p>
      </div>
    </div>
  );
}
