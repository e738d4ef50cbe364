import { canDeleteMember, MEMBER_MESSAGES, type MemberCard, type PolicyViewer } from '@haven/shared';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CARD_CLASSES } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SearchInput } from '../../../components/ui/search-input';
import { LoadingState, Spinner } from '../../../components/ui/spinner';
import { messageFor } from '../../../lib/api-errors';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDeleteMember } from '../api/delete-member';
import { useAdminMembers } from '../api/get-admin-members';
import { EditMemberDialog } from './edit-member-dialog';

type ManageUsersProps = {
  /** The signed-in admin, who may neither delete themselves nor drop their own admin rights. */
  viewer: PolicyViewer;
};

/** The dashboard's Users section: every member newest first, with edit and delete. */
export function ManageUsers({ viewer }: ManageUsersProps) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 300);
  const members = useAdminMembers(debounced);
  const items = members.data?.pages.flatMap((page) => page.items) ?? [];
  const [toEdit, setToEdit] = useState<MemberCard | null>(null);
  const [toDelete, setToDelete] = useState<MemberCard | null>(null);
  const remove = useDeleteMember();

  const onDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        toast.success(MEMBER_MESSAGES.deleted);
        setToDelete(null);
      },
      onError: (error) => toast.error(messageFor(error, MEMBER_MESSAGES.deleteFailed)),
    });
  };

  return (
    <div className="space-y-5">
      <SearchInput
        label="Search users by username"
        placeholder={MEMBER_MESSAGES.searchPlaceholder}
        value={search}
        onChange={setSearch}
        isClearable
      />

      {members.isPending ? (
        <LoadingState label={MEMBER_MESSAGES.loading} />
      ) : members.isError && items.length === 0 ? (
        <Alert variant="error">{MEMBER_MESSAGES.loadFailed}</Alert>
      ) : items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 px-6 py-10 text-center text-sm font-medium text-slate-700 dark:border-white/15 dark:text-slate-300">
          {MEMBER_MESSAGES.empty}
        </p>
      ) : (
        <div className={cn(CARD_CLASSES, 'overflow-x-auto')}>
          <table className="w-full text-left text-sm">
            <thead className="border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase dark:border-white/10 dark:bg-white/5 dark:text-slate-300">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Username
                </th>
                <th scope="col" className="hidden px-4 py-3 font-semibold sm:table-cell">
                  Joined
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Role
                </th>
                <th scope="col" className="px-4 py-3 text-right font-semibold">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-white/10">
              {items.map((member) => {
                const canDelete = canDeleteMember(viewer, member);
                return (
                  <tr key={member.id}>
                    <td className="max-w-48 px-4 py-3">
                      <Link
                        to={paths.profile(member.username)}
                        className="block truncate font-semibold text-slate-900 hover:underline dark:text-white"
                      >
                        {member.username}
                      </Link>
                      {/* On phones the join date sits under the name instead of in its own column. */}
                      <span className="text-xs text-slate-600 sm:hidden dark:text-slate-400">
                        {formatDate(member.createdAt, 'short')}
                      </span>
                    </td>
                    <td className="hidden px-4 py-3 whitespace-nowrap text-slate-700 sm:table-cell dark:text-slate-300">
                      <time dateTime={member.createdAt}>{formatDate(member.createdAt, 'short')}</time>
                    </td>
                    <td className="px-4 py-3">
                      <RoleBadge isAdmin={member.isAdmin} />
                    </td>
                    <td className="px-2 py-2">
                      <div className="flex justify-end gap-1">
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={`Edit ${member.username}`}
                          onClick={() => setToEdit(member)}
                        >
                          <Pencil aria-hidden="true" className="size-4" />
                          <span className="hidden sm:inline">Edit</span>
                        </Button>
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={`Delete ${member.username}`}
                          disabled={!canDelete}
                          title={canDelete ? undefined : MEMBER_MESSAGES.cannotDeleteSelf}
                          className="text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-400/10"
                          onClick={() => setToDelete(member)}
                        >
                          <Trash2 aria-hidden="true" className="size-4" />
                          <span className="hidden sm:inline">Delete</span>
                        </Button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}

      {members.hasNextPage && (
        <div className="flex justify-center">
          <Button
            variant="outline"
            onClick={() => members.fetchNextPage()}
            disabled={members.isFetchingNextPage}
          >
            {members.isFetchingNextPage && <Spinner className="size-4" />}
            {members.isFetchingNextPage ? MEMBER_MESSAGES.loadingMore : MEMBER_MESSAGES.loadMore}
          </Button>
        </div>
      )}

      <EditMemberDialog member={toEdit} viewer={viewer} onClose={() => setToEdit(null)} />

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title="Delete User"
        description={
          toDelete
            ? `Are you sure you want to delete ${toDelete.username}? Their account, profile, comments, ratings, teams and friendships will be removed. This action cannot be undone.`
            : ''
        }
        isBusy={remove.isPending}
        onConfirm={onDelete}
      />
    </div>
  );
}

function RoleBadge({ isAdmin }: { isAdmin: boolean }) {
  return isAdmin ? (
    <span className="rounded-full bg-gold-300/50 px-2 py-0.5 text-xs font-semibold text-gold-700 dark:bg-gold-400/20 dark:text-gold-300">
      Admin
    </span>
  ) : (
    <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 dark:bg-white/10 dark:text-slate-300">
      User
    </span>
  );
}
