import { BLOCK_MESSAGES as M } from '@haven/shared/blocks/messages';
import type { BlockedMember } from '@haven/shared/blocks/schemas';
import { useState } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { CommunitySection } from '../../../components/ui/community-section';
import { NameLink } from '../../../components/ui/name-link';
import { Pagination } from '../../../components/ui/pagination';
import { SKELETON_BLOCK } from '../../../components/ui/section-states';
import { messageFor } from '../../../lib/api-errors';
import { useFormatDate } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useBlockedMembers } from '../api/get-blocked-members';
import { useUnblockMember } from '../api/unblock-member';

/** 'Blocked members' in profile editing: whom the member blocks, newest first, each with Unblock. */
export function BlockedMembersList() {
  const [page, setPage] = useState(1);
  const list = useBlockedMembers(page);
  const total = list.data?.total ?? 0;
  return (
    <CommunitySection
      id="blocked-members"
      title={M.listTitle}
      query={list}
      errorText={M.listLoadFailed}
      summary={total === 0 ? M.listEmpty : `${total} ${total === 1 ? 'member' : 'members'}`}
      loading={<div className={`${SKELETON_BLOCK} h-14 w-full`} />}
    >
      {list.data && list.data.items.length > 0 && (
        <ul className="mt-4 divide-y divide-slate-200 dark:divide-white/10">
          {list.data.items.map((member) => (
            <BlockedMemberRow key={member.id} member={member} />
          ))}
        </ul>
      )}
      <Pagination
        className="mt-4"
        label="Blocked members pages"
        currentPage={page}
        totalPages={list.data?.totalPages ?? 1}
        onPageChange={setPage}
      />
    </CommunitySection>
  );
}

function BlockedMemberRow({ member }: { member: BlockedMember }) {
  const formatDate = useFormatDate();
  const unblock = useUnblockMember();
  return (
    <li className="flex items-center gap-3 py-3">
      <Avatar src={member.avatarUrl} alt="" className="size-10" />
      <div className="min-w-0 flex-1">
        <NameLink to={paths.profile(member.username)}>{member.username}</NameLink>
        <p className="text-xs text-slate-600 dark:text-slate-400">Blocked {formatDate(member.blockedAt)}</p>
      </div>
      <Button
        variant="outline"
        size="sm"
        disabled={unblock.isPending}
        aria-label={`${M.unblock} ${member.username}`}
        onClick={() =>
          unblock.mutate(member.id, {
            onSuccess: () => toast.success(M.unblocked),
            onError: (error) => toast.error(messageFor(error, M.unblockFailed)),
          })
        }
      >
        {M.unblock}
      </Button>
    </li>
  );
}
