import { BANNER_ADVICE_LABELS, BANNER_TYPE_LABELS } from '@haven/shared/banners/constants';
import { FLASH_EVENT_DESCRIPTIONS } from '@haven/shared/flash-events/descriptions';
import { FLASH_EVENT_MESSAGES } from '@haven/shared/flash-events/messages';
import type { ServerTexts } from './types.ts';

const SITE = 'Heroes Haven';

export const en: ServerTexts = {
  mail: {
    resetPassword: {
      subject: `Reset your ${SITE} password`,
      title: 'Reset your password',
      intro:
        'Someone (hopefully you) asked to reset the password of your account. The link works for one hour.',
      action: 'Choose a new password',
      outro: 'If you did not ask for this, ignore this message: your password stays as it is.',
    },
    verifyEmail: {
      subject: `Confirm your ${SITE} e-mail address`,
      title: 'Confirm your e-mail address',
      intro: `Welcome to ${SITE}! Confirm your address to finish creating your account.`,
      action: 'Confirm my address',
      outro: 'If you did not create an account, ignore this message.',
    },
    changeEmail: {
      subject: `Confirm your new ${SITE} e-mail address`,
      title: 'Confirm your new e-mail address',
      intro: `Someone (hopefully you) asked to use this address for their ${SITE} account. Your account keeps its old address until you confirm.`,
      action: 'Confirm my new address',
      outro: 'If you did not ask for this, ignore this message: nothing changes.',
    },
    accountDeleted: {
      subject: `Your ${SITE} account has been deleted`,
      title: 'Your account has been deleted',
      intro:
        'As you asked from your Account page, your account and everything in it (profile, comments, ratings, votes, teams, guides, friends and messages) have been removed.',
      action: `Visit ${SITE}`,
      outro: 'If you did not do this, reply to this message or write to us through the Contact page.',
    },
  },
  feeds: {
    titles: { banners: 'Banners', news: 'Official News, Updates and Events', codes: 'Redeem Codes' },
    copyright: `${SITE}, a fan-made community site`,
    bannerTypes: BANNER_TYPE_LABELS,
    bannerAdvice: BANNER_ADVICE_LABELS,
    bannerSummary: ({ type, heroes, advice, span }) =>
      span
        ? `${type} banner featuring ${heroes}, ${span.from} to ${span.to}. Advice: ${advice}.`
        : `${type} banner featuring ${heroes}. Advice: ${advice}.`,
    codeTitle: (code) => `New code: ${code}`,
    codeSummary: (rewards, expiresOn) => (expiresOn ? `${rewards} (works through ${expiresOn})` : rewards),
  },
  calendar: {
    name: FLASH_EVENT_MESSAGES.calendarName,
    flashEventDescriptions: FLASH_EVENT_DESCRIPTIONS,
  },
};
