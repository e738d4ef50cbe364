// Cache-Control values for reads. The ETag plugin (app.ts) answers a matching
// If-None-Match with 304, so "revalidate" costs one small round-trip.

/** Public data: shared caches may keep it but must revalidate each time. */
export const PUBLIC_REVALIDATE = 'public, no-cache';
/** Data that depends on who is asking (their own vote or rating). */
export const PRIVATE_REVALIDATE = 'private, no-cache';
/** Data that is one member's own (their account, notifications, teams) or for admins only: never kept. */
export const PRIVATE_NO_STORE = 'private, no-store';
