import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { NavTriggerFace } from './menu-triggers';
import { HEADER_BUTTON_CLASSES, MENU_CONTENT_CLASSES, MENU_ITEM_CLASSES, type NavGroup } from './nav-config';

type NavDropdownProps = { group: NavGroup; menuId: string; defaultOpen?: boolean };

/** One top-bar dropdown (About, News, Database, Community). */
export function NavDropdown({ group, menuId, defaultOpen }: NavDropdownProps) {
  const isGrid = group.columns === 2;
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger data-menu-id={menuId} className={cn(HEADER_BUTTON_CLASSES, 'group')}>
        <NavTriggerFace label={group.label} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={10}
          className={cn(MENU_CONTENT_CLASSES, isGrid && 'grid w-[22rem] grid-cols-2 gap-0.5')}
        >
          {group.items.map((item) => (
            <DropdownMenu.Item key={item.to} asChild className={MENU_ITEM_CLASSES}>
              <Link to={item.to}>{item.label}</Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
