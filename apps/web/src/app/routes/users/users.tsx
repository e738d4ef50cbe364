import { MEMBER_MESSAGES } from '@haven/shared/members/messages';
import { GalleryPage } from '../../../components/ui/gallery-shell';
import { MembersDirectory } from '../../../features/members/components/members-directory';

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
