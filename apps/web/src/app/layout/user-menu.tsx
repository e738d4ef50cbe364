import type { CurrentUser } from '@haven/shared/profiles/schemas';
import { LayoutDashboard, LogOut, User, Users } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { paths } from '../../lib/paths';
import { UserTriggerFace } from './menu-triggers';
import { HEADER_BUTTON_CLASSES, MENU_CONTENT_CLASSES, MENU_ITEM_CLASSES } from './nav-config';

type UserMenuProps = { user: CurrentUser; onSignOut: () => void; menuId: string; defaultOpen?: boolean };

/** Avatar button with Profile, Teams, Admin (admins) and Sign Out. */
export function UserMenu({ user, onSignOut, menuId, defaultOpen }: UserMenuProps) {
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger
        data-menu-id={menuId}
        aria-label="User menu"
        className={cn(HEADER_BUTTON_CLASSES, 'group pl-1.5')}
      >
        <UserTriggerFace user={user} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={10} className={cn(MENU_CONTENT_CLASSES, 'w-56')}>
          <DropdownMenu.Label className="px-3 pt-1.5 pb-2">
            <span className="block text-xs text-slate-600 dark:text-slate-400">Signed in as</span>
            <span className="block truncate text-sm font-semibold text-slate-900 dark:text-white">
              {user.username}
            </span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-white/10" />
          <DropdownMenu.Item asChild className={MENU_ITEM_CLASSES}>
            <Link to={paths.profile(user.username)}>
              <User aria-hidden="true" className="size-4" />
              Profile
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={MENU_ITEM_CLASSES}>
            <Link to={paths.myTeams}>
              <Users aria-hidden="true" className="size-4" />
              Teams
            </Link>
          </DropdownMenu.Item>
          {user.isAdmin && (
            <DropdownMenu.Item asChild className={MENU_ITEM_CLASSES}>
              <Link to={paths.admin}>
                <LayoutDashboard aria-hidden="true" className="size-4" />
                Admin
              </Link>
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-white/10" />
          <DropdownMenu.Item className={MENU_ITEM_CLASSES} onSelect={onSignOut}>
            <LogOut aria-hidden="true" className="size-4" />
            Sign Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
