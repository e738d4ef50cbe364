import { htmlToPlainText } from '@haven/shared/common/text';
import { GUIDE_PAGE_TITLE_SUFFIX } from '@haven/shared/guides/rules';
import type { Guide } from '@haven/shared/guides/schemas';
import { DetailPageTitle } from '../../../components/ui/detail-page-title';
import { paths } from '../../../lib/paths';

const GUIDE_TRAIL = [
  { label: 'Home', to: paths.home },
  { label: 'Guides', to: paths.guides },
];

/** A guide's head: its title, the start of its text, its thumbnail, and its facts as an article. */
export function GuideHead({ guide }: { guide: Guide }) {
  const { author } = guide;
  return (
    <DetailPageTitle
      title={guide.title}
      suffix={GUIDE_PAGE_TITLE_SUFFIX}
      description={htmlToPlainText(guide.content)}
      image={guide.thumbnailUrl ? { src: guide.thumbnailUrl, alt: guide.title } : null}
      breadcrumb={{ trail: GUIDE_TRAIL, current: guide.title }}
      article={{
        headline: guide.title,
        author: author ? { name: author.username, path: paths.profile(author.username) } : null,
        published: guide.publishedAt ?? guide.createdAt,
        modified: guide.updatedAt,
      }}
    />
  );
}
