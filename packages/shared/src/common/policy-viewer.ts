/**
 * Who asks for a permission: a signed-in member (their id and whether they are an admin) or null
 * for a visitor. The server's viewer and the web app's signed-in user both fit it as they are.
 */
export type PolicyViewer = { id: string; isAdmin: boolean } | null;

/** Whether the viewer is signed in (any member, admin or not). */
export function isSignedIn(viewer: PolicyViewer): viewer is NonNullable<PolicyViewer> {
  return viewer !== null;
}

/** Whether the viewer is a signed-in admin. */
export function isAdminViewer(viewer: PolicyViewer): boolean {
  return viewer?.isAdmin === true;
}

/** Whether the viewer is this member (a visitor is nobody). */
export function isSelf(viewer: PolicyViewer, memberId: string | null): boolean {
  return viewer !== null && memberId !== null && viewer.id === memberId;
}
