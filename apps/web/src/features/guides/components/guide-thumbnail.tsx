import { TitleThumbnail } from '../../../components/ui/title-thumbnail';
import { cn } from '../../../lib/cn';

type GuideThumbnailProps = { src: string | null; title: string; className?: string };

/** A guide's thumbnail, or its title's first letter when it has none or it fails to load. */
export function GuideThumbnail({ src, title, className }: GuideThumbnailProps) {
  return <TitleThumbnail src={src} title={title} alt="" frame={cn('aspect-[16/9]', className)} />;
}
