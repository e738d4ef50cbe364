import { useLingui } from '@lingui/react/macro';
import { GalleryPage } from '../../../components/ui/gallery-shell';
import { getMembersQueryOptions } from '../../../features/members/api/get-members';
import { MembersDirectory } from '../../../features/members/components/members-directory';
import { readDirectoryParams } from '../../../features/members/hooks/use-directory-params';
import { memberTexts } from '../../../features/members/shared-texts';
import { withPageQueries } from '../../loader-context';

/** On the server, the page of members the address asks for is fetched before the page is drawn. */
export const loader = withPageQueries(null, ({ url }) => [
  getMembersQueryOptions(readDirectoryParams(url.searchParams)),
]);

export function Component() {
  const { t } = useLingui();
  return (
    <GalleryPage
      title={memberTexts.title}
      description={t`Find fellow players: search members by username, server, guild and class, and open their profiles.`}
      intro={t`Search the community by username, find your guildmates by server and guild, sort by name or join date, and open a profile to see a player's team and friends.`}
    >
      <MembersDirectory />
    </GalleryPage>
  );
}
