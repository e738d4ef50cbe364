// The notification bell's Radix popover and sheet, loaded on first interaction (see use-header-menus.ts).
export { NotificationBell } from '../../features/notifications/components/notification-bell';
export { NotificationSheet } from '../../features/notifications/components/notification-sheet';
