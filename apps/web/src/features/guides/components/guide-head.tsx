import { htmlToPlainText } from '@haven/shared/common/text';
import { GUIDE_PAGE_TITLE_SUFFIX } from '@haven/shared/guides/rules';
import type { Guide } from '@haven/shared/guides/schemas';
import { useLingui } from '@lingui/react/macro';
import { DetailPageTitle } from '../../../components/ui/detail-page-title';
import { paths } from '../../../lib/paths';

/** A guide's head: its title, the start of its text, its thumbnail, and its facts as an article. */
export function GuideHead({ guide }: { guide: Guide }) {
  const { t } = useLingui();
  const { author } = guide;
  return (
    <DetailPageTitle
      title={guide.title}
      suffix={GUIDE_PAGE_TITLE_SUFFIX}
      description={htmlToPlainText(guide.content)}
      image={guide.thumbnailUrl ? { src: guide.thumbnailUrl, alt: guide.title } : null}
      breadcrumb={{
        trail: [
          { label: t`Home`, to: paths.home },
          { label: t`Guides`, to: paths.guides },
        ],
        current: guide.title,
      }}
      article={{
        headline: guide.title,
        author: author ? { name: author.username, path: paths.profile(author.username) } : null,
        published: guide.publishedAt ?? guide.createdAt,
        modified: guide.updatedAt,
      }}
    />
  );
}
