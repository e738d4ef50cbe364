import { describe, expect, it } from 'vitest';
import { notificationText } from './messages.ts';

describe('notificationText for comments on teams and guides', () => {
  it("quotes a comment on the member's team or guide", () => {
    expect(notificationText('team_comment', 'Great line-up')).toBe('commented on your team: "Great line-up"');
    expect(notificationText('guide_comment', 'Thanks!')).toBe('commented on your guide: "Thanks!"');
  });

  it('quotes a reply there as walls do', () => {
    expect(notificationText('team_comment_reply', 'Agreed')).toBe('replied to your comment: "Agreed"');
    expect(notificationText('guide_comment_reply', 'Agreed')).toBe(
      notificationText('comment_reply', 'Agreed'),
    );
  });
});
