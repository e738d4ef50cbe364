/** UI copy for profiles, used by the forms and the server alike. */
export const PROFILE_MESSAGES = {
  usernameTooShort: 'Username must be at least 3 characters',
  usernameTooLong: 'Username must be at most 30 characters',
  usernameFormat: 'Username can only contain letters, numbers, and underscores',
  usernameTaken: 'Username is already taken',
  setupComplete: 'Profile setup complete!',
  setupFailed: 'Failed to set up profile',
  createFailed: 'Failed to create profile',
  notFound: 'Profile not found',
} as const;
