import { MAX_AVATAR_BYTES } from '@haven/shared/profiles/edit';
import { PROFILE_MESSAGES } from '@haven/shared/profiles/messages';
import { useLingui } from '@lingui/react/macro';
import { Avatar } from '../../../components/ui/avatar';
import {
  ImageUploadField,
  UploadingOverlay,
  useImageUpload,
} from '../../../components/ui/image-upload-field';
import { uploadAvatar } from '../api/upload-avatar';

type AvatarFieldProps = {
  avatarUrl: string;
  username: string;
  /** Called with the uploaded image's address, or '' to go back to the default avatar. */
  onChange: (avatarUrl: string) => void;
};

// An avatar may be at most 2 MB, and says so when refused.
const AVATAR_LIMITS = { maxBytes: MAX_AVATAR_BYTES, tooLargeMessage: PROFILE_MESSAGES.avatarTooLarge };

/** The avatar: a round preview beside Upload/Change and Remove buttons. */
export function AvatarField({ avatarUrl, username, onChange }: AvatarFieldProps) {
  const { t } = useLingui();
  const upload = useImageUpload(uploadAvatar, AVATAR_LIMITS);
  return (
    <ImageUploadField
      layout="beside"
      fileId="profile-avatar-file"
      fileLabel={t`Avatar image`}
      preview={
        <div className="relative">
          <Avatar src={avatarUrl || null} alt={`${username}'s avatar preview`} className="size-24" />
          {upload.isUploading && <UploadingOverlay className="rounded-full" spinnerClassName="size-6" />}
        </div>
      }
      imageUrl={avatarUrl}
      upload={upload}
      chooseLabel="Upload Avatar"
      replaceLabel="Change Avatar"
      onChange={(uploaded) => onChange(uploaded ?? '')}
      disabled={upload.isUploading}
      hint="PNG, JPG or WEBP, up to 2MB. It is cropped to a square."
    />
  );
}
