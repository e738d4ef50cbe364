import type { ReportedItem } from '@haven/shared/reports/schemas';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// The Reports tab's card (features/reports) is the admin's: its texts are kept in the moderation
// catalog, loaded with the admin's screens, and not in the reports catalog, which every page loads
// with its Report button. Descriptors only: each text is read when drawn.

/** What a reported item is, as its card names it. */
export const REPORTED_KIND_TEXTS: Record<ReportedItem['targetKind'], MessageDescriptor> = {
  hero_comment: msg`Hero comment`,
  profile_comment: msg`Wall comment`,
  community_comment: msg`Team or guide comment`,
  guide: msg`Guide`,
  team: msg`Team`,
  profile: msg`Profile`,
};

/** The card's own texts. */
export const REPORT_CARD_TEXTS = {
  /** The card's title: what the item is, and on what page ('Wall comment on alice'). */
  kindOn: (kind: string, context: string) => msg`${kind} on ${context}`,
  /**
   * How many reported it and when last; `<0>` is the date. Values: reporters, reporterCount (the
   * count as written), lastReported.
   */
  reporters: msg({
    message:
      '{reporters, plural, one {{reporterCount} reporter} other {{reporterCount} reporters}} · last <0>{lastReported}</0>',
  }),
  alreadyRemoved: msg`Already removed`,
  formerMember: msg`Author: a former member`,
  /** The author and their record; `<0>` is the author's name. Values: username, upheld, upheldCount (as written). */
  author: msg({
    message:
      'Author: <0>{username}</0> · {upheld, plural, one {{upheldCount} earlier report upheld} other {{upheldCount} earlier reports upheld}}',
  }),
};
