import type { AppealAction, ModerationAction } from '@docnet/contracts';
import type { ContentModerationStatus } from '../../../domain/moderation-status';

/**
 * What a decision does to a reported content or comment: `keep` makes it visible again; `remove`, and `warn` or
 * `suspend` (the moderator judged the item against the rules, and the member with it), remove it for everyone.
 * On appeal, `reinstate` brings it back and `uphold` leaves it removed. Null: the item stays as it is.
 */
export function itemStatusAfter(
  action: ModerationAction | AppealAction,
): { to: ContentModerationStatus | null; from: (ContentModerationStatus | null)[] } | null {
  switch (action) {
    case 'keep':
      return { to: null, from: ['hidden'] };
    case 'remove':
    case 'warn':
    case 'suspend':
      return { to: 'removed', from: [null, 'hidden'] };
    case 'reinstate':
      return { to: null, from: ['removed', 'hidden'] };
    case 'uphold':
      return null;
  }
}
