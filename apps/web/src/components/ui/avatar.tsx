import { resolveImageUrl } from '@haven/shared/common/image-url';
import { useState } from 'react';
import { cn } from '../../lib/cn';

/** Shown when a user has no avatar or theirs fails to load. */
export const DEFAULT_AVATAR = '/default-avatar.svg';

type AvatarProps = { src: string | null | undefined; alt: string; className?: string };

export function Avatar({ src, alt, className }: AvatarProps) {
  const resolved = resolveImageUrl(src) ?? DEFAULT_AVATAR;
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = failedSrc === resolved ? DEFAULT_AVATAR : resolved;
  return (
    <img
      src={shown}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(resolved)}
      className={cn(
        'shrink-0 rounded-full bg-slate-200 object-cover dark:bg-slate-700',
        className ?? 'size-9',
      )}
    />
  );
}
