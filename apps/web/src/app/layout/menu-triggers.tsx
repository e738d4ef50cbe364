import type { CurrentUser } from '@haven/shared/profiles/schemas';
import { Trans } from '@lingui/react/macro';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Avatar } from '../../components/ui/avatar';

/** Inside of a top-bar dropdown trigger. */
export function NavTriggerFace({ label }: { label: string }) {
  return (
    <>
      {label}
      {/* Below 1280 px, languages with longer labels leave the arrows out to keep the bar on one line. */}
      <ChevronDown
        aria-hidden="true"
        className="menu-chevron size-4 opacity-80 transition-transform long-labels:lg:max-xl:hidden"
      />
    </>
  );
}

/**
 * Inside of the user-menu trigger. Its name is the username, shown on wide screens, then
 * 'user menu': a name that starts with the words on the button, so it can be pressed by saying them.
 */
export function UserTriggerFace({ user }: { user: CurrentUser }) {
  return (
    <>
      <Avatar src={user.avatarUrl} alt="" className="size-7 ring-2 ring-gold-400/60" />
      {/* Cut short from xl up too: xl:truncate comes after xl:not-sr-only, which would undo a plain truncate. */}
      <span className="sr-only max-w-24 xl:not-sr-only xl:truncate" data-content title={user.username}>
        {user.username}
      </span>
      <span className="sr-only">
        <Trans>, user menu</Trans>
      </span>
      <ChevronDown aria-hidden="true" className="menu-chevron size-4 opacity-80 transition-transform" />
    </>
  );
}

type StandInTriggerProps = {
  menuId: string;
  onRequestOpen: (menuId: string) => void;
  className: string;
  ariaLabel?: string;
  children: ReactNode;
};

/** A plain button standing in for the bell's trigger (which opens a dialog) until its chunk has loaded. */
export function StandInTrigger({
  menuId,
  onRequestOpen,
  className,
  ariaLabel,
  children,
}: StandInTriggerProps) {
  return (
    <button
      type="button"
      data-menu-id={menuId}
      data-state="closed"
      aria-haspopup="dialog"
      aria-expanded={false}
      aria-label={ariaLabel}
      className={className}
      onClick={() => onRequestOpen(menuId)}
    >
      {children}
    </button>
  );
}
