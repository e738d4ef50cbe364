import { Fragment, type ReactNode } from 'react';
import { StandInTrigger } from './menu-triggers';
import type { HeaderMenus } from './use-header-menus';

export type LazyMenuState = {
  menus: HeaderMenus | null;
  pendingOpen: string | null;
  onRequestOpen: (menuId: string) => void;
};

type LazyMenuProps = LazyMenuState & {
  menuId: string;
  /** How the stand-in button looks and announces itself until the menus have loaded. */
  standIn: { ariaLabel?: string; className: string; face: ReactNode };
  /** The real menu; `defaultOpen` is true when the stand-in was clicked before it loaded. */
  render: (menus: HeaderMenus, defaultOpen: boolean) => ReactNode;
};

/** One header menu: a plain stand-in button until the menus chunk arrives, then the real menu. */
export function LazyMenu({ menus, pendingOpen, onRequestOpen, menuId, standIn, render }: LazyMenuProps) {
  if (menus) {
    const isRequested = pendingOpen === menuId;
    // A request that arrives after the real menu mounted (a press on the stand-in just before the
    // swap) mounts it again, open.
    return <Fragment key={isRequested ? 'requested' : 'idle'}>{render(menus, isRequested)}</Fragment>;
  }
  return (
    <StandInTrigger
      menuId={menuId}
      ariaLabel={standIn.ariaLabel}
      onRequestOpen={onRequestOpen}
      className={standIn.className}
    >
      {standIn.face}
    </StandInTrigger>
  );
}
