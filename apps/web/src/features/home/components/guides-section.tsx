import { HOME_MESSAGES } from '@haven/shared/home/constants';
import type { HomeGuide } from '@haven/shared/home/schemas';
import { BookOpen, ScrollText } from 'lucide-react';
import { LINK_CARD_CLASSES } from '../../../components/ui/card';
import { CardHeadline } from '../../../components/ui/card-title';
import {
  CardList,
  ImageCardsLoading,
  SectionEmpty,
  SkeletonBlocks,
} from '../../../components/ui/section-states';
import { TagList } from '../../../components/ui/tag-list';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { useImageFallback } from '../../../lib/use-image-fallback';
import { useHomeGuides } from '../api/get-home-guides';
import { Byline } from './byline';
import { HomeSection } from './home-section';

const GRID = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-4';

/** Hero Guides & Strategies: the newest approved guides. */
export function GuidesSection() {
  const query = useHomeGuides();

  return (
    <HomeSection
      id="home-guides"
      title="Hero Guides & Strategies"
      description="Fresh advice from experienced players."
      icon={BookOpen}
      viewAll={{ to: paths.guides, label: 'guides' }}
      query={query}
      logName="guides"
      loading={<GuidesSkeleton />}
      empty={<SectionEmpty icon={ScrollText} title={HOME_MESSAGES.guidesComingSoon} />}
    >
      {(guides) => (
        <CardList
          items={guides}
          getKey={(guide) => guide.id}
          renderItem={(guide) => <GuideCard guide={guide} />}
          className={GRID}
        />
      )}
    </HomeSection>
  );
}

function GuideCard({ guide }: { guide: HomeGuide }) {
  return (
    <article className={cn(LINK_CARD_CLASSES, 'w-full')}>
      <GuideThumbnail src={guide.thumbnailUrl} title={guide.title} />
      <div className="flex flex-1 flex-col gap-2 p-4 sm:p-5">
        <TagList tags={guide.tags.slice(0, 2)} />
        <CardHeadline to={paths.guide(guide.slug)} title={guide.title} excerpt={guide.excerpt} />
        <Byline
          author={guide.author}
          createdAt={guide.createdAt}
          className="mt-auto border-t border-slate-100 pt-3 dark:border-white/10"
        />
      </div>
    </article>
  );
}

/** The guide's thumbnail, or its title's first letter when it has none or it fails to load. */
function GuideThumbnail({ src, title }: { src: string | null; title: string }) {
  const image = useImageFallback(src, null);
  if (image.src) {
    return (
      <div className="aspect-[21/9] overflow-hidden sm:aspect-[16/9]">
        <img
          src={image.src}
          alt={title}
          width={640}
          height={360}
          loading="lazy"
          decoding="async"
          onError={image.onError}
          className="size-full bg-night-900 object-cover transition-transform duration-500 group-hover:scale-[1.03]"
        />
      </div>
    );
  }
  return (
    <div
      aria-hidden="true"
      className="grid aspect-[21/9] place-items-center sm:aspect-[16/9] bg-gradient-to-br from-brand-600 via-brand-800 to-night-950"
    >
      <span className="font-display text-5xl font-bold text-gold-300 drop-shadow">
        {title.trim().charAt(0).toUpperCase() || '?'}
      </span>
    </div>
  );
}

function GuidesSkeleton() {
  return (
    <ImageCardsLoading
      label="Loading guides..."
      count={4}
      className={GRID}
      cardClassName={LINK_CARD_CLASSES}
      image="aspect-[16/9] rounded-none"
    >
      <div className="space-y-2.5 p-5">
        <SkeletonBlocks className="space-y-2.5" blocks={['h-5 w-4/5', 'h-3 w-full', 'h-3 w-2/3']} />
        <SkeletonBlocks
          className="flex items-center gap-2 pt-2"
          blocks={['size-8 rounded-full', 'h-3 w-20']}
        />
      </div>
    </ImageCardsLoading>
  );
}
