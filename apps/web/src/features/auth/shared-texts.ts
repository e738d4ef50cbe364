import { ACCOUNT_MESSAGES } from '@haven/shared/account/messages';
import { AUTH_MESSAGES } from '@haven/shared/auth/messages';
import { msg } from '@lingui/core/macro';
import { inPageLanguage, sharedTexts } from '../../lib/shared-texts';

/** The account forms' shared texts (field rules, refusals, toasts) from the catalog. */
export const AUTH_TEXTS = sharedTexts(AUTH_MESSAGES, {
  emailRequired: msg`Email is required`,
  emailInvalid: msg`Please enter a valid email address`,
  emailFallback: msg`Invalid email`,
  passwordTooShort: msg`Password must be at least 8 characters`,
  passwordUppercase: msg`Password must contain at least one uppercase letter`,
  passwordLowercase: msg`Password must contain at least one lowercase letter`,
  passwordNumber: msg`Password must contain at least one number`,
  passwordSpecial: msg`Password must contain at least one special character`,
  passwordFallback: msg`Invalid password`,
  passwordsDoNotMatch: msg`Passwords do not match`,
  emailTaken: msg`This email is already registered. Please sign in instead.`,
  invalidCredentials: msg`Invalid email or password`,
  emailNotVerified: msg`Please verify your email address first. We sent you a link when you registered.`,
  genericError: msg`An error occurred`,
  registered: msg`Registration successful! Please sign in.`,
  registeredVerify: msg`Registration successful! Check your email for a link to verify your address.`,
  resetRequested: msg`Password reset instructions sent to your email. When you receive the link, please click it and follow the instructions.`,
  resetSuccess: msg`Password successfully reset! Redirecting to login...`,
  resetNeedsLink: msg`You need to access this page from a password reset link sent to your email.`,
  resetInvalidToken: msg`Invalid or expired token. Please request a new password reset link.`,
  resetVerifyFailed: msg`An error occurred while verifying your token. Please try again.`,
  resetFailed: msg`Failed to reset password`,
  inactivitySignOut: msg`You have been signed out due to inactivity`,
  sessionEnded: msg`You have been signed out. Please sign in again.`,
  signOutFailed: msg`Failed to sign out`,
  refreshFailed: msg`Failed to refresh session`,
  initFailed: msg`Failed to initialize auth`,
  tooManyAttempts: msg`Too many attempts. Please wait a minute and try again.`,
});

/** The Account page's shared texts. */
export const ACCOUNT_TEXTS = sharedTexts(ACCOUNT_MESSAGES, {
  title: msg`Account`,
  signIn: msg`Please sign in to manage your account`,
  languageInvalid: msg`Choose one of the site's languages`,
  currentPasswordRequired: msg`Current password is required`,
  wrongPassword: msg`Your password is incorrect`,
  passwordRequired: msg`Please enter your password to confirm`,
  emailSame: msg`This is already your e-mail address`,
  emailChangeSent: msg`Check your new address: we sent it a link to confirm the change.`,
  emailChangeFailed: msg`Failed to change e-mail address`,
  emailChanged: msg`Your e-mail address has been changed.`,
  emailChangeLinkInvalid: msg`That link is invalid or has expired. Please ask for a new one.`,
  passwordChanged: msg`Password changed. Your other sessions have been signed out.`,
  passwordChangeFailed: msg`Failed to change password`,
  exportFailed: msg`Failed to download your data`,
  exportReady: msg`Your data has been downloaded`,
  deleteTitle: msg`Delete Account`,
  deleteConfirm: msg`This removes your profile, comments, ratings, votes, teams, guides, friends and messages for good. This action cannot be undone.`,
  deleted: msg`Your account has been deleted.`,
  deleteFailed: msg`Failed to delete account`,
  adminCannotDelete: msg`Administrators cannot delete their own account. Ask another administrator.`,
});

/** The account forms' shared texts, each read in the page's language. */
export const authTexts = inPageLanguage(AUTH_MESSAGES, AUTH_TEXTS);

/** The Account page's shared texts, each read in the page's language. */
export const accountTexts = inPageLanguage(ACCOUNT_MESSAGES, ACCOUNT_TEXTS);
