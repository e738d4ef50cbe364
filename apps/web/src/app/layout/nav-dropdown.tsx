import { useLingui } from '@lingui/react';
import { cn } from '../../lib/cn';
import { HeaderPopover, MenuLink, useMenuPlace } from './header-popover';
import { NavTriggerFace } from './menu-triggers';
import {
  labelText,
  MENU_CONTENT_CLASSES,
  MENU_ITEM_CLASSES,
  NAV_BUTTON_CLASSES,
  type NavGroup,
} from './nav-config';

/** One top-bar menu (About, News, Database, Community): its links under its button. */
export function NavDropdown({ group }: { group: NavGroup }) {
  const { i18n } = useLingui();
  const isGrid = group.columns === 2;
  const label = i18n._(group.label);
  const place = useMenuPlace();
  return (
    <HeaderPopover
      id={`nav-${group.id}`}
      trigger={{ className: NAV_BUTTON_CLASSES, face: <NavTriggerFace label={label} /> }}
      panelClassName={cn('anchored-menu', MENU_CONTENT_CLASSES)}
    >
      <ul aria-label={label} className={cn(isGrid && 'grid w-[22rem] grid-cols-2 gap-0.5')}>
        {group.items.map((item) => (
          <li key={item.to}>
            <MenuLink to={item.to} place={place} className={MENU_ITEM_CLASSES}>
              {labelText(i18n, item.label)}
            </MenuLink>
          </li>
        ))}
      </ul>
    </HeaderPopover>
  );
}
