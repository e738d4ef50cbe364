import { htmlToPlainText } from '@haven/shared/common/text';
import type { OfficialContentType } from '@haven/shared/home/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, CalendarDays } from 'lucide-react';
import { RichTextContent } from '../../../components/rich-text';
import { ButtonLink } from '../../../components/ui/button';
import { ArticleImage } from '../../../components/ui/card-image';
import { DetailPageTitle } from '../../../components/ui/detail-page-title';
import { PageTitle } from '../../../components/ui/page-title';
import { SectionLoading, SkeletonBlocks } from '../../../components/ui/section-states';
import { TextLink } from '../../../components/ui/text-link';
import { langOf, UntranslatedMark } from '../../../components/ui/untranslated-mark';
import { ApiError } from '../../../lib/api-client';
import { useFormatDate } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { useOfficialContent } from '../api/get-official-content';
import { OFFICIAL_TEXTS, OFFICIAL_TITLE_TEXTS } from '../official-texts';

/** /official-{type}/{slug}: one post with its image and content. */
export function OfficialContentDetail({ type, slug }: { type: OfficialContentType; slug: string }) {
  const formatDate = useFormatDate();
  const query = useOfficialContent(type, slug);
  const { t } = useLingui();
  const listTitle = t(OFFICIAL_TITLE_TEXTS[type]);
  const backLink = (
    <TextLink to={paths.officialList(type)} className="inline-flex items-center gap-1.5 text-sm">
      <ArrowLeft aria-hidden="true" className="size-4" />
      <Trans>Back to {listTitle}</Trans>
    </TextLink>
  );

  if (query.isPending) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
        {backLink}
        <SectionLoading label={t`Loading content...`}>
          <SkeletonBlocks
            className="mt-4 space-y-4"
            blocks={['h-10 w-3/4', 'h-4 w-40', 'aspect-[16/9] w-full', 'h-4 w-full', 'h-4 w-5/6']}
          />
        </SectionLoading>
      </div>
    );
  }
  if (query.isError) {
    const isMissing = query.error instanceof ApiError && query.error.status === 404;
    const message = t(isMissing ? OFFICIAL_TEXTS.notFound : OFFICIAL_TEXTS.loadOneFailed);
    return (
      <div className="mx-auto flex w-full max-w-3xl flex-col items-center gap-4 px-4 py-16 text-center sm:px-6">
        <PageTitle title={message} />
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{message}</h1>
        <ButtonLink to={paths.officialList(type)} variant="outline">
          <ArrowLeft aria-hidden="true" className="size-4" />
          <Trans>Back to {listTitle}</Trans>
        </ButtonLink>
      </div>
    );
  }

  const item = query.data;
  const itemTitle = item.title;
  const published = formatDate(item.publishDate);
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <DetailPageTitle
        title={t`${itemTitle} · ${listTitle}`}
        description={htmlToPlainText(item.description)}
        image={item.imageUrl ? { src: item.imageUrl, alt: item.title } : null}
        breadcrumb={{
          trail: [
            { label: t`Home`, to: paths.home },
            { label: listTitle, to: paths.officialList(type) },
          ],
          current: item.title,
        }}
        article={{ headline: item.title, author: null, published: item.publishDate }}
        event={
          item.startsAt && item.endsAt
            ? { name: item.title, startDate: item.startsAt, endDate: item.endsAt }
            : undefined
        }
      />
      {backLink}
      <h1
        lang={langOf(item.untranslated, 'title')}
        data-content
        className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white"
      >
        {item.title}
      </h1>
      <UntranslatedMark
        untranslated={item.untranslated}
        fields={['title', 'description', 'content']}
        className="mt-2"
      />
      <p className="mt-3 flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-400">
        <CalendarDays aria-hidden="true" className="size-4" />
        <Trans>
          Published on <time dateTime={item.publishDate}>{published}</time>
        </Trans>
      </p>
      {item.imageUrl && <ArticleImage src={item.imageUrl} height={540} className="aspect-[16/9]" />}
      <p
        data-content
        lang={langOf(item.untranslated, 'description')}
        className="mt-6 text-lg text-slate-700 dark:text-slate-300"
      >
        {htmlToPlainText(item.description)}
      </p>
      {item.content && (
        <div lang={langOf(item.untranslated, 'content')}>
          <RichTextContent html={item.content} mentions={item.mentions} className="mt-6" />
        </div>
      )}
    </article>
  );
}
