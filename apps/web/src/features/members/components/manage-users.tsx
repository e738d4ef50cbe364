import type { PolicyViewer } from '@haven/shared/common/policy-viewer';
import { canDeleteMember } from '@haven/shared/members/policies';
import type { AdminMemberCard, MemberCard } from '@haven/shared/members/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { AdminList, AdminListSearch } from '../../../components/ui/admin-list';
import { ConfirmDeleteButton } from '../../../components/ui/confirm-delete-button';
import { EditButton } from '../../../components/ui/edit-button';
import { NameLink } from '../../../components/ui/name-link';
import { ActionsCell, Cell, HeaderCell, Table, TableBody, TableHead } from '../../../components/ui/table';
import { useAdminList } from '../../../components/ui/use-admin-list';
import { useFormatDate } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { useDeleteMember } from '../api/delete-member';
import { useAdminMembers } from '../api/get-admin-members';
import { memberTexts } from '../shared-texts';
import { EditMemberDialog } from './edit-member-dialog';
import { LoadMoreMembers } from './load-more-members';

type ManageUsersProps = {
  /** The signed-in admin, who may neither delete themselves nor drop their own admin rights. */
  viewer: PolicyViewer;
  /** A member's standing (suspended, banned) and its controls, from the page (features do not import each other). */
  renderStatus: (member: AdminMemberCard) => ReactNode;
};

/** The dashboard's Users section: every member newest first, with their standing, edit and delete. */
export function ManageUsers({ viewer, renderStatus }: ManageUsersProps) {
  const { t } = useLingui();
  const list = useAdminList();
  const members = useAdminMembers(list.search);
  const items = members.data?.pages.flatMap((page) => page.items) ?? [];
  const [toEdit, setToEdit] = useState<MemberCard | null>(null);

  return (
    <AdminList
      toolbar={
        <AdminListSearch
          list={list}
          label={t`Search users by username`}
          placeholder={memberTexts.searchPlaceholder}
        />
      }
      status={{
        isPending: members.isPending,
        isError: members.isError && items.length === 0,
        isEmpty: items.length === 0,
      }}
      loadingLabel={memberTexts.loading}
      errorText={memberTexts.loadFailed}
      emptyText={memberTexts.empty}
      after={
        <>
          <LoadMoreMembers members={members} />
          <EditMemberDialog member={toEdit} viewer={viewer} onClose={() => setToEdit(null)} />
        </>
      }
    >
      <Table>
        <TableHead>
          <HeaderCell>
            <Trans>Username</Trans>
          </HeaderCell>
          <HeaderCell className="hidden sm:table-cell">
            <Trans>Joined</Trans>
          </HeaderCell>
          <HeaderCell>
            <Trans>Role</Trans>
          </HeaderCell>
          <HeaderCell>
            <Trans>Status</Trans>
          </HeaderCell>
          <HeaderCell className="text-right">
            <Trans>Actions</Trans>
          </HeaderCell>
        </TableHead>
        <TableBody>
          {items.map((member) => (
            <UserRow
              key={member.id}
              member={member}
              canDelete={canDeleteMember(viewer, member)}
              onEdit={setToEdit}
              status={renderStatus(member)}
            />
          ))}
        </TableBody>
      </Table>
    </AdminList>
  );
}

type UserRowProps = {
  member: MemberCard;
  canDelete: boolean;
  onEdit: (member: MemberCard) => void;
  status: ReactNode;
};

function UserRow({ member, canDelete, onEdit, status }: UserRowProps) {
  const { t } = useLingui();
  const formatDate = useFormatDate();
  const remove = useDeleteMember();
  return (
    <tr>
      <Cell className="max-w-48">
        <NameLink to={paths.profile(member.username)} className="block truncate">
          {member.username}
        </NameLink>
        {/* On phones the join date sits under the name instead of in its own column. */}
        <time
          dateTime={member.createdAt}
          className="block text-xs text-slate-600 sm:hidden dark:text-slate-400"
        >
          {formatDate(member.createdAt, 'short')}
        </time>
      </Cell>
      <Cell className="hidden whitespace-nowrap sm:table-cell">
        <time dateTime={member.createdAt}>{formatDate(member.createdAt, 'short')}</time>
      </Cell>
      <Cell>
        <RoleBadge isAdmin={member.isAdmin} />
      </Cell>
      <Cell>{status}</Cell>
      <ActionsCell>
        <EditButton
          name={member.username}
          onClick={() => onEdit(member)}
          label={
            <span className="hidden sm:inline">
              <Trans>Edit</Trans>
            </span>
          }
        />
        <ConfirmDeleteButton
          aria-label={t`Delete ${member.username}`}
          disabled={!canDelete}
          title={canDelete ? undefined : memberTexts.cannotDeleteSelf}
          dialogTitle={t`Delete User`}
          description={t`Are you sure you want to delete ${member.username}? Their account, profile, comments, ratings, teams and friendships will be removed. This action cannot be undone.`}
          action={() => remove.mutateAsync(member.id)}
          messages={memberTexts}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          <span className="hidden sm:inline">
            <Trans>Delete</Trans>
          </span>
        </ConfirmDeleteButton>
      </ActionsCell>
    </tr>
  );
}

function RoleBadge({ isAdmin }: { isAdmin: boolean }) {
  return isAdmin ? (
    <span className="rounded-full bg-gold-300/50 px-2 py-0.5 text-xs font-semibold text-gold-700 dark:bg-gold-400/20 dark:text-gold-300">
      <Trans>Admin</Trans>
    </span>
  ) : (
    <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 dark:bg-white/10 dark:text-slate-300">
      <Trans>User</Trans>
    </span>
  );
}
