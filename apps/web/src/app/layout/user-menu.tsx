import { isAdminViewer } from '@haven/shared/common/policy-viewer';
import type { CurrentUser } from '@haven/shared/profiles/schemas';
import { LayoutDashboard, LogOut, type LucideIcon, Settings, User, Users } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { paths } from '../../lib/paths';
import { UserTriggerFace } from './menu-triggers';
import { HEADER_BUTTON_CLASSES, MENU_CONTENT_CLASSES, MENU_ITEM_CLASSES } from './nav-config';

type UserMenuProps = { user: CurrentUser; onSignOut: () => void; menuId: string; defaultOpen?: boolean };

type UserMenuLink = { to: string; label: string; icon: LucideIcon };

/** The menu's links: Profile, Teams and Account, and Admin for administrators. */
function userMenuLinks(user: CurrentUser): UserMenuLink[] {
  const links: UserMenuLink[] = [
    { to: paths.profile(user.username), label: 'Profile', icon: User },
    { to: paths.myTeams, label: 'Teams', icon: Users },
    { to: paths.account, label: 'Account', icon: Settings },
  ];
  if (isAdminViewer(user)) links.push({ to: paths.admin, label: 'Admin', icon: LayoutDashboard });
  return links;
}

/** Avatar button with Profile, Teams, Account, Admin (admins) and Sign Out. */
export function UserMenu({ user, onSignOut, menuId, defaultOpen }: UserMenuProps) {
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger data-menu-id={menuId} className={cn(HEADER_BUTTON_CLASSES, 'group pl-1.5')}>
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
          {userMenuLinks(user).map(({ to, label, icon: Icon }) => (
            <DropdownMenu.Item key={label} asChild className={MENU_ITEM_CLASSES}>
              <Link to={to}>
                <Icon aria-hidden="true" className="size-4" />
                {label}
              </Link>
            </DropdownMenu.Item>
          ))}
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
