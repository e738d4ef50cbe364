// The header's Radix-powered menus, loaded on first interaction (see use-header-menus.ts).
export { NotificationBell } from '../../features/notifications/components/notification-bell';
export { NotificationSheet } from '../../features/notifications/components/notification-sheet';
export { MobileMenu } from './mobile-menu';
export { NavDropdown } from './nav-dropdown';
export { UserMenu } from './user-menu';
