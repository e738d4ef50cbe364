import type { PolicyViewer } from '@haven/shared/common/policy-viewer';
import { canRestrictMember } from '@haven/shared/moderation/policies';
import { isRestrictionInForce } from '@haven/shared/moderation/rules';
import type { MemberRestriction } from '@haven/shared/moderation/schemas';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useFormatDate } from '../../../lib/dates';
import { RestrictionDialog } from './restriction-dialog';

type MemberRestrictionStatusProps = {
  member: { id: string; username: string; isAdmin: boolean; restriction: MemberRestriction | null };
  /** The signed-in admin: they may restrict neither themselves nor another admin. */
  viewer: PolicyViewer;
};

/** A member's standing in the Users table (Active, Suspended until…, Banned) with Suspend/Ban or Lift. */
export function MemberRestrictionStatus({ member, viewer }: MemberRestrictionStatusProps) {
  const [dialog, setDialog] = useState<'restrict' | 'lift' | null>(null);
  const restriction = isRestrictionInForce(member.restriction) ? member.restriction : null;
  const canRestrict = canRestrictMember(viewer, member);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <RestrictionBadge restriction={restriction} />
      {restriction ? (
        <Button
          variant="outline"
          size="sm"
          aria-label={`Lift restriction on ${member.username}`}
          onClick={() => setDialog('lift')}
        >
          Lift
        </Button>
      ) : (
        canRestrict && (
          <Button
            variant="outline"
            size="sm"
            aria-label={`Suspend/Ban ${member.username}`}
            onClick={() => setDialog('restrict')}
          >
            Suspend/Ban
          </Button>
        )
      )}
      {dialog && <RestrictionDialog member={member} mode={dialog} onClose={() => setDialog(null)} />}
    </div>
  );
}

const BADGE = 'rounded-full px-2 py-0.5 text-xs font-semibold';

function RestrictionBadge({ restriction }: { restriction: MemberRestriction | null }) {
  const formatDate = useFormatDate();
  if (!restriction) {
    return (
      <span
        className={`${BADGE} bg-emerald-50 text-emerald-800 dark:bg-emerald-400/15 dark:text-emerald-200`}
      >
        Active
      </span>
    );
  }
  const text = restriction.endsAt ? `Suspended until ${formatDate(restriction.endsAt, 'short')}` : 'Banned';
  return (
    <span
      title={restriction.reason}
      className={`${BADGE} bg-red-50 text-red-800 dark:bg-red-400/15 dark:text-red-200`}
    >
      {text}
    </span>
  );
}
