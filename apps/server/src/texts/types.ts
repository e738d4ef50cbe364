import type { BannerAdvice, BannerType } from '@haven/shared/banners/constants';
import type { FlashEventName } from '@haven/shared/flash-events/schedule';

/** One e-mail's words: its subject, heading, first paragraph, link text and closing line. */
export type MailText = { subject: string; title: string; intro: string; action: string; outro: string };

/**
 * Everything the server writes for people outside the web pages, in one language: the e-mails,
 * the Atom feeds and the calendar feed. Every language must give every text (the type says so).
 */
export type ServerTexts = {
  mail: {
    resetPassword: MailText;
    verifyEmail: MailText;
    changeEmail: MailText;
    accountDeleted: MailText;
  };
  feeds: {
    titles: { banners: string; news: string; codes: string };
    copyright: string;
    bannerTypes: Record<BannerType, string>;
    bannerAdvice: Record<BannerAdvice, string>;
    /** A banner's summary: its kind, heroes and advice (with its instants in the Atom feed). */
    bannerSummary: (entry: {
      type: string;
      heroes: string;
      advice: string;
      span?: { from: string; to: string };
    }) => string;
    codeTitle: (code: string) => string;
    codeSummary: (rewards: string, expiresOn: string | null) => string;
  };
  calendar: {
    name: string;
    flashEventDescriptions: Record<FlashEventName, string>;
  };
};
