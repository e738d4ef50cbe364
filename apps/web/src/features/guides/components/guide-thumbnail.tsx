import { GuideCover } from '../../../components/ui/guide-cover';
import { TitleThumbnail } from '../../../components/ui/title-thumbnail';
import { cn } from '../../../lib/cn';

type GuideThumbnailProps = { src: string | null; title: string; tags: readonly string[]; className?: string };

/** A guide's thumbnail, or its drawn cover in the same frame when it has none or it fails to load. */
export function GuideThumbnail({ src, title, tags, className }: GuideThumbnailProps) {
  const frame = cn('aspect-[16/9]', className);
  return (
    <TitleThumbnail
      src={src}
      title={title}
      alt=""
      frame={frame}
      fallback={
        <div aria-hidden="true" className={cn('overflow-hidden bg-night-900', frame)}>
          <GuideCover title={title} tags={tags} />
        </div>
      }
    />
  );
}
