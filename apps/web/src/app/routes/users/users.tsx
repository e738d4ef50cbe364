import { MEMBER_MESSAGES } from '@haven/shared/members/messages';
import { GalleryHeader, LIST_PAGE_CLASSES } from '../../../components/ui/gallery-shell';
import { MembersDirectory } from '../../../features/members/components/members-directory';

export function Component() {
  return (
    <div className={LIST_PAGE_CLASSES}>
      <GalleryHeader
        title={MEMBER_MESSAGES.title}
        description="Find fellow players: search members by username and open their profiles."
        intro="Search the community by username, sort by name or join date, and open a profile to see a player's team and friends."
      />
      <div className="mt-6">
        <MembersDirectory />
      </div>
    </div>
  );
}
