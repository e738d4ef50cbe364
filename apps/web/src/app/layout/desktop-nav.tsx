import { NavLink } from 'react-router';
import { cn } from '../../lib/cn';
import { LazyMenu, type LazyMenuState } from './lazy-menu';
import { NavTriggerFace } from './menu-triggers';
import { DIRECT_LINKS, HEADER_BUTTON_CLASSES, NAV_GROUPS } from './nav-config';

type DesktopNavProps = LazyMenuState & { className?: string };

/** The top bar's dropdowns and direct links (large screens). */
export function DesktopNav({ className, ...lazy }: DesktopNavProps) {
  return (
    <nav aria-label="Main" className={className}>
      <ul className="flex items-center gap-0.5">
        {NAV_GROUPS.map((group) => {
          const menuId = `nav-${group.label.toLowerCase()}`;
          return (
            <li key={group.label}>
              <LazyMenu
                {...lazy}
                menuId={menuId}
                standIn={{
                  popup: 'menu',
                  className: cn(HEADER_BUTTON_CLASSES, 'group'),
                  face: <NavTriggerFace label={group.label} />,
                }}
                render={(m, defaultOpen) => (
                  <m.NavDropdown group={group} menuId={menuId} defaultOpen={defaultOpen} />
                )}
              />
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
