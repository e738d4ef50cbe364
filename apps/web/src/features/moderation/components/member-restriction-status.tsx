import type { PolicyViewer } from '@haven/shared/common/policy-viewer';
import { canRestrictMember } from '@haven/shared/moderation/policies';
import { isRestrictionInForce } from '@haven/shared/moderation/rules';
import type { MemberRestriction } from '@haven/shared/moderation/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useCallback, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useFormatDate } from '../../../lib/dates';
import { RestrictionDialog } from './restriction-dialog';

type RestrictedMember = {
  id: string;
  username: string;
  isAdmin: boolean;
  restriction: MemberRestriction | null;
};
type DialogMode = 'restrict' | 'lift';

/**
 * The Suspend/Ban and Lift dialog of a list of members, held above the list's rows: a search or a
 * live update that redraws or drops the row leaves an open dialog open, on the member it was opened for.
 */
export function useRestrictionDialog(): {
  open: (member: RestrictedMember, mode: DialogMode) => void;
  dialog: ReactNode;
} {
  const [shown, setShown] = useState<{ member: RestrictedMember; mode: DialogMode } | null>(null);
  const open = useCallback((member: RestrictedMember, mode: DialogMode) => setShown({ member, mode }), []);
  const dialog = shown && (
    <RestrictionDialog member={shown.member} mode={shown.mode} onClose={() => setShown(null)} />
  );
  return { open, dialog };
}

type MemberRestrictionStatusProps = {
  member: RestrictedMember;
  /** The signed-in admin: they may restrict neither themselves nor another admin. */
  viewer: PolicyViewer;
  /** Opens the dialog, held by the list (useRestrictionDialog). */
  onOpen: (member: RestrictedMember, mode: DialogMode) => void;
};

/** A member's standing in the Users table (Active, Suspended until…, Banned) with Suspend/Ban or Lift. */
export function MemberRestrictionStatus({ member, viewer, onOpen }: MemberRestrictionStatusProps) {
  const { t } = useLingui();
  const restriction = isRestrictionInForce(member.restriction) ? member.restriction : null;
  const canRestrict = canRestrictMember(viewer, member);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <RestrictionBadge restriction={restriction} />
      {restriction ? (
        <Button
          variant="outline"
          size="sm"
          aria-label={t`Lift restriction on ${member.username}`}
          onClick={() => onOpen(member, 'lift')}
        >
          <Trans>Lift</Trans>
        </Button>
      ) : (
        canRestrict && (
          <Button
            variant="outline"
            size="sm"
            aria-label={t`Suspend/Ban ${member.username}`}
            onClick={() => onOpen(member, 'restrict')}
          >
            <Trans>Suspend/Ban</Trans>
          </Button>
        )
      )}
    </div>
  );
}

const BADGE = 'rounded-full px-2 py-0.5 text-xs font-semibold';

function RestrictionBadge({ restriction }: { restriction: MemberRestriction | null }) {
  const { t } = useLingui();
  const formatDate = useFormatDate();
  if (!restriction) {
    return (
      <span
        className={`${BADGE} bg-emerald-50 text-emerald-800 dark:bg-emerald-400/15 dark:text-emerald-200`}
      >
        <Trans>Active</Trans>
      </span>
    );
  }
  const text = restriction.endsAt ? t`Suspended until ${formatDate(restriction.endsAt, 'short')}` : t`Banned`;
  return (
    <span
      data-content
      title={restriction.reason}
      className={`${BADGE} bg-red-50 text-red-800 dark:bg-red-400/15 dark:text-red-200`}
    >
      {text}
    </span>
  );
}
