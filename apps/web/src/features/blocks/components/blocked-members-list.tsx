import type { BlockedMember } from '@haven/shared/blocks/schemas';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { CommunitySection } from '../../../components/ui/community-section';
import { NameLink } from '../../../components/ui/name-link';
import { Pagination } from '../../../components/ui/pagination';
import { SKELETON_BLOCK } from '../../../components/ui/section-states';
import { messageFor } from '../../../lib/api-errors';
import { useFormatDate } from '../../../lib/dates';
import { formatCount } from '../../../lib/numbers';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useBlockedMembers } from '../api/get-blocked-members';
import { useUnblockMember } from '../api/unblock-member';
import { blockTexts } from '../shared-texts';

/** 'Blocked members' in profile editing: whom the member blocks, newest first, each with Unblock. */
export function BlockedMembersList() {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const list = useBlockedMembers(page);
  const total = list.data?.total ?? 0;
  const totalText = formatCount(total);
  return (
    <CommunitySection
      id="blocked-members"
      title={blockTexts.listTitle}
      query={list}
      errorText={blockTexts.listLoadFailed}
      summary={
        total === 0
          ? blockTexts.listEmpty
          : t`${plural(total, { one: `${totalText} member`, other: `${totalText} members` })}`
      }
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
        label={t`Blocked members pages`}
        currentPage={page}
        totalPages={list.data?.totalPages ?? 1}
        onPageChange={setPage}
      />
    </CommunitySection>
  );
}

function BlockedMemberRow({ member }: { member: BlockedMember }) {
  const { t } = useLingui();
  const { username } = member;
  const formatDate = useFormatDate();
  const blockedOn = formatDate(member.blockedAt);
  const unblock = useUnblockMember();
  return (
    <li className="flex items-center gap-3 py-3">
      <Avatar src={member.avatarUrl} alt="" className="size-10" />
      <div className="min-w-0 flex-1">
        <NameLink to={paths.profile(member.username)}>{member.username}</NameLink>
        <p className="text-xs text-slate-600 dark:text-slate-400">
          <Trans>Blocked {blockedOn}</Trans>
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        disabled={unblock.isPending}
        aria-label={t`Unblock ${username}`}
        onClick={() =>
          unblock.mutate(member.id, {
            onSuccess: () => toast.success(blockTexts.unblocked),
            onError: (error) => toast.error(messageFor(error, blockTexts.unblockFailed)),
          })
        }
      >
        {blockTexts.unblock}
      </Button>
    </li>
  );
}
