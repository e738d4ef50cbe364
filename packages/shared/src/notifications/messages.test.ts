import { describe, expect, it } from 'vitest';
import { notificationSender, notificationText } from './messages.ts';

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

describe('moderation notices', () => {
  it('gives the warned member the reason', () => {
    expect(notificationText('member_warned', 'Keep it civil')).toBe('warned you: Keep it civil');
  });

  it('tells a reporter whether their report was upheld', () => {
    expect(notificationText('report_upheld', 'Buy gold here')).toBe(
      'reviewed your report and took action: "Buy gold here"',
    );
    expect(notificationText('report_dismissed', 'Nice guide')).toBe(
      'reviewed your report and found no rule broken: "Nice guide"',
    );
  });

  it('names a moderator as the sender, never the admin', () => {
    expect(notificationSender('member_warned', { username: 'admin' })).toBe('A moderator');
    expect(notificationSender('friend_request', { username: 'kira' })).toBe('kira');
    expect(notificationSender('friend_request', null)).toBe('A former member');
  });
});
