/** UI copy for the Account page, shown by the web app and sent by the server alike. */
export const ACCOUNT_MESSAGES = {
  title: 'Account',
  signIn: 'Please sign in to manage your account',
  languageInvalid: "Choose one of the site's languages",
  currentPasswordRequired: 'Current password is required',
  wrongPassword: 'Your password is incorrect',
  passwordRequired: 'Please enter your password to confirm',
  emailSame: 'This is already your e-mail address',
  emailChangeSent: 'Check your new address: we sent it a link to confirm the change.',
  emailChangeFailed: 'Failed to change e-mail address',
  emailChanged: 'Your e-mail address has been changed.',
  emailChangeLinkInvalid: 'That link is invalid or has expired. Please ask for a new one.',
  passwordChanged: 'Password changed. Your other sessions have been signed out.',
  passwordChangeFailed: 'Failed to change password',
  exportFailed: 'Failed to download your data',
  exportReady: 'Your data has been downloaded',
  deleteTitle: 'Delete Account',
  deleteConfirm:
    'This removes your profile, comments, ratings, votes, teams, guides, friends and messages for good. This action cannot be undone.',
  deleted: 'Your account has been deleted.',
  deleteFailed: 'Failed to delete account',
  adminCannotDelete: 'Administrators cannot delete their own account. Ask another administrator.',
} as const;
