import { MEMBER_MESSAGES } from '@haven/shared';
import { PageTitle } from '../../../components/ui/page-title';
import { MembersDirectory } from '../../../features/members/components/members-directory';

export function Component() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <PageTitle
        title={MEMBER_MESSAGES.title}
        description="Find fellow players: search members by username and open their profiles."
      />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        {MEMBER_MESSAGES.title}
      </h1>
      <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-300">
        Search the community by username, sort by name or join date, and open a profile to see a player's team
        and friends.
      </p>
      <div className="mt-6">
        <MembersDirectory />
      </div>
    </div>
  );
}
