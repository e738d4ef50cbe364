import { createMentionMatcher, escapeHtml, linkMentionsInHtml } from '@haven/shared/mentions/link-mentions';
import type { MentionCard } from '@haven/shared/mentions/schemas';
import { mentionCardId } from './mention-cards';

/**
 * Sanitised rich text with each name of `cards` linked to its page, the link naming its preview
 * card. Runs after sanitising: the stored text never holds these attributes itself.
 */
export function linkNamesInHtml(html: string, cards: MentionCard[], prefix: string): string {
  if (cards.length === 0) return html;
  const indexed = cards.map((card, index) => ({ name: card.name, path: card.path, index }));
  return linkMentionsInHtml(
    html,
    createMentionMatcher(indexed),
    (target, nameHtml) =>
      `<a href="${escapeHtml(target.path)}" data-mention="${escapeHtml(mentionCardId(prefix, target.index))}">${nameHtml}</a>`,
  );
}
