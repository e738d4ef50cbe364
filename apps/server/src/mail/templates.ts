import type { Language } from '@haven/shared/i18n/languages';
import { type MailText, serverTexts } from '../texts/index.ts';

const SITE = 'Heroes Haven';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** One e-mail in its language: the text and HTML bodies around its one link. */
function compose(language: Language, words: MailText, link: string) {
  const { subject, title, intro, action, outro } = words;
  const text = `${title}\n\n${intro}\n\n${action}: ${link}\n\n${outro}\n\n— ${SITE}`;
  const html = `<!doctype html><html lang="${language}"><body style="font-family:sans-serif;line-height:1.5">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>
<p style="color:#555">${escapeHtml(outro)}</p>
<p>— ${SITE}</p></body></html>`;
  return { subject, link, text, html };
}

/** The password-reset message; the link opens /reset-password on the site, in the mail's language. */
export function resetPasswordMail(link: string, language: Language = 'en') {
  return compose(language, serverTexts(language).mail.resetPassword, link);
}

/** The address-verification message sent at sign-up when verification is required. */
export function verifyEmailMail(link: string, language: Language = 'en') {
  return compose(language, serverTexts(language).mail.verifyEmail, link);
}

/** The link that confirms a new e-mail address, sent to that new address. */
export function changeEmailMail(link: string, language: Language = 'en') {
  return compose(language, serverTexts(language).mail.changeEmail, link);
}

/** Tells a member that their account was deleted at their request; the link leads to the site. */
export function accountDeletedMail(siteUrl: string, language: Language = 'en') {
  return compose(language, serverTexts(language).mail.accountDeleted, siteUrl);
}
