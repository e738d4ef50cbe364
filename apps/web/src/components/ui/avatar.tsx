import { cn } from '../../lib/cn';
import { useImageFallback } from '../../lib/use-image-fallback';

/** Shown when a user has no avatar or theirs fails to load. */
export const DEFAULT_AVATAR = '/default-avatar.svg';

type AvatarProps = { src: string | null | undefined; alt: string; className?: string };

export function Avatar({ src, alt, className }: AvatarProps) {
  const image = useImageFallback(src, DEFAULT_AVATAR);
  return (
    <img
      src={image.src}
      alt={alt}
      loading="lazy"
      decoding="async"
      // Avatars are square; the class sets the drawn size.
      width={40}
      height={40}
      onError={image.onError}
      className={cn(
        'shrink-0 rounded-full bg-slate-200 object-cover dark:bg-slate-700',
        className ?? 'size-9',
      )}
    />
  );
}
