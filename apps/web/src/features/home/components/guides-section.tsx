import { HOME_MESSAGES } from '@haven/shared/home/constants';
import type { HomeGuide } from '@haven/shared/home/schemas';
import { useLingui } from '@lingui/react/macro';
import { BookOpen, ScrollText } from 'lucide-react';
import { LINK_CARD_CLASSES } from '../../../components/ui/card';
import { CardHeadline } from '../../../components/ui/card-title';
import { GuideCover } from '../../../components/ui/guide-cover';
import {
  CardList,
  ImageCardsLoading,
  SectionEmpty,
  SkeletonBlocks,
} from '../../../components/ui/section-states';
import { TagList } from '../../../components/ui/tag-list';
import { TitleThumbnail } from '../../../components/ui/title-thumbnail';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { useHomeGuides } from '../api/get-home-guides';
import { Byline } from './byline';
import { HomeSection } from './home-section';

const GRID = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-4';

/** Hero Guides & Strategies: the newest approved guides. */
export function GuidesSection() {
  const { t } = useLingui();
  const query = useHomeGuides();

  return (
    <HomeSection
      id="home-guides"
      title={t`Hero Guides & Strategies`}
      description={t`Fresh advice from experienced players.`}
      icon={BookOpen}
      viewAll={{ to: paths.guides, label: t`guides` }}
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
      <GuideThumbnail guide={guide} />
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

/** The guide's thumbnail, wider on phones, named by the guide's title; its drawn cover when it has none. */
function GuideThumbnail({ guide }: { guide: HomeGuide }) {
  const frame = 'aspect-[21/9] sm:aspect-[16/9]';
  return (
    <TitleThumbnail
      src={guide.thumbnailUrl}
      title={guide.title}
      alt={guide.title}
      frame={frame}
      isGroundOnImage
      fallback={
        <div aria-hidden="true" className={cn('overflow-hidden bg-night-900', frame)}>
          <GuideCover title={guide.title} tags={guide.tags} />
        </div>
      }
    />
  );
}

function GuidesSkeleton() {
  const { t } = useLingui();
  return (
    <ImageCardsLoading
      label={t`Loading guides...`}
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
