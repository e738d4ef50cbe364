const SITE = 'Heroes Haven';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function layout(title: string, intro: string, link: string, action: string, outro: string) {
  const text = `${title}\n\n${intro}\n\n${action}: ${link}\n\n${outro}\n\n— ${SITE}`;
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>
<p style="color:#555">${escapeHtml(outro)}</p>
<p>— ${SITE}</p></body></html>`;
  return { text, html };
}

/** The password-reset message; the link opens /reset-password on the site. */
export function resetPasswordMail(link: string) {
  return {
    subject: `Reset your ${SITE} password`,
    link,
    ...layout(
      'Reset your password',
      'Someone (hopefully you) asked to reset the password of your account. The link works for one hour.',
      link,
      'Choose a new password',
      'If you did not ask for this, ignore this message: your password stays as it is.',
    ),
  };
}

/** The address-verification message sent at sign-up when verification is required. */
export function verifyEmailMail(link: string) {
  return {
    subject: `Confirm your ${SITE} e-mail address`,
    link,
    ...layout(
      'Confirm your e-mail address',
      `Welcome to ${SITE}! Confirm your address to finish creating your account.`,
      link,
      'Confirm my address',
      'If you did not create an account, ignore this message.',
    ),
  };
}

/** The link that confirms a new e-mail address, sent to that new address. */
export function changeEmailMail(link: string) {
  return {
    subject: `Confirm your new ${SITE} e-mail address`,
    link,
    ...layout(
      'Confirm your new e-mail address',
      `Someone (hopefully you) asked to use this address for their ${SITE} account. Your account keeps its old address until you confirm.`,
      link,
      'Confirm my new address',
      'If you did not ask for this, ignore this message: nothing changes.',
    ),
  };
}

/** Tells a member that their account was deleted at their request; the link leads to the site. */
export function accountDeletedMail(siteUrl: string) {
  return {
    subject: `Your ${SITE} account has been deleted`,
    link: siteUrl,
    ...layout(
      'Your account has been deleted',
      'As you asked from your Account page, your account and everything in it (profile, comments, ratings, votes, teams, guides, friends and messages) have been removed.',
      siteUrl,
      `Visit ${SITE}`,
      'If you did not do this, reply to this message or write to us through the Contact page.',
    ),
  };
}
