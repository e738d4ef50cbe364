/** The signed-in member making a request. */
export type Viewer = {
  id: string;
  email: string;
  username: string;
  avatarUrl: string | null;
  isAdmin: boolean;
  isSetupComplete: boolean;
};
