import { cn } from '../../../lib/cn';
import { useImageFallback } from '../../../lib/use-image-fallback';

type GuideThumbnailProps = { src: string | null; title: string; className?: string };

/** A guide's thumbnail, or its title's first letter when it has none or it fails to load. */
export function GuideThumbnail({ src, title, className }: GuideThumbnailProps) {
  const image = useImageFallback(src, null);
  if (image.src) {
    return (
      <div className={cn('aspect-[16/9] overflow-hidden bg-night-900', className)}>
        <img
          src={image.src}
          alt=""
          width={640}
          height={360}
          loading="lazy"
          decoding="async"
          onError={image.onError}
          className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
        />
      </div>
    );
  }
  return (
    <div
      aria-hidden="true"
      className={cn(
        'grid aspect-[16/9] place-items-center bg-gradient-to-br from-brand-600 via-brand-800 to-night-950',
        className,
      )}
    >
      <span className="font-display text-5xl font-bold text-gold-300 drop-shadow">
        {title.trim().charAt(0).toUpperCase() || '?'}
      </span>
    </div>
  );
}
