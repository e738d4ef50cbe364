// Every Cache-Control value the server sends. The ETag plugin (app.ts) answers a matching
// If-None-Match with 304, so "revalidate" costs one small round-trip.

/** Public data: shared caches may keep it but must revalidate each time. */
export const PUBLIC_REVALIDATE = 'public, no-cache';
/** Data that depends on who is asking (their own vote or rating). */
export const PRIVATE_REVALIDATE = 'private, no-cache';
/** Data that is one member's own (their account, notifications, teams) or for admins only: never kept. */
export const PRIVATE_NO_STORE = 'private, no-store';
/** Answers that are never kept anywhere: health checks, reset-link checks, the event stream. */
export const NO_STORE = 'no-store';
/** The web app's pages and unhashed files: any cache may keep them but must revalidate each time. */
export const REVALIDATE = 'no-cache';
/** Content-addressed files (hashed build assets, stored media, drawn cards): kept for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The site's own link-preview card: kept for a day. */
export const PUBLIC_ONE_DAY = 'public, max-age=86400';
/** The calendar feed of the fixed weekly schedule: kept for an hour. */
export const PUBLIC_ONE_HOUR = 'public, max-age=3600';
