import { htmlToPlainText, truncateText } from '@haven/shared/common/text';
import type { OfficialContentType } from '@haven/shared/home/constants';
import type { OfficialContentCard } from '@haven/shared/official-content/schemas';
import { useLingui } from '@lingui/react/macro';
import { Newspaper } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { LINK_CARD_CLASSES } from '../../../components/ui/card';
import { CardDate } from '../../../components/ui/card-date';
import { PictureCard, WIDE_PICTURE } from '../../../components/ui/card-image';
import { CardTitle } from '../../../components/ui/card-title';
import { LIST_PAGE_CLASSES } from '../../../components/ui/gallery-shell';
import { PageTitle } from '../../../components/ui/page-title';
import {
  CardList,
  ImageCardsLoading,
  SectionEmpty,
  SkeletonBlocks,
} from '../../../components/ui/section-states';
import { langOf, UntranslatedMark } from '../../../components/ui/untranslated-mark';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { useOfficialContentList } from '../api/get-official-content-list';
import {
  OFFICIAL_LOAD_FAILED_TEXTS,
  OFFICIAL_LOADING_TEXTS,
  OFFICIAL_TAB_TEXTS,
  OFFICIAL_TEXTS,
  OFFICIAL_TITLE_TEXTS,
} from '../official-texts';

const GRID = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3';
const OTHER_TYPES: OfficialContentType[] = ['news', 'updates', 'events'];

/** /official-{type}: every post of the type, newest first, as cards linking to their pages. */
export function OfficialContentListPage({ type }: { type: OfficialContentType }) {
  const query = useOfficialContentList(type);
  const { t } = useLingui();
  const title = t(OFFICIAL_TITLE_TEXTS[type]);
  return (
    <div className={LIST_PAGE_CLASSES}>
      <PageTitle title={title} description={t`${title} from the game: announcements, patches and events.`} />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        {title}
      </h1>
      <nav aria-label={t`Official content`} className="mt-4 flex flex-wrap gap-2">
        {OTHER_TYPES.map((other) => (
          <Link
            key={other}
            to={paths.officialList(other)}
            aria-current={other === type ? 'page' : undefined}
            className="rounded-full border border-slate-300 px-3.5 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100 aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white dark:border-white/15 dark:text-slate-200 dark:hover:bg-white/10"
          >
            {t(OFFICIAL_TAB_TEXTS[other])}
          </Link>
        ))}
      </nav>
      <div className="mt-6">
        {query.isPending ? (
          <ImageCardsLoading
            label={t(OFFICIAL_LOADING_TEXTS[type])}
            count={6}
            className={GRID}
            cardClassName={cn(LINK_CARD_CLASSES, 'h-80')}
            image="aspect-[16/9] rounded-none"
          >
            <SkeletonBlocks className="space-y-3 p-5" blocks={['h-3 w-24', 'h-5 w-3/4', 'h-3 w-full']} />
          </ImageCardsLoading>
        ) : query.isError ? (
          <Alert variant="error">{t(OFFICIAL_LOAD_FAILED_TEXTS[type])}</Alert>
        ) : query.data.items.length === 0 ? (
          <SectionEmpty icon={Newspaper} title={t(OFFICIAL_TEXTS.empty)} />
        ) : (
          <CardList
            items={query.data.items}
            getKey={(item) => item.id}
            renderItem={(item) => <OfficialCard item={item} />}
            className={GRID}
          />
        )}
      </div>
    </div>
  );
}

function OfficialCard({ item }: { item: OfficialContentCard }) {
  return (
    <PictureCard className="w-full" image={{ src: item.imageUrl, alt: item.title, ...WIDE_PICTURE }}>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <CardDate iso={item.publishDate} />
        <CardTitle
          level={2}
          to={paths.officialItem(item.type, item.slug)}
          className="font-display text-lg leading-snug font-bold text-slate-900 dark:text-white"
        >
          <span lang={langOf(item.untranslated, 'title')}>{item.title}</span>
        </CardTitle>
        <p
          data-content
          lang={langOf(item.untranslated, 'description')}
          className="line-clamp-3 text-sm text-slate-600 dark:text-slate-300"
        >
          {truncateText(htmlToPlainText(item.description), 240)}
        </p>
        <UntranslatedMark
          untranslated={item.untranslated}
          fields={['title', 'description']}
          className="self-start"
        />
      </div>
    </PictureCard>
  );
}
