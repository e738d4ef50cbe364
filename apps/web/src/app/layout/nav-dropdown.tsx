import { useLocation } from 'react-router';
import { cn } from '../../lib/cn';
import { HeaderPopover, MenuLink } from './header-popover';
import { NavTriggerFace } from './menu-triggers';
import { MENU_CONTENT_CLASSES, MENU_ITEM_CLASSES, NAV_BUTTON_CLASSES, type NavGroup } from './nav-config';

/** One top-bar menu (About, News, Database, Community): its links under its button. */
export function NavDropdown({ group }: { group: NavGroup }) {
  const isGrid = group.columns === 2;
  const { pathname } = useLocation();
  return (
    <HeaderPopover
      id={`nav-${group.label.toLowerCase()}`}
      trigger={{ className: NAV_BUTTON_CLASSES, face: <NavTriggerFace label={group.label} /> }}
      panelClassName={cn('anchored-menu', MENU_CONTENT_CLASSES)}
    >
      <ul aria-label={group.label} className={cn(isGrid && 'grid w-[22rem] grid-cols-2 gap-0.5')}>
        {group.items.map((item) => (
          <li key={item.to}>
            <MenuLink to={item.to} currentPath={pathname} className={MENU_ITEM_CLASSES}>
              {item.label}
            </MenuLink>
          </li>
        ))}
      </ul>
    </HeaderPopover>
  );
}
