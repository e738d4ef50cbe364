import { HOME_MESSAGES } from '@haven/shared/home/constants';
import type { HomeNewsItem } from '@haven/shared/home/schemas';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Newspaper } from 'lucide-react';
import { LINK_CARD_CLASSES } from '../../../components/ui/card';
import { CardDate } from '../../../components/ui/card-date';
import { PictureCard, WIDE_PICTURE } from '../../../components/ui/card-image';
import { CardTitle } from '../../../components/ui/card-title';
import {
  CardList,
  ImageCardSkeletons,
  SectionEmpty,
  SectionLoading,
  SKELETON_BLOCK,
  SkeletonBlocks,
} from '../../../components/ui/section-states';
import { langOf } from '../../../components/ui/untranslated-mark';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { useHomeNews } from '../api/get-home-news';
import { HomeSection } from './home-section';

const TYPE_LABEL: Record<HomeNewsItem['type'], MessageDescriptor> = {
  news: msg`News`,
  updates: msg`Update`,
  events: msg`Event`,
};

const TYPE_BADGE: Record<HomeNewsItem['type'], string> = {
  news: 'bg-brand-600 text-white',
  updates: 'bg-emerald-700 text-white',
  events: 'bg-gold-400 text-night-950',
};

/** Latest News & Updates: the newest item large, up to three more beside it. */
export function NewsSection() {
  const { t } = useLingui();
  const query = useHomeNews();

  return (
    <HomeSection
      id="home-news"
      title={t`Latest News & Updates`}
      description={t`Announcements, patches and events from the game.`}
      icon={Newspaper}
      viewAll={{ to: paths.officialList('news'), label: t`news` }}
      query={query}
      logName="news"
      loading={<NewsSkeleton />}
      empty={<SectionEmpty icon={Newspaper} title={HOME_MESSAGES.noNews} />}
    >
      {([lead, ...rest]) => (
        <div className="grid gap-5 lg:grid-cols-5">
          {lead && <LeadNewsCard item={lead} />}
          {rest.length > 0 && (
            <CardList
              items={rest}
              getKey={(item) => item.id}
              renderItem={(item) => <NewsCard item={item} />}
              className="grid gap-4 lg:col-span-2 lg:grid-rows-3"
            />
          )}
        </div>
      )}
    </HomeSection>
  );
}

function TypeBadge({ type }: { type: HomeNewsItem['type'] }) {
  const { i18n } = useLingui();
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide uppercase',
        TYPE_BADGE[type],
      )}
    >
      {i18n._(TYPE_LABEL[type])}
    </span>
  );
}

/** A news card's title: the card's link to the item's page. */
function NewsTitle({ item, className }: { item: HomeNewsItem; className: string }) {
  return (
    <CardTitle
      to={paths.officialItem(item.type, item.slug)}
      className={cn('font-display leading-snug font-bold text-slate-900 dark:text-white', className)}
    >
      <span lang={langOf(item.untranslated, 'title')}>{item.title}</span>
    </CardTitle>
  );
}

function LeadNewsCard({ item }: { item: HomeNewsItem }) {
  return (
    <PictureCard
      className="lg:col-span-3"
      image={{ src: item.imageUrl, alt: item.title, ...WIDE_PICTURE, zoom: 'slight' }}
      overlay={
        <span className="absolute top-3 left-3">
          <TypeBadge type={item.type} />
        </span>
      }
    >
      <div className="flex flex-1 flex-col gap-3 p-5 sm:p-6">
        <CardDate iso={item.publishDate} />
        <NewsTitle item={item} className="text-xl sm:text-2xl" />
        {item.description && (
          <p
            data-content
            lang={langOf(item.untranslated, 'description')}
            className="line-clamp-4 text-sm leading-6 text-slate-600 dark:text-slate-300"
          >
            {item.description}
          </p>
        )}
      </div>
    </PictureCard>
  );
}

function NewsCard({ item }: { item: HomeNewsItem }) {
  return (
    <PictureCard
      className="w-full flex-row"
      image={{ src: item.imageUrl, alt: item.title, width: 160, height: 112, frame: 'w-28 shrink-0 sm:w-40' }}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 p-4">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <TypeBadge type={item.type} />
          <CardDate iso={item.publishDate} />
        </div>
        <NewsTitle item={item} className="line-clamp-2 text-lg" />
        {item.description && (
          <p
            data-content
            lang={langOf(item.untranslated, 'description')}
            className="line-clamp-2 text-sm text-slate-600 dark:text-slate-300"
          >
            {item.description}
          </p>
        )}
      </div>
    </PictureCard>
  );
}

function NewsSkeleton() {
  const { t } = useLingui();
  return (
    <SectionLoading label={t`Loading the latest news...`}>
      <div className="grid gap-5 lg:grid-cols-5">
        <div className={cn(LINK_CARD_CLASSES, 'lg:col-span-3')}>
          <div className={cn(SKELETON_BLOCK, 'aspect-[16/9] rounded-none')} />
          <SkeletonBlocks
            className="space-y-3 p-6"
            blocks={['h-3 w-24', 'h-6 w-3/4', 'h-3 w-full', 'h-3 w-5/6']}
          />
        </div>
        <ImageCardSkeletons
          count={3}
          className="grid content-start gap-4 lg:col-span-2"
          cardClassName={cn(LINK_CARD_CLASSES, 'h-28 flex-row')}
          image="w-28 rounded-none sm:w-40"
        >
          <SkeletonBlocks
            className="flex-1 space-y-2.5 p-4"
            blocks={['h-3 w-1/3', 'h-4 w-4/5', 'h-3 w-full']}
          />
        </ImageCardSkeletons>
      </div>
    </SectionLoading>
  );
}
