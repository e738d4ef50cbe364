import { ABOUT_GAME_SLUG } from '@haven/shared/pages/constants';
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { RichTextContent } from '../../../components/rich-text';
import { ArticleImage } from '../../../components/ui/card-image';
import { PageTitle } from '../../../components/ui/page-title';
import { SectionLoading, SkeletonBlocks } from '../../../components/ui/section-states';
import { langOf, UntranslatedMark } from '../../../components/ui/untranslated-mark';
import { toast } from '../../../lib/toast';
import { usePage } from '../api/get-page';
import { pageTexts } from '../shared-texts';

/** /about-game: the editable page's title, optional image and content, or a coming-soon note. */
export function AboutGamePage() {
  const { t } = useLingui();
  const query = usePage(ABOUT_GAME_SLUG);

  useEffect(() => {
    if (query.isError) toast.error(pageTexts.contentLoadFailed);
  }, [query.isError]);

  const page = query.data;
  const title = page?.title ?? t`About the Game`;
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <PageTitle
        title={title}
        description={t`The world, heroes and modes of the game, introduced for new players.`}
      />
      {query.isPending ? (
        <SectionLoading label={t`Loading page...`}>
          <SkeletonBlocks
            className="space-y-4"
            blocks={['h-10 w-2/3', 'h-4 w-full', 'h-4 w-5/6', 'h-4 w-4/6']}
          />
        </SectionLoading>
      ) : (
        <>
          <h1
            lang={page ? langOf(page.untranslated, 'title') : undefined}
            data-content={page ? true : undefined}
            className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-slate-50"
          >
            {title}
          </h1>
          {page && (
            <UntranslatedMark
              untranslated={page.untranslated}
              fields={['title', 'content']}
              className="mt-2"
            />
          )}
          {page?.imageUrl && <ArticleImage src={page.imageUrl} height={400} />}
          {page?.content ? (
            // Sections carry anchors, the English ones in every language: the codes page links to 'Redeeming a code'.
            <div lang={langOf(page.untranslated, 'content')}>
              <RichTextContent
                html={page.content}
                className="mt-8 [&_h2]:scroll-mt-24"
                hasHeadingAnchors
                headingIds={page.headingIds}
              />
            </div>
          ) : (
            <p className="mt-8 text-slate-600 dark:text-slate-400">{pageTexts.comingSoon}</p>
          )}
        </>
      )}
    </article>
  );
}
