import { MEMBER_MESSAGES } from '@haven/shared/members/messages';
import { GalleryPage } from '../../../components/ui/gallery-shell';
import { getMembersQueryOptions } from '../../../features/members/api/get-members';
import { MembersDirectory } from '../../../features/members/components/members-directory';
import { readDirectoryParams } from '../../../features/members/hooks/use-directory-params';
import { withPageQueries } from '../../loader-context';

/** On the server, the page of members the address asks for is fetched before the page is drawn. */
export const loader = withPageQueries(null, ({ url }) => [
  getMembersQueryOptions(readDirectoryParams(url.searchParams)),
]);

export function Component() {
  return (
    <GalleryPage
      title={MEMBER_MESSAGES.title}
      description="Find fellow players: search members by username, server, guild and class, and open their profiles."
      intro="Search the community by username, find your guildmates by server and guild, sort by name or join date, and open a profile to see a player's team and friends."
    >
      <MembersDirectory />
    </GalleryPage>
  );
}
