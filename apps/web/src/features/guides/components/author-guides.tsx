import { paths } from '../../../lib/paths';
import { useAuthorGuides } from '../api/get-guides';
import { GUIDE_TEXTS as GUIDE_MESSAGES } from '../shared-texts';
import { GuidesSection } from './guides-section';

type AuthorGuidesProps = { username: string; isOwn: boolean };

/**
 * 'Guides' on a member's profile: how many guides they have published, the two newest as cards
 * and 'See all' to the guide library filtered by them; their own empty profile invites them to write one.
 */
export function AuthorGuides({ username, isOwn }: AuthorGuidesProps) {
  return (
    <GuidesSection
      id="author-guides"
      title={GUIDE_MESSAGES.authorGuidesTitle}
      guides={useAuthorGuides(username)}
      errorText={GUIDE_MESSAGES.authorGuidesLoadFailed}
      seeAllHref={paths.guidesByAuthor(username)}
      countText={(total) => GUIDE_MESSAGES.authorGuidesCount(total)}
      emptyText={GUIDE_MESSAGES.authorGuidesEmpty}
      canWrite={isOwn}
      gridClassName="grid gap-4 sm:grid-cols-2"
      shown={2}
    />
  );
}
