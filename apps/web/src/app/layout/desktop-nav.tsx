import { NavLink } from 'react-router';
import { cn } from '../../lib/cn';
import { NavTriggerFace, StandInTrigger } from './menu-triggers';
import { DIRECT_LINKS, HEADER_BUTTON_CLASSES, NAV_GROUPS } from './nav-config';
import type { HeaderMenus } from './use-header-menus';

type DesktopNavProps = {
  menus: HeaderMenus | null;
  pendingOpen: string | null;
  onRequestOpen: (menuId: string) => void;
  className?: string;
};

/** The top bar's dropdowns and direct links (large screens). */
export function DesktopNav({ menus, pendingOpen, onRequestOpen, className }: DesktopNavProps) {
  return (
    <nav aria-label="Main" className={className}>
      <ul className="flex items-center gap-0.5">
        {NAV_GROUPS.map((group) => {
          const menuId = `nav-${group.label.toLowerCase()}`;
          return (
            <li key={group.label}>
              {menus ? (
                <menus.NavDropdown group={group} menuId={menuId} defaultOpen={pendingOpen === menuId} />
              ) : (
                <StandInTrigger
                  menuId={menuId}
                  popup="menu"
                  onRequestOpen={onRequestOpen}
                  className={cn(HEADER_BUTTON_CLASSES, 'group')}
                >
                  <NavTriggerFace label={group.label} />
                </StandInTrigger>
              )}
            </li>
          );
        })}
        {DIRECT_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              className={({ isActive }) =>
                cn(
                  HEADER_BUTTON_CLASSES,
                  isActive && 'bg-white/10 text-white shadow-[inset_0_-2px_0_#e8b95a]',
                )
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
