// Stub until the profile comments feature lands.
export function ProfileComments(_props: { profileId: string; username: string }) {
  return null;
}
