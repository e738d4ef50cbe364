import { Bell, LogIn, Menu } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { useSession } from '../../features/auth/api/get-me';
import { useSignOut } from '../../features/auth/api/sign-out';
import { cn } from '../../lib/cn';
import { paths } from '../../lib/paths';
import { DesktopNav } from './desktop-nav';
import { Logo } from './logo';
import { StandInTrigger, UserTriggerFace } from './menu-triggers';
import { HEADER_BUTTON_CLASSES } from './nav-config';
import { ThemeToggle } from './theme-toggle';
import { useHeaderMenus } from './use-header-menus';

const BELL_ID = 'notifications-dropdown';
const SHEET_ID = 'notifications-sheet';
const USER_ID = 'user-menu';
const MOBILE_ID = 'mobile-menu';

export function Header() {
  const { user, isLoading } = useSession();
  const signOut = useSignOut();
  const { menus, pendingOpen, requestOpen } = useHeaderMenus();
  const handleSignOut = () => void signOut();
  const isSignedIn = user !== null;
  const bellIcon = <Bell aria-hidden="true" className="size-5" />;

  return (
    <header className="sticky top-0 z-40 border-b border-gold-400/20 bg-night-950 shadow-lg shadow-black/10">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-3 sm:px-6 lg:px-3 xl:px-6">
        <Logo />
        <DesktopNav
          menus={menus}
          pendingOpen={pendingOpen}
          onRequestOpen={requestOpen}
          className="ml-2 hidden lg:block"
        />
        <div className="ml-auto flex items-center gap-1">
          <ThemeToggle />

          {/* Bell: a dropdown on large screens, a bottom sheet on small ones. */}
          <div className="hidden lg:block">
            {menus ? (
              <menus.NotificationBell
                isSignedIn={isSignedIn}
                triggerClassName={HEADER_BUTTON_CLASSES}
                menuId={BELL_ID}
                defaultOpen={pendingOpen === BELL_ID}
              />
            ) : (
              <StandInTrigger
                menuId={BELL_ID}
                popup="dialog"
                ariaLabel="Notifications"
                onRequestOpen={requestOpen}
                className={HEADER_BUTTON_CLASSES}
              >
                {bellIcon}
              </StandInTrigger>
            )}
          </div>
          <div className="lg:hidden">
            {menus ? (
              <menus.NotificationSheet
                isSignedIn={isSignedIn}
                triggerClassName={HEADER_BUTTON_CLASSES}
                menuId={SHEET_ID}
                defaultOpen={pendingOpen === SHEET_ID}
              />
            ) : (
              <StandInTrigger
                menuId={SHEET_ID}
                popup="dialog"
                ariaLabel="Notifications"
                onRequestOpen={requestOpen}
                className={HEADER_BUTTON_CLASSES}
              >
                {bellIcon}
              </StandInTrigger>
            )}
          </div>

          {isLoading ? (
            <span
              className="hidden h-10 w-24 animate-pulse rounded-lg bg-white/10 lg:block"
              aria-hidden="true"
            />
          ) : user ? (
            <div className="hidden lg:block">
              {menus ? (
                <menus.UserMenu
                  user={user}
                  onSignOut={handleSignOut}
                  menuId={USER_ID}
                  defaultOpen={pendingOpen === USER_ID}
                />
              ) : (
                <StandInTrigger
                  menuId={USER_ID}
                  popup="menu"
                  ariaLabel="User menu"
                  onRequestOpen={requestOpen}
                  className={cn(HEADER_BUTTON_CLASSES, 'group pl-1.5')}
                >
                  <UserTriggerFace user={user} />
                </StandInTrigger>
              )}
            </div>
          ) : (
            <div className="ml-1 hidden lg:block">
              <Link to={paths.login} className={buttonClasses('gold', 'sm')}>
                <LogIn aria-hidden="true" className="size-4" />
                Sign In
              </Link>
            </div>
          )}

          <div className="lg:hidden">
            {menus ? (
              <menus.MobileMenu
                user={user}
                onSignOut={handleSignOut}
                triggerClassName={HEADER_BUTTON_CLASSES}
                menuId={MOBILE_ID}
                defaultOpen={pendingOpen === MOBILE_ID}
              />
            ) : (
              <StandInTrigger
                menuId={MOBILE_ID}
                popup="dialog"
                ariaLabel="Open menu"
                onRequestOpen={requestOpen}
                className={HEADER_BUTTON_CLASSES}
              >
                <Menu aria-hidden="true" className="size-5" />
              </StandInTrigger>
            )}
          </div>
        </div>
      </div>
    </header>
  );
}
