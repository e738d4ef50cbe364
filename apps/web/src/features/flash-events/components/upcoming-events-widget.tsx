// Stub until the flash events feature lands.
export function UpcomingEventsWidget() {
  return null;
}
