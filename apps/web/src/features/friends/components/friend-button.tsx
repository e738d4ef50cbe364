// Stub until the friends feature lands.
export function FriendButton(_props: { profileId: string; username: string }) {
  return null;
}
